#!/usr/bin/env bash
# Who is here (issue 30): the host's seat is named by the host's login; a
# watcher's arrival and departure are announced and the players' panel
# counts the watchers; '@' lists them by login; a player whose terminal
# dropped is marked away with how long, on every terminal (one that joins
# later too), until they join again.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_start A 80 24 -- host quixo --seat o=remote --table here
n_wait A "$me (X) to move"
n_start B 80 24 -- join "$me/here"
n_wait B "Players"
n_has B "X $me" || n_fail B "the host's seat is not named by the host's login"

# A watcher comes: announced, counted; '@' lists the watchers by login.
n_start C 80 24 -- watch "$me/here"
n_wait C "Players"
n_wait A "$me is watching."
n_wait A "1 watching"
n_wait B "1 watching"
n_keys B @
n_wait B "Who is here"
n_wait B "WATCHING"
n_screen B | grep -A1 "WATCHING" | grep -qx "  $me" || n_fail B "the watcher is not listed"
n_keys B Escape
n_wait B "1 watching"

# The joiner's terminal drops: marked away, with the time counting.
n_kill B
n_wait A "has left: the game waits for them to join again."
n_wait A "away 0:0"
n_wait C "away 0:0"
n_wait A "away 0:02" 15
# A second watcher joins later: the player is away there too, the time
# as the host counts it; the count is 2.
n_start D 80 24 -- watch "$me/here"
n_wait D "away 0:0"
n_wait A "2 watching"
n_wait D "2 watching"
n_keys D @
n_wait D "away 0:0"
n_keys D Escape
# The player is back: no longer away.
n_start B2 80 24 -- join "$me/here"
n_wait B2 "Players"
n_wait A "joined the game"
for i in $(seq 1 40); do n_has A "away" || break; sleep 0.05; done
n_has A "away" && n_fail A "the player is still marked away"
# A watcher leaves: announced, and the count follows.
n_kill C
n_wait A "stopped watching."
n_wait A "1 watching"
t_pass
