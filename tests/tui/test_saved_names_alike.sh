#!/usr/bin/env bash
# Saved games whose long names differ only at the end (the kept games'
# "thaayam-kept-DATE-TIME") stay apart in the list: a name too wide for its
# column is cut in the middle, not at the end (both rows read
# "thaayam-kept-202…" before), without the ".ttrec" every save has.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/saved_lib.sh"
mkdir -p "$SV_DIR"
chmod 700 "$SV_DIR"
sv_record thaayam-kept-2026-12-05-190945.ttrec 30 "new quixo" "play c1-c5"
sv_record thaayam-kept-2026-12-05-191030.ttrec 20 "new quixo" "play c1-c5"
sv_record short.ttrec 10 "new quixo" "play c1-c5"
for size in "80 24" "60 20"; do
	t_start $size -- quixo --start
	t_wait "Cross (X) to move"
	t_keys o
	t_wait "3 of 3 saved games"
	t_has "short.ttrec" || t_fail "$size: a name that fits is not whole"
	a=$(t_screen | grep -c "…[-0-9]*0945 ")
	b=$(t_screen | grep -c "…[-0-9]*1030 ")
	[ "$a" = 1 ] && [ "$b" = 1 ] ||
		t_fail "$size: the two kept games cannot be told apart: $(t_screen | grep thaa)"
	t_kill
done
t_pass
