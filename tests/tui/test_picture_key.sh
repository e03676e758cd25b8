#!/usr/bin/env bash
# The picture key: i in the play screen writes the position on the screen
# as an SVG file of the data directory and says its name; the picture has
# the move just played (checked with xmllint). Both games.
source "$(dirname "$0")/lib.sh"
command -v xmllint >/dev/null 2>&1 || t_fail "xmllint is missing (apt-get install libxml2-utils)"
t_start 100 30 -- quixo --name x=Ana --name o=Ben --start
t_wait "Ana (X) to move"
t_keys :
t_keys -l "c1-c5"
t_keys Enter
t_wait "Ben (O) to move"
t_keys i
t_wait "Picture written to"
t_has "$T_DIR/data/tabletop/quixo-" || t_fail "the message does not name the file"
svg=$(ls "$T_DIR"/data/tabletop/quixo-*.svg 2>/dev/null)
[ "$(echo "$svg" | wc -w)" = 1 ] || t_fail "not one picture: $svg"
xmllint --noout "$svg" || t_fail "not a well-formed SVG"
[ "$(xmllint --xpath "string(//*[@id='sq-c5']/@class)" "$svg")" = "square mark-x" ] ||
	t_fail "c5 is not X in the picture"
[ "$(xmllint --xpath "string(//*[@id='last-move']/@data-action)" "$svg")" = c1-c5 ] ||
	t_fail "the last move is not c1-c5"
# A second picture in the same second gets a name of its own.
t_keys i
t_wait "Picture written to"
[ "$(ls "$T_DIR"/data/tabletop/quixo-*.svg | wc -l)" -ge 2 ] ||
	t_fail "the second picture replaced the first"
t_keys q
t_kill

t_start 100 30 -- thaayam --seat s=human --seat n=human --dice physical --first s --start
t_wait "South"
t_keys i
t_wait "Picture written to"
svg=$(ls "$T_DIR"/data/tabletop/thaayam-*.svg 2>/dev/null)
xmllint --noout "$svg" || t_fail "the Thaayam picture is not well-formed"
[ "$(xmllint --xpath "string(//*[@id='sq-c5']/@class)" "$svg")" = "square palace palace-n" ] ||
	t_fail "c5 is not North's palace"
t_pass
