#!/usr/bin/env bash
# A save that fails says where and why once: "Could not save to
# /nonexistent/x: No such file or directory", not the path again inside
# the reason ("...: cannot save /nonexistent/x: No such file..."); a load
# that fails the same ("Could not load PATH: ...", from o; the teaching
# board's "Could not open PATH: ...").
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start --name x=Ana --name o=Ben
t_wait "Ana (X) to move"
t_keys s C-u /nonexistent/x Enter
t_wait "Could not save to /nonexistent/x: No such file or directory"
t_has "cannot save" && t_fail "the save error says the path twice"
# the same for a load from o, and from the start menu
t_keys o
t_wait "Open a saved game"
t_keys /nonexistent/y Enter
t_wait "Could not load /nonexistent/y: No such file or directory"
t_has "cannot open" && t_fail "the load error says the path twice"
t_kill
t_start 80 24 -- teach quixo /nonexistent/z
t_wait "Could not open /nonexistent/z: No such file or directory"
t_pass
