#!/usr/bin/env bash
# A set-up screen whose key line does not fit ends in "m more", and m shows
# the keys that did not fit, then the first page again: Thaayam's set-up at
# 60x20 in English, Quixo's at 80x24 in Turkish, where s (start) and ?
# (help) come on the second page; the keys shown there work.
source "$(dirname "$0")/lib.sh"
t_start 60 20 -- thaayam
t_wait "Enter choose  m more"
t_keys m
t_wait "Esc back  s start  ? help  m more"
t_keys m
t_wait "Up/Down move  Left/Right change"
t_keys m
t_wait "s start  ? help"
t_keys '?'
t_wait "Thaayam: help"
t_kill

more=$(t_tr tr "more")
start=$(t_tr tr "start")
help=$(t_tr tr "help")
t_start 80 24 LANGUAGE=tr -- quixo
t_wait "m $more"
t_has "s $start" && t_fail "s is on the first page: is the line still too long?"
t_keys m
t_wait "s $start  ? $help  m $more"
t_keys s
t_wait_not "s $start  ? $help"
t_pass
