#!/usr/bin/env bash
# A pupil's screen in a class (docs/classroom.md) is a pupil's, not a
# watcher's play screen: its key line offers only what a pupil can do
# (help, quit, who is here; the board's keys while a question waits for the
# answer), the help page is the pupil's, the status line says what to wait
# for, and a key that does nothing says what to do instead: wait for the
# question, how to answer it, or wait for the reveal. A question nothing
# answers on the board is refused when the teacher asks it. After the
# reveal the roster uses the CSV's words, and says where the CSV is. The panel counts the
# pupils as pupils, never the teacher among them.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

# a data folder with a long path: the teacher is shown where the record is,
# cut at its beginning to fit the 80 columns
data=$T_DIR/data/a-data-folder-with-a-name-long-enough-to-overflow-the-line
mkdir -p "$data"
n_start T 80 24 XDG_DATA_HOME="$data" -- teach quixo --host
n_wait T "pupils join with 'tabletop join $me'"
n_start P 80 24 -- join "$me"
n_wait P "You are in the class as"
n_wait P "? help  q quit  @ who is here"
n_start Q 80 24 -- join "$me"
n_wait Q "You are in the class as"
n_wait P "2 pupils (@ lists)"
n_keys P @
n_wait P "Who is in the class"
n_has P "PUPILS" || n_fail P "the pupils are not listed as pupils"
n_keys P Escape
for no in "ask to undo" "draw/resign" "talk" "save a copy" "to move"; do
	n_has P "$no" && n_fail P "a pupil is offered or told: $no"
done
n_keys P u
n_wait P "Wait for the teacher's question: then you answer it with a move on the board."
n_keys P t
n_wait P "Wait for the teacher's question"
n_has P "Say:" && n_fail P "a pupil was given the chat line"
n_keys P "?"
n_wait P "Help: a pupil in the class"
n_has P "q leave the class." || n_fail P "the pupil's help does not say how to leave"
n_has P "offer a draw" && n_fail P "the pupil's help is the player's"
n_keys P Escape

# On the empty board no push wins: the teacher is told at once, and the
# pupils are asked nothing.
n_keys T b a
n_wait T "1 the push that wins"
n_keys T 1
n_wait T "no push makes the mover's line here (Q10), so nothing was asked"
n_has P "Question" && n_fail P "a question nothing answers reached a pupil"
n_keys T q

# X on a3 b3 c3 d3, O on a1 b1 d1: X can finish row 3 (Q10).
n_keys T x h x h x l l l x j j o h h o h o
n_keys T c
n_wait T "The position is possible."
n_wait P "│  X  │  X  │  X  │  X  │  ·  │ 3"
n_keys T b a
n_wait T "1 the push that wins"
n_keys T 1
n_wait P "Question 1: X to move: find the push that wins."
n_wait P "X to move: choose a cube to take."
n_has P "Enter choose" || n_fail P "the board's keys are not offered for the answer"
n_keys P z
n_wait P "To answer, play a move on the board"
n_keys P : e3-a3 Enter
n_wait P "Your answer e3-a3 is in"
n_keys P d
n_wait P "You have answered this question already. Wait for the"
n_has P "Enter choose" && n_fail P "the board's keys are still offered after the answer"
n_keys P q
n_wait P "Leave the class? Join again to come back. (y/n)"
n_keys P n
n_keys T r
n_wait P "Right! The answer: e3-a3."
# the roster says what the CSV says of a pupil who did not answer, and
# where the CSV is
n_wait T "Question 1: 1 of 2 right."
n_screen T | grep -q "^  $me#2 *no answer *\$" || n_fail T "no 'no answer' for the second pupil"
n_screen T | grep -q "^  The record: …[^ ]*/tabletop/class-game-[0-9-]*\.csv *\$" ||
	n_fail T "the record's path is not shown cut to fit"
csv=$(ls "$data"/tabletop/class-game-*.csv)
grep -q ",no answer," "$csv" || t_fail "the CSV: $(cat "$csv")"
t_pass
