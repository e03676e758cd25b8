#!/usr/bin/env bash
# A killed hosting process loses nothing (issue 23, item 7): after two
# moves the hosting process gets kill -9; the joined player's screen says
# that the host's program stopped and the game is kept; `tabletop host
# --resume` brings back the same moves and seats (O still reserved for the
# login that held it), a player joins again and play goes on. With two
# games kept, `tabletop host --resume` lists them and NAME chooses.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)
uid=$(id -u)
kept=$T_DIR/data/tabletop/hosted-k1.tthost

n_start A 100 30 -- host quixo --seat o=remote --table k1
n_wait A "(X) to move"
n_start B 100 30 -- join "$me/k1"
n_wait B "Players"
n_keys A : c1-c5 Enter
n_wait B "1. c1-c5"
n_keys B : a1-a5 Enter
n_wait A "1. c1-c5   a1-a5"
[ -f "$kept" ] || n_fail A "no kept file while the game is hosted"
grep -q "^action a1-a5$" "$kept" || n_fail A "the kept file lacks the last move"

server=$(n_servers)
[ -n "$server" ] || n_fail A "no hosting process"
kill -9 "$server"
n_wait B "The host's program stopped; the game is kept"
n_wait A "The host's program stopped; the game is kept"
n_has B "join again" && n_fail B "still told to join again"
grep -q "^seat o remote - $uid$" "$kept" || n_fail A "the kept file lacks O's holder"
n_kill A
n_kill B

n_start A2 100 30 -- host --resume
n_wait A2 "1. c1-c5   a1-a5"
n_wait A2 "(X) to move"
n_start B2 100 30 -- join "$me/k1"
n_wait B2 "1. c1-c5   a1-a5"
n_keys A2 : e1-a1 Enter
n_wait B2 "2. e1-a1"
n_keys B2 : b1-b5 Enter
n_wait A2 "2. e1-a1   b1-b5"
# O came back reserved for the uid that held it
grep -q "^seat o remote $uid $uid$" "$kept" || n_fail A2 "O is not reserved for $me"
grep -q "^action b1-b5$" "$kept" || n_fail A2 "the resumed game is not kept"

# A second kept game: host --resume lists both, NAME chooses.
kill -9 $(n_servers)
n_wait A2 "The host's program stopped"
n_start C 100 30 -- host quixo --table k2
n_wait C "(X) to move"
n_keys C : c1-c5 Enter
n_wait C "1. c1-c5"
kill -9 $(n_servers)
n_wait C "The host's program stopped"
n_start D 100 30 -- host --resume
n_wait D "EXIT=0"
n_has D "tabletop host --resume k1" || n_fail D "k1 not listed"
n_has D "tabletop host --resume k2" || n_fail D "k2 not listed"
n_start E 100 30 -- host --resume k2
n_wait E "1. c1-c5"
n_wait E "Waiting for a player to join as O."
t_pass
