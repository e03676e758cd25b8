#!/usr/bin/env bash
# A draw offered and accepted (Q21), then a new game from the set-up screen
# and a resignation; pause stops and restarts the clocks.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start --clock game:300
t_wait "Cross (X) to move"
t_keys p
t_wait "PAUSED: clocks stopped"
t_keys p
t_wait_not "PAUSED"
t_keys d
t_wait "A draw is offered"
t_keys n
t_wait "The draw offer was declined."
t_keys d
t_wait "A draw is offered"
t_keys y
t_wait "Draw by agreement (Q21)."
t_wait "N new set-up"
t_keys N
t_wait "Quixo: new game"
t_keys s
t_wait "Cross (X) to move"
t_keys g
t_wait "Resign this game? (y/n)"
t_keys y
t_wait "Cross (X) resigned: Circle (O) wins."
t_pass
