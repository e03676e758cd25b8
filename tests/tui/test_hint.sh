#!/usr/bin/env bash
# The hint key (a): on the person's own turn the message line says what the
# computer would play, with what its search proved (here a forced win in
# three moves, found by test_quixo_ai's brute force too) and why in a
# teacher's words (the line it prepares, Q10), and nothing is played. A
# winning move is said to complete its line; a Thaayam capture is named
# with the extra turn it earns (T14, T15).
source "$(dirname "$0")/lib.sh"
printf '%s\n' \
	'setstate quixo players=2 turn=x ply=26 board=oxxxo/x.xox/x..../.o..x/xo.oo' \
	"save $T_DIR/win.ttrec" |
	env $T_ENV "$PROG" quixo --engine >/dev/null || t_fail "could not write the record"
t_start 100 30 -- quixo --load "$T_DIR/win.ttrec"
t_wait "X to move: choose a cube to take."
t_keys a
t_wait "Hint: a2-a5 forces a win within 3 moves (both sides counted): a2-a5"
t_wait "It prepares a"
t_wait "line of X on row 5 for the next turn (Q10)."
sleep 0.3
t_has "1. a2" && t_fail "the hint played a move"
t_kill
printf '%s\n' \
	'setstate quixo players=2 turn=x ply=10 board=..o../...o./xxxx./...../.o...' \
	"save $T_DIR/row.ttrec" |
	env $T_ENV "$PROG" quixo --engine >/dev/null || t_fail "could not write the record"
t_start 160 30 -- quixo --load "$T_DIR/row.ttrec"
t_wait "X to move: choose a cube to take."
t_keys a
t_wait "It completes the line of X on row 3 (Q10)."
# a win in one move is said so, not "within 1 move (both sides counted)"
t_has "wins at once." || t_fail "a win in one move: $(t_screen | grep Hint)"
t_kill
# Thaayam: the only sensible 3 captures East's piece on e2.
printf '%s\n' \
	'setstate thaayam players=2 capture=split turn=s phase=move scores=4,3 extra=0 s=0,-,-,- e=15,3,-,-' \
	"save $T_DIR/capture.ttrec" |
	env $T_ENV "$PROG" thaayam --engine >/dev/null || t_fail "could not write the record"
t_start 160 30 -- thaayam --load "$T_DIR/capture.ttrec"
t_wait "South"
t_keys a
t_wait "It captures East's piece 1 on e2 and throws again (T14, T15)."
t_kill
t_start 100 30 -- quixo --start --seat x=human --seat o=computer:1
t_wait "Cross (X) to move"
t_keys A
t_wait "Hint: "
t_has "then, as the computer expects:" || t_fail "no expected line in the hint"
t_pass
