#!/usr/bin/env bash
# A key line too long for the window ends with a "more" button (in a game
# "m more": the key m, issue 25): a
# click shows the keys that did not fit, and those are buttons too, so at
# 80x23 save, load, draw and resign are reached with the mouse alone; the
# last page's button goes back to the first. Also in Thaayam's set-up.
source "$(dirname "$0")/lib.sh"
t_start 80 23 -- quixo --start
t_wait "Cross (X) to move"
t_screen | tail -1 | grep -q "m more" || t_fail "no more-keys button at 80 columns"
t_has "save/load" && t_fail "save/load should not fit the first page at 80 columns"
t_click_on "m more" -1
t_wait "save/load"
t_has "d/g draw/resign" || t_fail "draw/resign not on the second page"
t_screen | tail -1 | grep -q "m more" || t_fail "no button back to the first page"
t_click_on "save/load" -1
t_wait "Save to:"
t_click_on "Enter" -1
t_wait "Saved to"
# the prompt's key line was another: the game's key line starts again
t_wait "Esc back"
t_click_on "m more" -1
t_wait "d/g draw/resign"
t_click_on "resign" -1
t_wait "Resign"
t_click_on "yes" -1
t_wait "resigned"
t_keys q
t_wait "Quit?"
t_keys y
t_wait "EXIT=0"
t_kill

# the hint, the picture and the earlier positions are on the later pages
t_start 80 23 -- quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "Circle (O) to move"
t_click_on "m more" -1
t_wait "a hint"
t_click_on "m more" -1
t_wait "[/] earlier/later"
t_has "i picture" || t_fail "no picture key on the last page"
t_click_on "earlier" -1
t_wait "Earlier position"
t_keys Escape
t_wait_not "Earlier position"
t_click_on "m more" -1
t_wait "a hint"
t_click_on "hint" -1
t_wait "Hint:"
t_pass
