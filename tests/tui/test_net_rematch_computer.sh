#!/usr/bin/env bash
# A hosted game's rematch swaps the sides (issue 30): a person's name goes
# with the person, but a computer goes by its new seat, never by the old
# seat's name (the computer "Circle" was shown playing X: "Circle (X)").
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)
n_start H 80 24 -- host quixo --seat o=computer:1 --table rc
n_wait H "$me (X) to move"
n_has H "O Circle" || n_fail H "the computer is not Circle in the first game"
n_keys H g
n_wait H "Resign this game?"
n_keys H y
n_wait H "resigned"
n_keys H n
n_wait H "$me (O) to move" 20
n_has H "Circle (X)" && n_fail H "the computer playing X is called Circle"
n_has H "X Circle" && n_fail H "the panel calls the computer playing X Circle"
t_pass
