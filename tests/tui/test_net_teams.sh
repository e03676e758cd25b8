#!/usr/bin/env bash
# Four-player Quixo across three terminals and a computer: the host plays
# South, East and West are left to other terminals, North is a computer run
# by the hosting process. Everyone sees every move; the team channel of
# East and West (advice allowed, Q19) reaches West and not the host, while
# ordinary chat reaches all. Then a three-player Thaayam game across three
# terminals: a throw at the host's is seen at the others'.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_start S 80 24 -- host quixo --players 4 --advice on --seat e=remote --seat w=remote \
	--seat n=computer:1 --table q4
n_wait S "to move: choose a cube"
n_start E 80 24 -- join "$me/q4"
n_wait E "Players"
n_start W 80 24 -- join "$me/q4"
n_wait W "Players"
n_keys S : c1-c5/S Enter
n_wait E "c1-c5/S"
n_wait W "c1-c5/S"
# West (clockwise after South, Q12) plays, then the computer, then East.
n_keys W : a2-e2/W Enter
n_wait S "a2-e2/W"
n_wait E "3. N " 15
n_wait S "3. N "
n_keys E t "hello all" Enter
n_wait S "$me: hello all"
n_wait W "$me: hello all"
n_keys E T "left side" Enter
n_wait W "$me to the team: left side"
sleep 1
n_has S "left side" && n_fail S "the host saw the other team's advice"
n_kill S
n_kill E
n_kill W

n_start S3 80 24 -- host thaayam --players 3 --seat e=remote --seat n=remote --first s \
	--table th3
n_wait S3 "press Enter to throw"
n_start E3 80 24 -- join "$me/th3"
n_wait E3 "Players"
n_start N3 80 24 -- join "$me/th3"
n_wait N3 "Players"
n_keys S3 Enter
n_wait S3 "threw"
n_wait E3 "threw"
n_wait N3 "threw"
t_pass
