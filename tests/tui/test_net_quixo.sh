#!/usr/bin/env bash
# A two-player Quixo game between two terminals: the host plays X and
# leaves O to another terminal (--seat o=remote); the joiner sees the host's
# moves and the host the joiner's; chat reaches the other side; a watcher
# sees the game and cannot play; the joiner's terminal dies and joins again
# to the same seat and position; the host's terminal dies, the game goes on
# and the host joins again.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_start A 80 24 -- host quixo --seat o=remote --table t1
n_wait A "(X) to move"
n_keys A : c1-c5 Enter
n_wait A "1. c1-c5"
n_wait A "Waiting for a player to join as O."

n_start B 80 24 -- join "$me/t1"
n_wait B "1. c1-c5"
n_wait B "(O) to move"
n_keys B : a1-a5 Enter
n_wait A "1. c1-c5   a1-a5"
n_wait B "1. c1-c5   a1-a5"

# Chat reaches the other terminal, control characters removed.
n_keys B t "hello there" Enter
n_wait A "$me: hello there"

# A watcher sees the game and cannot play.
n_start C 80 24 -- watch "$me/t1"
n_wait C "1. c1-c5   a1-a5"
n_keys C Enter
n_wait C "You are watching this game"
n_keys C :
n_wait C "You are watching this game"
n_has A "1. c1-c5   a1-a5" || n_fail A "the watcher changed the game"

# The joiner's terminal dies; the game waits for O.
n_kill B
n_keys A : e1-a1 Enter
n_wait A "2. e1-a1"
n_wait A "has left: the game waits for them to join again."
n_start B2 80 24 -- join "$me/t1"
n_wait B2 "2. e1-a1"
n_keys B2 : b1-b5 Enter
n_wait A "b1-b5"
n_wait C "b1-b5"

# The host's terminal dies: the game goes on, the host joins again as X.
n_kill A
n_wait B2 "has left" 
n_start A2 80 24 -- join "$me/t1"
n_wait A2 "b1-b5"
n_keys A2 : d1-d5 Enter
n_wait B2 "3. d1-d5"
n_wait C "3. d1-d5"

# A whole game to its end: X fills column a, O column e; both terminals see
# the result; when both have left, the hosting process saves the record in
# the host's data folder and ends.
n_host_join H J t9
n_x_wins H J
n_keys J q
n_wait J "Quit?"
n_keys J y
n_keys H q
n_wait H "Quit?"
n_keys H y
for ((i = 0; i < 100; i++)); do
	ls "$T_DIR"/data/tabletop/quixo-t9-*.ttrec >/dev/null 2>&1 && break
	sleep 0.1
done
saved=$(ls "$T_DIR"/data/tabletop/quixo-t9-*.ttrec 2>/dev/null | head -1)
[ -n "$saved" ] || n_fail H "the finished game was not saved"
grep -q "result win x" "$saved" || n_fail H "the saved record has no result"
[ -e "$T_RUN/tabletop-net-$(id -u)/t9.sock" ] && n_fail H "the socket of the ended game is left"
t_pass
