#!/usr/bin/env bash
# Issue 30: games played again at one terminal (n, sides swapped) make a
# match: its score is shown in the players' panel ("Match: Ben 0, Ana 1"),
# as in a hosted match, and kept in each game's record (a said line of
# nobody's, "-", as the hosting process writes it); two players of one
# name are told apart by their seats.
source "$(dirname "$0")/lib.sh"
t_quixo_x_wins Ana Ben
t_has "Match:" && t_fail "a match is shown before a game again"
t_keys n
t_wait "A new game, sides swapped."
t_wait "Ben (X) to move"
t_wait_match "Match: Ben 0, Ana 1"
# the new game's record (kept for --resume after a move) has the score
t_keys : a1-a5 Enter
t_wait "Ana (O) to move"
t_wait_kept_score "Ben 0, Ana 1" "the kept record has no match score"
grep -q "^tabletop-record 2$" "$T_KEPT" || t_fail "the record is not of version 2"

# Two players of one name are told apart by their seats in the new game
# (the winner, X in the first game, is O now), in the panel (over two
# lines where it does not fit in one) and in the record.
t_kill
t_quixo_x_wins Ana Ana
t_keys n
t_wait "A new game, sides swapped."
t_wait_match "Match: Ana (X) 0, Ana (O) 1"
t_keys : a1-a5 Enter
t_wait "Ana (O) to move"
t_wait_kept_score "Ana (X) 0, Ana (O) 1" \
	"the kept record does not tell the players of one name apart"
t_pass
