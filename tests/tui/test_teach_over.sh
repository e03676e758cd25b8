#!/usr/bin/env bash
# Issue 25 item 9: the teaching board and a finished game. O on a1-e1 and
# X on a5-d5, X to move: c says the game is already over and why (O's
# line of five, Q10), p plays nothing from it; the editing cursor stays
# visible on the green cells of the winning line; the board says
# "neutral" for a cube with no mark on top, as the rest of the program
# does, never "blank". Thaayam: a seat with all four pieces borne off has
# won (T22). Neither board's panel says who is to move once the game is
# over: it says who won.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- teach quixo
t_wait "Quixo: teaching board"
t_has "blank" && t_fail "the board says blank, not neutral"
t_has "neutral cubes: 25" || t_fail "the count of neutral cubes is missing"
# the cursor starts on c3: O on a1..e1, then X on d5..a5
t_keys Down Down Left Left o Right o Right o Right o Right o
t_keys Up Up Up Up Left x Left x Left x Left x
t_wait "X cubes: 4"
# the panel and the status line say who won, not who is to move
t_has "is to move" && t_fail "a finished position says who is to move"
t_has "O wins: a line of five" || t_fail "the panel does not say who won"
t_keys c
t_wait "The game is already over: O wins: a line of five (Q10)."
t_has "The position is possible" && t_fail "a finished game is called possible to play"
t_keys p
t_wait "Nothing to play from here: the game is already over"
t_has "Quixo: teaching board" || t_fail "p left the teaching board"
# the cursor (now a5) to c1, on the winning line: its cell looks unlike
# the other cells of the line
t_keys Down Down Down Down Right Right
row=$(t_screen | grep -n '^ *1 │' | cut -d: -f1)
[ -n "$row" ] || t_fail "no rank 1 on the screen"
# a background as a 256-colour index or an ANSI colour (the cursor's white)
bgs=$(t_screen_escapes | sed -n "${row}p" | grep -o '\(48;5;[0-9]*\|4[0-7]\|10[0-7]\)m  O  ' |
        sort | uniq -c | wc -l)
[ "$bgs" -ge 2 ] || t_fail "the cursor on c1 cannot be told from the winning line"
t_keys ?
t_wait "neutral cube (no mark on"
t_has "blank" && t_fail "the help says blank, not neutral"
t_kill

# Thaayam: South's four pieces borne off (the cursor starts on the castle,
# where a number key puts a piece and the same key again bears it off)
t_start 80 24 -- teach thaayam
t_wait "Thaayam: teaching board"
t_keys 1 1 2 2 3 3 4 4
t_wait "South: # # # #"
t_has "is to throw" && t_fail "a finished position says who is to throw"
t_keys c
t_wait "The game is already over: South has borne off all four pieces and wins"
t_keys p
t_wait "Nothing to play from here: the game is already over"
t_pass
