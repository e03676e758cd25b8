#!/usr/bin/env bash
# Issue 25 item 10, the Thaayam lessons as a newcomer meets them at 80x24:
# lesson 1 ("The seeds and their scores") draws the seeds of the throw it
# starts from (8: no light face, T4); a task too long for the title line
# is never cut there (the lesson's name instead, the task in the message
# line); q in a lesson asks in a lesson's words; lesson 7 goes on after
# piece 1 reaches the castle until the pupil bears a piece off with the 1
# (T21), and q after the last step goes back to the list at once.
source "$(dirname "$0")/lib.sh"
title_ok() { # the title line: the whole task, or the lesson's name
	local line
	line=$(t_screen | head -1)
	[[ $line == *"$2"* ]] || t_fail "the title does not say $2: $line"
	[[ $line == " $1"* || $line == " $3 "* ]] ||
		t_fail "the title line is cut: $line"
}
t_start 80 24 -- teach thaayam --lessons
t_wait "Thaayam: lessons"
t_keys Enter
t_wait "step 1/2"
t_wait "(●) (●) (●) (●) = 8"
t_keys : 1+8 Enter
t_wait "Right!"
t_keys Enter
t_wait "step 2/2"
t_wait "= 2"
title_ok "You threw 4, then 2, which ends the throws (T5): use the 4 on piece 2." \
	"step 2/2" "The seeds and their scores"
t_has "Step 2 of 2: You threw 4, then 2, which ends the throws (T5): use the 4 on" ||
	t_fail "the task is not in the message line"
t_keys q
t_wait "Leave the lesson? The steps done are remembered. (y/n)"
t_keys y
t_wait "Thaayam: lessons"
t_keys Down Down Down Down Down Down Enter
t_wait "step 1/3"
t_keys : '1&2+8' Enter
t_wait "Right!"
t_keys Enter
t_wait "step 2/3"
title_ok "Bring piece 1 into the castle, so that the 1 can bear a piece off (T21)." \
	"step 2/3" "The castle"
t_keys : 1+2 Enter
t_wait "Right!"
t_has "The lesson is done" && t_fail "the lesson ends before the bear-off"
t_keys Enter
t_wait "Step 3 of 3: Now bear a piece off with the 1 (T21)."
t_keys : off1 Enter
t_wait "The lesson is done: q goes back."
t_keys q
t_wait "+ 7. The castle  (3/3)"
t_has "Quit?" && t_fail "q after the last step asks to quit"
t_pass
