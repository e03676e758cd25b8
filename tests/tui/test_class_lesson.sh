#!/usr/bin/env bash
# Lessons together (docs/classroom.md): the teacher starts a guided lesson
# for the class; each pupil works through it on their own terminal, the
# teacher's roster says how far each has got (step k of n, done) and the
# record keeps it; the teacher's notes reach the pupils in the lesson; a
# pupil who finishes is back on the class's board (and
# l takes them back to the lesson while the class takes it), and the
# teacher ending the lesson brings the other back at once.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_class P1 P2
n_keys T b l
n_wait T "1 Taking a cube"
n_keys T 1
n_wait T "The lesson starts on every pupil's screen."
n_wait T 'Lesson "Taking a cube": 0 of 2 done.'
for p in P1 P2; do n_wait $p "Step 1 of 2: Take a corner cube and push it back in (Q3)."; done

# P1 does both steps; P2 one.
n_keys P1 : a1-a5 Enter
n_wait P1 "Enter: the next step."
n_wait T "1 of 2"
n_keys P1 Enter
n_wait P1 "Step 2 of 2"
n_keys P1 : b1-b5 Enter
n_wait P1 "The lesson is done: q goes back."
n_wait T 'Lesson "Taking a cube": 1 of 2 done.'
n_screen T | grep -q "^  $me  .* done *\$" || n_fail T "the roster does not say $me is done"
n_keys P2 : e5-a5 Enter
n_wait P2 "Enter: the next step."
# a note of the teacher's reaches a pupil in the lesson
n_keys T n C-u "Two minutes left" Enter
n_wait P2 "Teacher: Two minutes left"
n_wait T "$me#2"
n_screen T | grep -q "^  $me#2  .* 1 of 2 *\$" || n_fail T "the roster does not say step 1 of 2"
# done: q goes back to the class's board
n_keys P1 q
n_wait P1 "Back on the teacher's board."
# while the class takes the lesson, l takes a pupil who left it back to it
n_wait P1 "The class is taking a lesson: l takes you back to it."
n_keys P1 l
n_wait P1 "Step 1 of 2"
n_keys P1 q
n_wait P1 "Leave the lesson?"
n_keys P1 y
n_wait P1 "Back on the teacher's board."
# the teacher ends the lesson: P2 is back on the board at once
n_keys T l
n_wait T "The lesson has ended: the pupils are back on the board."
n_wait P2 "Back on the teacher's board."
csv=$(tr -d '\r' <"$(ls "$T_DIR"/data/tabletop/class-game-*.csv)")
grep -q "^lesson,taking,,2 steps,$me,2 of 2 steps,done," <<<"$csv" || t_fail "the CSV: $csv"
grep -q "^lesson,taking,,2 steps,$me#2,1 of 2 steps,not done,\$" <<<"$csv" ||
	t_fail "the CSV: $csv"
t_pass
