#!/usr/bin/env bash
# The start menu: games listed, Thaayam leads to its set-up screen and Esc
# back, "Join or watch a game" says when no game is hosted, "Host a game"
# opens a game's set-up with a seat for another terminal, "Teach" offers the
# teaching boards and lessons and goes back with Esc, Help opens and closes,
# Quixo leads to its set-up screen and Esc back, Quit leaves with status 0.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- 
t_wait "Choose a game"
t_has "Quixo" || t_fail "no Quixo entry"
t_has "Thaayam" || t_fail "no Thaayam entry"
t_has "Help" || t_fail "no Help entry"
t_has "Join or watch a game" || t_fail "no Join or watch entry"
t_has "Quit" || t_fail "no Quit entry"
# Thaayam: second entry, its set-up screen, then back with Esc.
t_keys Down Enter
t_wait "Thaayam: new game"
t_keys Escape
t_wait "Choose a game"
# Join or watch: third entry (j moves like Down); no game is hosted.
t_keys j Enter
t_wait "Games hosted on this machine"
t_wait "No game is hosted on this machine now."
t_keys Escape
t_wait "Choose a game"
# Host a game: fourth entry; Quixo's set-up with a seat for another terminal.
t_keys j Enter
t_wait "Which game?"
t_keys Enter
t_wait "Quixo: new game"
t_has "another terminal (hosted)" || t_fail "no seat left for another terminal"
t_keys Escape
t_wait "Choose a game"
# Teach: fifth entry; its teaching boards and lessons, Esc back.
t_keys j Enter
t_wait "Thaayam: lessons"
t_keys Enter
t_wait "Quixo: teaching board"
t_keys q
t_wait "Set up a position, or learn the rules step by step"
t_keys Escape
t_wait "Choose a game"
# Help: sixth entry.
t_keys j Enter
t_wait "tabletop: help"
t_keys Escape
t_wait "Choose a game"
# Quixo: the set-up screen, then back with Esc.
t_keys Up Up Up Up Up Enter
t_wait "Quixo: new game"
t_has "Players" || t_fail "no players setting"
t_has "Start the game" || t_fail "no start button"
t_keys Escape
t_wait "Choose a game"
# Quit (last entry, after Language).
{ t_has "Language" && t_has "English"; } || t_fail "no Language field"
t_keys Down Down Down Down Down Down Down Enter
t_wait "EXIT=0"
t_pass
