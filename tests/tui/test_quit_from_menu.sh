#!/usr/bin/env bash
# Issue 25 item 7: a game started from the start menu always comes back to
# it: "save and quit" (q s) goes back to the set-up screen as q y does, which
# says the game is kept, and Esc shows the menu offering to continue it
# (it used to leave the program). A game the command line asked for still
# leaves, naming the command as the program was run (a path when it was
# run by one: "thaayam" is not on the PATH after make play). "Continue"
# while another copy plays the kept game says so and the menu stays.
source "$(dirname "$0")/lib.sh"
first=$T_SOCK

t_start 80 24 --
t_wait "Choose a game"
t_keys Enter
t_wait "Quixo: new game"
t_keys s
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys q s
t_wait "The game is kept: the start menu (Esc) offers to continue it."
t_has "Quixo: new game" || t_fail "save and quit did not go back to the set-up screen"
t_keys Escape
t_wait "Continue the Quixo game"
# continued from the menu (the cursor stayed on Quixo), then kept again:
# the same way back
t_keys Up Enter
t_wait "1. c1-c5"
t_keys q s
t_wait "The game is kept: the start menu (Esc) offers to continue it."
t_keys Escape
t_wait "Continue the Quixo game"
t_keys q
t_wait "EXIT=0"
t_has "Continue it with" && t_fail "the shell is told a command though the menu offers the game"
t_kill

# Another copy plays the kept game: the menu says so and stays.
T_SOCK="$first-holder"
T_SOCKS="$T_SOCKS $T_SOCK"
t_start 80 24 -- quixo --resume
t_wait "1. c1-c5"
T_SOCK="$first-menu"
T_SOCKS="$T_SOCKS $T_SOCK"
t_start 80 24 --
t_wait "Continue the Quixo game"
t_keys Enter
t_wait "is being played by another copy of the program (pid"
t_has "Choose a game" || t_fail "the menu did not stay"
t_keys q
t_wait "EXIT=0"
t_kill

# A game of the command line leaves, naming the program by its path.
T_SOCK="$first-holder"
t_keys q s
t_wait_joined "The game is kept. Continue it with: $PROG quixo --resume"
t_pass
