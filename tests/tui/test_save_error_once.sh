#!/usr/bin/env bash
# A save that fails says where and why once: "Could not save to
# /nonexistent/x: No such file or directory", not the path again inside
# the reason ("...: cannot save /nonexistent/x: No such file...").
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start --name x=Ana --name o=Ben
t_wait "Ana (X) to move"
t_keys s C-u /nonexistent/x Enter
t_wait "Could not save to /nonexistent/x: No such file or directory"
t_has "cannot save" && t_fail "the save error says the path twice"
t_pass
