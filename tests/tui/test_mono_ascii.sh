#!/usr/bin/env bash
# NO_COLOR and --ascii: no colour escape sequences, ASCII drawing only;
# TERM=vt100 (no colours) and a non-UTF-8 locale work as well.
source "$(dirname "$0")/lib.sh"
t_start 80 24 NO_COLOR=1 -- quixo --start --ascii
t_wait "to move: choose a cube"
screen=$(t_screen)
case $screen in *"│"* | *"┌"* | *"·"*) t_fail "non-ASCII drawing with --ascii" ;; esac
echo "$screen" | grep -qF -- "+-----+-----+" || t_fail "no ASCII grid"
# Colour escapes (SGR 30-37, 38;5, 90-97 or backgrounds) must not appear.
if t_screen_escapes | grep -qE $'\e\\[[0-9;]*(3[0-8]|4[0-8]|9[0-7])[;m]'; then
	t_fail "colour escape sequences with NO_COLOR"
fi
# The cursor is still visible without colour (reverse video).
t_screen_escapes | grep -qE $'\e\\[[0-9;]*7m' || t_fail "no reverse video for the cursor"
t_keys q y
t_wait "EXIT=0"
t_kill

# Without colour a message and the prompt after it on one status line
# (100x30) stay two sentences: a bar stands between them.
t_start 100 30 NO_COLOR=1 -- quixo --start --ascii
t_wait "to move: choose a cube"
q_goto c3
t_keys Enter
t_wait "c3 cannot be taken"
t_has "(Q3) | Cross (X) to move" || t_fail "no bar between the message and the prompt"
t_keys q y
t_wait "EXIT=0"
t_kill

# Thaayam in ASCII without colour: frames look like the grid, so every
# palace (safe, T13) shows its seat's letter, also of a seat not in play
t_start 80 24 NO_COLOR=1 -- thaayam --start --ascii --first s
t_wait "South: press Enter to throw."
t_screen | grep -q '|a3    W|b3     |c3   ##|d3     |e3    E|' ||
	t_fail "the palaces of West and East are not marked: $(t_screen | grep '|a3')"
t_keys q
t_wait "Quit?"
t_keys y
t_wait "EXIT=0"
t_kill

# vt100 and the C locale: no colours, no UTF-8; the menu and board work.
t_start 80 24 TERM=vt100 LANG=C LC_ALL=C -- quixo --start
t_wait "to move: choose a cube"
screen=$(t_screen)
case $screen in *"│"* | *"·"*) t_fail "UTF-8 drawing in the C locale" ;; esac
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_pass
