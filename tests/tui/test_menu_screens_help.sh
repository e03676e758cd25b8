#!/usr/bin/env bash
# "Join or watch a game", "Host a game for other terminals" and "Teach" of
# the start menu name "? help" on their key lines, and ? and F1 open a help
# page saying what the screen is for and its keys; Esc closes it and the
# screen is back. At 80x24 and 60x20.
source "$(dirname "$0")/lib.sh"
# screen DOWNS TITLE HELP-WORDS: from the menu to the screen (DOWNS times
# Down, then Enter), its help by ? and by F1, then back
screen() {
	local downs=$1 title=$2 words=$3 i
	t_wait "Choose a game"
	for ((i = 0; i < downs; i++)); do t_keys Down; done
	t_keys Enter
	t_wait "$title"
	t_wait "? help"
	t_screen | tail -1 | grep -q "? help" || t_fail "$title: no ? help on the key line"
	t_keys '?'
	t_wait "$words"
	t_wait "Esc close"
	t_keys Escape
	t_wait_not "$words"
	t_wait "? help"
	t_keys F1
	t_wait "$words"
	t_keys Escape
	t_wait_not "$words"
	t_keys Escape
}
for size in "80 24" "60 20"; do
	t_start $size --
	screen 2 "Games hosted on this machine" "lists the games and classes hosted"
	# back in the menu, the cursor stays on the entry left
	screen 1 "Which game?" "hosts a game for players at other"
	screen 1 "Set up a position, or learn" "opens the teaching screens of each"
	t_kill
done
t_pass
