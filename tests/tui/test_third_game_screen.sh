#!/usr/bin/env bash
# Issue 24: a third game drawn by the one play screen. Three in a row lives
# only in the tests (tests/unit/ttt_game.h: rules and session; the screen's
# face in tests/programs/ttt_play.c, its state in the block the screen
# hands its hooks). With no change to src/ the play screen gives it turns,
# the cursor and Enter, typed actions, the end of the game, undo, saving
# as a record, the quit question and a computer seat.
source "$(dirname "$0")/lib.sh"
case $BUILD in /*) PROG=$BUILD/tests/programs/ttt_play ;; *) PROG=$ROOT/$BUILD/tests/programs/ttt_play ;; esac
[ -x "$PROG" ] || t_fail "no $PROG (make check builds it)"

t_start 80 24 --
t_wait "Rita to move: choose a square (arrows, Enter) or type it (:)."
t_has "R Rita" || t_fail "the panel does not list Red"
t_has "B Bo" || t_fail "the panel does not list Blue"
# Enter places on the cursor's square (a1); typed squares; an arrow
t_keys Enter
t_wait "Placed on a1."
t_keys : a2 Enter
t_wait "Placed on a2."
t_keys Right Enter
t_wait "Placed on b1."
# a square taken is refused by the rules, and nothing changes
t_keys : a1 Enter
t_wait "that square is taken"
t_keys : b2 Enter
t_wait "Placed on b2."
t_keys : c1 Enter
t_wait "Red made three in a row: Red wins."
t_screen | grep -q '1 │     R     │     R     │     R     │' ||
	t_fail "the bottom row does not show three red counters"
t_screen | grep -q '2 │     B     │     B     │           │' ||
	t_fail "the middle row does not show Blue's two counters"

# saved as a record of the game, readable by the records module
t_keys s C-u "three" Enter
t_wait "Saved to"
rec="$T_DIR/data/tabletop/three.ttrec"
[ -f "$rec" ] || t_fail "no record saved"
grep -qx "game ttt" "$rec" || t_fail "the record is not of the third game"
grep -qx "result win r" "$rec" || t_fail "the record does not say Red won"
[ "$(grep -c '^action ' "$rec")" = 5 ] || t_fail "the record does not hold the five actions"

# undo takes the winning counter back
t_keys u
t_wait "Move taken back."
t_screen | grep -q '1 │     R     │     R     │           │' || t_fail "undo left c1"
t_keys q
t_wait "Quit"
t_keys y
t_wait "EXIT=0"
t_kill

# a computer seat plays by the session's one turn driver
t_start 80 24 -- computer
t_wait "Rita to move"
t_keys : b2 Enter
t_wait "Placed on b2."
t_wait "Rita to move"
[ "$(t_screen | grep -o '     B     ' | wc -l)" = 1 ] || t_fail "the computer did not place one counter"
t_pass
