#!/usr/bin/env bash
# Rematch (issue 30): at the end of a hosted game a player asks for a
# rematch (n), the other accepts (y), and a new game starts in the same
# hosting process with the same people and watchers, sides swapped; the
# games won so far are said and kept; the first game's record is saved with
# the score. Three games in a row; then a rematch declined ends the match:
# who declined goes to the list of hosted games, the host is told.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_host_join H J rm
n_start W 80 24 -- watch "$me/rm"
n_wait W "Players"

# n_x_wins A B (net_lib.sh): the terminal A (X now) fills column a, B (O)
# column e; X wins.
n_x_wins H J
n_wait H "n rematch"
n_wait W "X made a line of five: "
n_keys J n
n_wait J "Rematch asked: waiting for the other players."
n_wait H "asks for a rematch with sides swapped. Do you accept? (yes: y or n;"
n_keys H y
# one login plays both sides: the score tells the players apart by their
# seats in the new game (the host, X in the first game, is O now)
n_wait H "A new game, sides swapped. Games won so far: $me (X) 0, $me (O) 1."
n_wait J "A new game, sides swapped."
n_wait W "A new game, sides swapped."
# the match in the panel, for the players and the watcher (on two lines
# where it does not fit in one at 80 columns)
match_shown() {
	local t
	for t in H J W; do
		t_wait_match "Match: $me (X) $1, $me (O) $2" $t
	done
}
match_shown 0 1
# sides swapped: the joiner is X now and moves first
n_wait J "(X) to move"
n_has H "(X) to move: choose" && n_fail H "the host still plays X"
# the first game is saved, with the score
for ((i = 0; i < 100; i++)); do
	ls "$T_DIR"/data/tabletop/quixo-rm-*.ttrec >/dev/null 2>&1 && break
	sleep 0.1
done
saved=$(ls "$T_DIR"/data/tabletop/quixo-rm-*.ttrec 2>/dev/null | head -1)
[ -n "$saved" ] || n_fail H "the first game was not saved"
grep -q "result win x" "$saved" || n_fail H "the first game's record has no result"
# in the first game's seats: its X won
grep -qF "all - Games won so far: $me (X) 1, $me (O) 0." "$saved" ||
	n_fail H "the first game's record has no score that tells the players apart"

# Game 2: the joiner (X) wins; game 3 after another rematch.
# n, the key that asks for a rematch, accepts one too (a newcomer who
# answered with it declined)
n_x_wins J H
n_keys H n
n_wait J "(yes: y or n;"
n_keys J n
n_wait H "A new game, sides swapped."
match_shown 1 1
n_wait H "(X) to move"
n_wait W "Players"
# Game 3 is played too, then a rematch is declined.
n_x_wins H J
n_keys H n
n_wait J "(yes: y or n;"
n_keys J Escape
n_wait H "has left the game."
n_wait J "Join or watch a game"
t_pass
