#!/usr/bin/env bash
# On a projector (200x60) the panel names the winner beside the players,
# not only the status line (Q10). The panel grows with the window (names
# whole), and a long move list goes on in further columns; at 80x24 it
# stays one column.
source "$(dirname "$0")/lib.sh"
t_quixo_x_nearly_wins Ana Ben 200 60
t_has "winner" && t_fail "a winner is named before the end"
t_keys : a1-a5 Enter
t_wait "(X) wins (Q10)"
t_screen | grep -A1 "X Ana" | grep -q "human  winner" || t_fail "the panel does not name the winner"
t_screen | grep -A1 "O Ben" | grep -q "winner" && t_fail "the loser is named winner"
t_keys q
t_wait "Quit?"
t_keys y
t_wait "EXIT=0"
t_kill
# 120 moves going round without repetition (Q21 off): 60 lines of moves
state="quixo players=2 turn=x ply=10 board=o..../...../...../...../x...."
{
	cat <<REC
tabletop-record 1
game quixo
options players=2 first=x repetition=off
seed 7
clock none
undo on
date 2026-11-29 12:00:00 UTC
seat x human 1 Alexandrina Konstantinopoulou-Papadimitriou
seat o human 1 Ben
start $state
REC
	for ((i = 0; i < 30; i++)); do
		printf 'action a1-e1\naction a5-e5\naction e1-a1\naction e5-a5\n'
	done
	echo "state quixo players=2 turn=x ply=130 board=o..../...../...../...../x...."
	echo "result none"
} >"$T_DIR/work/long.ttrec"
t_start 200 60 -- quixo --load ./long.ttrec
t_wait "to move"
t_screen | grep -qE "X Alexandrina Konstantinopoulou-Papadimitriou *$" || t_fail "the name is cut on a projector"
pre=$(t_screen | grep -m1 "Players" | sed 's/Players.*//')
[ "${#pre}" -le 130 ] || t_fail "the panel stays narrow on a projector (it starts at column ${#pre})"
t_screen | grep -qE " 6\. a1-e1 +a5-e5 +56\. a1-e1 +a5-e5" ||
	t_fail "the moves are not in columns on a projector"
t_has "65. e1-a1   e5-a5" || t_fail "the newest moves are not shown"
t_kill
t_start 80 24 -- quixo --load ./long.ttrec
t_wait "choose a cube" # the prompt wraps beside the panel
t_has "65. e1-a1   e5-a5" || t_fail "the newest moves are not shown at 80x24"
t_screen | grep -qE "[0-9]\. [a-e][1-5]-[a-e][1-5] +[a-e][1-5]-[a-e][1-5] +[0-9]" &&
	t_fail "the moves are in columns at 80x24"
t_has " 6. a1-e1" && t_fail "the first moves are shown although they do not fit at 80x24"
t_pass
