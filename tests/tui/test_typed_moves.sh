#!/usr/bin/env bash
# Typed moves are read leniently at the screen (records and the engine
# protocol keep the strict notation): upper case, spaces, the dash left
# out. A four-player move typed without its dot asks for the dot (Q14).
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys : " C1 - C5 " Enter
t_wait "1. c1-c5"
t_keys : b1b5 Enter
t_wait "1. c1-c5   b1-b5"
t_keys : zz Enter
t_wait "zz: "
t_keys q y
t_wait "EXIT=0"
t_kill

t_start 80 24 -- quixo --players 4 --start
t_wait "South (X) to move"
t_keys : c1c5 Enter
t_wait "Dot towards:"
t_keys Right Enter
t_wait "1. S c1-c5/N"
t_keys : "d1-d5/n" Enter
t_wait "d1-d5/N: "
t_keys : "a1-a5/w" Enter
t_wait "2. W a1-a5/W"
t_pass
