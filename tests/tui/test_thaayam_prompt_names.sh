#!/usr/bin/env bash
# Every Thaayam prompt that waits for a person names them (issue 25,
# play-test): after choosing a piece, with a choice that cannot be played
# and with a playable one. The prompt for a choice that cannot be played
# says where the reason is, the panel, which shows it whole even at 60x20;
# the key line stays (the prompt fits one line).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"

# words: the screen's texts without the board, its lines joined (a prompt
# wrapped over two lines, the panel's wrapped reason read whole).
words() { t_screen | sed 's/^.*[│┐┘┤┼]//' | tr '\n' ' ' | tr -s ' '; }

# wait_words TEXT: waits until words shows TEXT.
wait_words() {
	local i
	for ((i = 0; i < 200; i++)); do
		words | grep -qF -- "$1" && return 0
		sleep 0.05
	done
	t_fail "timed out waiting for: $1"
}

# key_line: the last line is the key line.
key_line() { t_screen | tail -1 | grep -q "1-8 score" || t_fail "$1: no key line: $(t_screen | tail -3)"; }

STATE="thaayam players=2 capture=split turn=s phase=move scores=8,3 extra=0 s=20,-,-,- n=11,-,-,-"
for size in "80 24" "60 20"; do
	t_start $size -- thaayam --state "$STATE"
	t_wait "South: choose a score"
	t_keys Tab
	wait_words "South: type the score to use (1 2 3 4 8) or click it in the panel."
	key_line "$size, a piece chosen"
	t_keys 8
	wait_words "South: not playable (see why in the panel); Esc clears it."
	key_line "$size, a choice not playable"
	words | grep -qF "an 8 would take piece 1 past the castle (T10)" ||
		t_fail "$size: the reason is not whole in the panel"
	t_keys BSpace 3
	wait_words "South: Enter plays the previewed action; Esc clears the choice."
	key_line "$size, a playable choice"
	th_quit
	t_kill
done
t_pass
