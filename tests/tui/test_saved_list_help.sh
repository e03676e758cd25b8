#!/usr/bin/env bash
# The saved games' list ("Open a saved game" of the start menu, o in a
# game) has a help page: F1 opens it, and ? too while no name is typed (a
# name may still hold a ? after other letters); its key line names "? help"
# at 80 columns. Esc closes the page and the list is as it was.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/saved_lib.sh"
sv_folder
words="This list shows the saved games"

t_start 80 24 --
t_wait "Choose a game"
t_click_on "Open a saved game"
t_wait "4 of 4 saved games"
t_screen | tail -1 | grep -q "? help" || t_fail "no ? help on the key line"
t_keys '?'
t_wait "$words"
t_has "Name: ?" && t_fail "? typed into the name"
t_keys Escape
t_wait "4 of 4 saved games"
t_has "Name: ?" && t_fail "? typed into the name"
t_keys F1
t_wait "$words"
t_keys Escape
t_wait "4 of 4 saved games"
# after a letter, ? is a letter of the name; F1 is still the help
t_keys a '?'
t_wait "Name: a?"
t_has "$words" && t_fail "? after a letter opened the help"
t_keys F1
t_wait "$words"
t_keys Escape
t_wait "Name: a?"
t_kill

# o in a game: the same list, the same help
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys o
t_wait "3 of 3 saved games"
t_keys F1
t_wait "$words"
t_keys Escape
t_wait "3 of 3 saved games"
t_keys '?'
t_wait "$words"
t_keys Escape Escape
t_wait "Cross (X) to move"
t_pass
