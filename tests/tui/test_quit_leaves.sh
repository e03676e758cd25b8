#!/usr/bin/env bash
# q in a game the command line asked for (--start, --load, --resume)
# leaves the program instead of showing the set-up screen, and the keys
# typed after it reach the shell. "s: save and quit" says after the last
# screen that the game is kept and how to continue it.
source "$(dirname "$0")/lib.sh"
# t_start with a shell line after the program: what it reads is shown.
start_then_read() {
	tmux -L "$T_SOCK" -f /dev/null new-session -d -x 80 -y 24 -s t \
		"cd '$T_DIR/work' && env $T_ENV TERM=xterm-256color '$PROG' $*; echo EXIT=\$?; read -r line; echo \"GOT=\$line\"; sleep 600"
}

start_then_read quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys q
t_wait "Quit?"
# typed ahead, before the program has ended (Enter after it, as the
# program's terminal mode does not turn Enter into a newline)
t_keys y "echo hello"
t_wait "EXIT=0"
t_keys Enter
t_has "Quixo: new game" && t_fail "quitting showed the set-up screen"
t_wait "GOT=echo hello"
[ -e "$T_DIR/state/tabletop/quixo-current.ttrec" ] && t_fail "quit without saving kept the game"
t_kill

# save and quit: the game is kept, and the shell is told how to go on
start_then_read quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys q s
t_wait_joined "The game is kept. Continue it with: $PROG quixo --resume"
t_wait "EXIT=0"
t_kill
t_start 80 24 -- quixo --resume
t_wait "1. c1-c5"
t_keys q y
t_wait "EXIT=0"
t_kill

# n after the end of a game still starts a new one (the set-up screen)
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys g
t_wait "Resign this game?"
t_keys y
t_wait "resigned"
t_keys N
t_wait "Quixo: new game"
t_pass
