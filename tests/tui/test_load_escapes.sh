#!/usr/bin/env bash
# Nothing raw from a file or a name reaches the terminal: a record whose
# bad line holds a CSI (raw and in UTF-8) and a bidi override, loaded with
# --load by a name holding ESC sequences (colour, window title), is refused
# with its line number, and the terminal receives no control sequence (the
# pane's colours and title are untouched: capture-pane -e shows no SGR).
source "$(dirname "$0")/lib.sh"
bad=$(printf 'bad\033[31mRED\033]2;PWNED\007\342\200\256x.ttrec')
printf 'tabletop-record 1\ngame quixo\n\302\233%s \233%s \342\200\256%s\n' \
	'31mC1' '41mRAW' 'rid' >"$T_DIR/work/$bad"

t_start 100 24 -- quixo --load "./$bad"
t_wait "EXIT=1"
t_has "line 3" || t_fail "--load gave no line number"
t_has "RED" || t_fail "the name was not shown at all"
esc=$(t_screen_escapes)
printf '%s' "$esc" | grep -q $'\033\[[0-9;]*31m' && t_fail "a colour from the name reached the terminal"
printf '%s' "$esc" | grep -q $'\033\[[0-9;]*41m' && t_fail "a colour from the record reached the terminal"
printf '%s' "$esc" | grep -q $'\342\200\256' && t_fail "a bidi override reached the terminal"
printf '%s' "$esc" | grep -q $'\302\233' && t_fail "a C1 control reached the terminal"
title=$(tmux -L "$T_SOCK" display-message -p -t t '#{pane_title}')
[ "$title" != PWNED ] || t_fail "the window title was changed by a file name"
t_kill

# The same record opened with o in a game: the message line is clean too.
cp "$T_DIR/work/$bad" "$T_DIR/work/plain.ttrec"
t_start 100 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys o "./plain.ttrec" Enter
t_wait "Could not load"
t_has "line 3" || t_fail "o gave no line number"
esc=$(t_screen_escapes)
printf '%s' "$esc" | grep -q $'\033\[[0-9;]*41m' && t_fail "a colour from the record reached the screen"
printf '%s' "$esc" | grep -q $'\342\200\256' && t_fail "a bidi override reached the screen"
t_pass
