#!/usr/bin/env bash
# `tabletop picture`: the SVG of a recorded position is well-formed XML
# (xmllint) with the right marks on the right squares, the dots of the
# four-player game, Thaayam's pieces and palaces, the last move; names are
# escaped; bad input (a missing or broken record, a ply out of range,
# another game's record, --png, an output that is a symbolic link or the
# record itself) gives a clear message and writes nothing.
source "$(dirname "$0")/lib.sh"
command -v xmllint >/dev/null 2>&1 || t_fail "xmllint is missing (apt-get install libxml2-utils)"
cd "$T_DIR/work" || t_fail "no work directory"
tt() { env $T_ENV "$PROG" "$@"; }
# The value of an attribute of the element with an id: attr FILE ID NAME.
attr() { xmllint --xpath "string(//*[@id='$2']/@$3)" "$1"; }
expect_fail() { # STATUS MESSAGE-PART ARGS...
	local status=$1 want=$2 out rc
	shift 2
	out=$(tt picture "$@" 2>&1 </dev/null)
	rc=$?
	[ $rc -eq "$status" ] || t_fail "picture $*: exited $rc, not $status ($out)"
	case $out in *"$want"*) ;; *) t_fail "picture $*: message lacks '$want': $out" ;; esac
}

# A Quixo game of five moves, saved through the engine protocol; the
# seats get names (with characters XML must escape).
printf 'play c1-c5\nplay e2-a2\nplay b1-b5\nplay a1-e1\nplay d1-d5\nsave q.ttrec\nquit\n' |
	tt quixo --engine >/dev/null || t_fail "engine"
sed -i 's/^seat x human 1$/seat x human 1 Ana <\&> "A"/; s/^seat o human 1$/seat o human 1 Ben/' q.ttrec
out=$(tt picture q.ttrec) || t_fail "picture q.ttrec failed: $out"
[ "$out" = "Picture written to q.svg" ] || t_fail "said: $out"
xmllint --noout q.svg || t_fail "q.svg is not well-formed"
for sq in b5 c5 d5; do
	[ "$(attr q.svg sq-$sq class)" = "square mark-x" ] || t_fail "$sq is not X"
done
for sq in a2 e1; do
	[ "$(attr q.svg sq-$sq class)" = "square mark-o" ] || t_fail "$sq is not O"
done
[ "$(xmllint --xpath "count(//*[contains(@class,'mark-blank')])" q.svg)" = 20 ] ||
	t_fail "not 20 blank cubes"
[ "$(attr q.svg last-move data-action)" = "d1-d5" ] || t_fail "last move not d1-d5"
[ "$(xmllint --xpath "string(//*[@id='status'])" q.svg)" = "Ben (O) to move." ] ||
	t_fail "status line: $(xmllint --xpath "string(//*[@id='status'])" q.svg)"
xmllint --xpath "string(//*[@id='players'])" q.svg | grep -qF 'X: Ana <&> "A"' ||
	t_fail "the name is not kept through escaping"
grep -qF 'Ana &lt;&amp;&gt; "A"' q.svg || t_fail "the name is not escaped"

# An earlier ply, to another file; then to standard output.
tt picture q.ttrec --ply 2 >/dev/null || t_fail "--ply 2"
[ -f q-ply2.svg ] || t_fail "--ply 2 did not write q-ply2.svg"
[ "$(attr q-ply2.svg sq-c5 class)" = "square mark-x" ] || t_fail "ply 2: c5 not X"
[ "$(attr q-ply2.svg sq-b5 class)" = "square mark-blank" ] || t_fail "ply 2: b5 not blank"
[ "$(attr q-ply2.svg last-move data-action)" = "e2-a2" ] || t_fail "ply 2: last move"
tt picture q.ttrec --ply 0 -o - | xmllint --noout - || t_fail "-o - is not an SVG"
tt picture q.ttrec --ply 0 -o - | grep -q last-move && t_fail "an arrow at the start"
[ "$(stat -c %a q.svg)" = 644 ] || [ "$(umask)" != 0022 ] || t_fail "q.svg mode $(stat -c %a q.svg)"

# Four players: the dots.
printf 'new quixo players=4\nplay c1-c5/N\nplay a1-a5/E\nsave q4.ttrec\nquit\n' |
	tt quixo --engine >/dev/null || t_fail "engine 4p"
tt picture q4.ttrec -o four.svg >/dev/null || t_fail "picture q4"
xmllint --noout four.svg || t_fail "four.svg is not well-formed"
[ "$(xmllint --xpath "string(//*[@id='sq-c5']/*[contains(@class,'dot')]/@class)" four.svg)" = "dot dot-n" ] ||
	t_fail "c5's dot does not point to North"
[ "$(xmllint --xpath "string(//*[@id='sq-a5']/*[contains(@class,'dot')]/@class)" four.svg)" = "dot dot-e" ] ||
	t_fail "a5's dot does not point to East"
[ "$(attr four.svg sq-a5 class)" = "square mark-o" ] || t_fail "a5 is not O"

# Thaayam: the piece entered and moved, the palaces and the castle.
printf 'new thaayam first=s\nthrow 1\nthrow 3\nplay enter1\nplay 1+3\nsave t.ttrec\nquit\n' |
	tt thaayam --engine >/dev/null || t_fail "engine thaayam"
tt picture t.ttrec >/dev/null || t_fail "picture t.ttrec"
xmllint --noout t.svg || t_fail "t.svg is not well-formed"
[ "$(attr t.svg piece-s1 data-square)" = e2 ] || t_fail "S1 is not on e2"
[ "$(attr t.svg sq-c1 class)" = "square palace palace-s" ] || t_fail "c1 is not South's palace"
[ "$(attr t.svg sq-c3 class)" = "square castle" ] || t_fail "c3 is not the castle"
[ "$(attr t.svg last-move data-to)" = e2 ] || t_fail "the last move does not end on e2"
[ "$(xmllint --xpath "string(//*[@id='waiting-s'])" t.svg)" = "waiting: 2 3 4" ] ||
	t_fail "South's waiting pieces"

# Bad input: a message, status 1 or 2, nothing written.
rm -f *.svg
expect_fail 1 "No such file" missing.ttrec
printf 'not a record\n' >bad.ttrec
expect_fail 1 "bad.ttrec" bad.ttrec
expect_fail 1 "There is no ply 6: the game has 5 actions (ply 0 to 5)." q.ttrec --ply 6
expect_fail 2 "--ply needs a number" q.ttrec --ply -1
expect_fail 2 "--ply needs a number" q.ttrec --ply 2x
expect_fail 1 "t.ttrec is a game of thaayam, not of quixo" t.ttrec --game quixo
expect_fail 2 "unknown game 'chess'" q.ttrec --game chess
expect_fail 1 "PNG pictures are not made by this program" q.ttrec --png
expect_fail 2 "which saved game" --ply 1
expect_fail 2 "unexpected argument" q.ttrec t.ttrec
ls *.svg >/dev/null 2>&1 && t_fail "a picture was written after bad input: $(ls *.svg)"
ln -s elsewhere.svg link.svg
expect_fail 1 "link.svg is a symbolic link" q.ttrec -o link.svg
[ -e elsewhere.svg ] && t_fail "written through the symbolic link"
[ -L link.svg ] || t_fail "the link was replaced"
expect_fail 1 "is the saved game itself" q.ttrec -o q.ttrec
grep -q '^tabletop-record' q.ttrec || t_fail "the record was overwritten"
t_pass
