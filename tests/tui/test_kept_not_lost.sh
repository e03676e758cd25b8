#!/usr/bin/env bash
# Issue 25 item 1: a new game never silently throws away the game kept for
# --resume. Starting a Quixo game from the set-up screen while one is kept
# saves the kept game first as a saved game (and says so); it opens with
# its moves. The same for a game of the command line.
source "$(dirname "$0")/lib.sh"
kept="$T_DIR/state/tabletop/quixo-current.ttrec"
saved="$T_DIR/data/tabletop"

t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys q s
t_wait "The game is kept"
t_kill

t_start 80 24 --
t_wait "Continue the Quixo game"
t_keys Down Enter
t_wait "Quixo: new game"
t_keys s
t_wait "Kept game saved as quixo-kept-"
t_wait "Cross (X) to move"
grep -qx "action c1-c5" "$kept" && t_fail "the new game is not the one kept now"
grep -lqx "action c1-c5" "$saved"/quixo-kept-*.ttrec 2>/dev/null ||
	t_fail "the kept game's moves are lost"
# o opens it
t_keys o
t_wait "Open a saved game"
t_wait "quixo-ke" # the name is cut in the middle at 80 columns
t_keys Enter
t_wait "1. c1-c5"
t_keys q s
t_wait "The game is kept"
t_kill

# A game of the command line keeps the kept one the same way.
rm -f "$saved"/quixo-kept-*.ttrec
t_start 80 24 -- quixo --start
t_wait "Kept game saved as quixo-kept-"
grep -lqx "action c1-c5" "$saved"/quixo-kept-*.ttrec 2>/dev/null ||
	t_fail "the command line's game threw the kept one away"
t_pass
