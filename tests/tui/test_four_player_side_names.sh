#!/usr/bin/env bash
# Four-player Quixo (Q12, Q13): a seat's name beside the board that is
# wider than the room there ends in an ellipsis, and East's name stops a
# column short of the side panel: in Basque at 80x24 "Mendebaldea" and
# "Ekialdea" were cut without a sign ("Mendeba") and East's ran into the
# panel ("Ekialde Ordena: ..."); the order line kept the English letters
# S, W, N, E.
source "$(dirname "$0")/lib.sh"
t_start 80 24 LANGUAGE=eu -- quixo --players 4 --start
t_wait "Txanda: Hegoa (X)"
row=$(t_screen | grep " 3 │")
case $row in
*"Mendeb… 3 │"*) ;;
*) t_fail "West's cut name has no ellipsis: $row" ;;
esac
case $row in
*"Ekiald… Ordena"*) ;;
*) t_fail "East's name is not cut a column short of the panel: $row" ;;
esac
# the order of play (Q12) in the seats' Basque letters, as the panel's
# players are (Hegoa, Mendebaldea, Iparra, Ekialdea)
t_has "Ordena: H, M, I, E (Q12)" || t_fail "the order is not in the Basque letters"
t_kill
# names that fit are whole, in English
t_start 80 24 -- quixo --players 4 --start
t_wait "South (X) to move"
row=$(t_screen | grep " 3 │")
case $row in
*"West 3 │"*"│ 3 East "*) ;;
*) t_fail "the side names are not whole: $row" ;;
esac
t_pass
