#!/usr/bin/env bash
# A finished game is not lost on quitting: while it is not saved since its
# last move, the quit question offers s (save and quit), which saves it as
# a new game of the saved games' folder and says where in the shell; once
# saved, the question is only y/n.
source "$(dirname "$0")/lib.sh"
win() {
	local i
	for i in 1 2 3 4; do
		t_keys : a1-a5 Enter
		t_wait "$i. a1-a5"
		t_keys : e1-e5 Enter
		t_wait "move $((i + 1))"
	done
	t_keys : a1-a5 Enter
	t_wait "1-0"
}
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
win
t_keys q
t_wait "Quit? s: save and quit"
t_has "s save and quit" || t_fail "the key line does not offer s"
t_keys s
t_wait "EXIT=0"
t_has "Saved to" || t_fail "the shell is not told where the game went"
ls "$T_DIR"/data/tabletop/quixo-*.ttrec >/dev/null 2>&1 || t_fail "no saved game in the folder"
grep -q "^result win x" "$T_DIR"/data/tabletop/quixo-*.ttrec || t_fail "the saved game is not the won one"
t_kill

# saved by s during the game: quitting then asks only y/n
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
win
t_keys s
t_wait "Save to:"
t_keys won Enter
t_wait "Saved to"
t_keys q
t_wait "Quit? y: yes, n: no"
t_keys y
t_wait "EXIT=0"
t_pass
