#!/usr/bin/env bash
# The "your turn" bell (issue 30): in a hosted game the terminal of the
# player who is to move rings once (BEL), and only that terminal; a
# question (a draw offered) rings at the terminal asked; '!' turns the bell
# off and it stays off. In a game of two people at one terminal there is no
# bell until '!' turns it on. The bytes each program writes are counted
# with tmux's pipe-pane.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_start A 80 24 -- host quixo --seat o=remote --table bell
n_wait A "(X) to move"
n_start B 80 24 -- join "$me/bell"
n_wait B "Players"
n_wait A "joined the game"
n_pipe A
n_pipe B
: >"$T_DIR/A.out"
: >"$T_DIR/B.out"

# X moves: O's terminal rings, X's does not.
n_keys A : c1-c5 Enter
n_wait B "1. c1-c5"
n_bells_are B 1
n_bells_are A 0
# O moves: X's terminal rings once.
n_keys B : a1-a5 Enter
n_wait A "1. c1-c5   a1-a5"
n_bells_are A 1
n_bells_are B 1
# A draw offered: the question rings at O's terminal.
n_keys A d
n_wait B "(y/n)"
n_bells_are B 2
n_keys B n
n_wait A "declined"
n_bells_are A 1
# O turns the bell off: X's next move does not ring there.
n_keys B '!'
n_wait B "No bell when it is your turn"
n_keys A : e1-a1 Enter
n_wait B "2. e1-a1"
n_bells_are B 2
grep -qx "bell.hosted=0" "$T_DIR/config/tabletop/settings" ||
	n_fail B "the bell's setting was not remembered"
n_kill A
n_kill B

# Two people at one terminal: no bell by default; '!' turns it on.
n_start H 80 24 -- quixo --start
n_wait H "(X) to move"
n_pipe H
n_keys H : c1-c5 Enter
n_wait H "(O) to move"
n_keys H : a1-a5 Enter
n_wait H "c1-c5   a1-a5"
n_bells_are H 0
n_keys H '!'
n_wait H "The bell rings when it is your turn"
n_keys H : e1-a1 Enter
n_wait H "2. e1-a1"
n_bells_are H 1
t_pass
