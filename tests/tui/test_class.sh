#!/usr/bin/env bash
# A class on the server (docs/classroom.md): the teacher hosts the teaching
# board (teach quixo --host), three pupils join (the same login here; each
# terminal is a line of the roster); the teacher sets a Quixo position by
# keys and the pupils see it; a what-if move typed on the hosted board
# (:e3-a3) shows on every pupil's screen; the teacher asks for the push that
# wins; two pupils answer right, one wrong, each once; the roster and the
# CSV record say so; the reveal reaches all three. Then the same for a
# Thaayam question (which score and piece capture), opened from a record.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_class P1 P2 P3
env $T_ENV "$PROG" list | grep -q "^$me/game  *class  *3 " ||
	t_fail "tabletop list does not show the class: $(env $T_ENV "$PROG" list)"
n_keys T b
n_wait T "3 pupils in the class."
n_has T "$me#3" || n_fail T "no line for the third pupil"
n_keys T q

# X on a3 b3 c3 d3, O on a1 b1 d1: X can finish row 3 (Q10).
n_keys T x h x h x l l l x j j o h h o h o
n_keys T c
n_wait T "The position is possible."
for p in P1 P2 P3; do
	n_wait $p "│  O  │  O  │  ·  │  O  │  ·  │ 1"
	n_wait $p "│  X  │  X  │  X  │  X  │  ·  │ 3"
done

# What if: a move typed on the teacher's hosted board reaches every pupil,
# and going back to the board brings the position back.
n_keys T p
n_wait T "X to move"
n_keys T : e3-a3 Enter
for p in P1 P2 P3; do n_wait $p "e3-a3"; done
n_keys T q
n_wait T "Back to the teaching board? (y/n)"
n_keys T y
n_wait T "Back on the teaching board"
for p in P1 P2 P3; do n_wait $p "│  X  │  X  │  X  │  X  │  ·  │ 3"; done

# The question: the push that wins.
n_keys T b
n_wait T "a ask"
n_keys T a
n_wait T "1 the push that wins"
n_keys T 1
for p in P1 P2 P3; do n_wait $p "Question 1: X to move: find the push that wins."; done
n_keys P1 : e3-a3 Enter
n_wait P1 "Your answer e3-a3 is in"
n_keys P2 : e3-a3 Enter
n_wait P2 "Your answer e3-a3 is in"
n_keys P3 : e1-e5 Enter
n_wait P3 "Your answer e1-e5 is in"
# once only: the board takes no second answer
n_keys P3 : e3-a3 Enter
n_wait P3 "You have answered this question already."
n_wait T "Question 1: 3 of 3 answered."
n_keys T r
n_wait T "Question 1: 2 of 3 right. The answer: e3-a3."
n_has T "e1-e5          wrong" || n_fail T "the roster does not say e1-e5 was wrong"
[ "$(n_screen T | grep -c "e3-a3          right")" = 2 ] || n_fail T "two right answers not on the roster"
n_wait P1 "Right! The answer: e3-a3."
n_wait P2 "Right! The answer: e3-a3."
n_wait P3 "Not this time: you played e1-e5. The answer: e3-a3."

csv=$(ls "$T_DIR"/data/tabletop/class-game-*.csv 2>/dev/null | head -1)
[ -n "$csv" ] || n_fail T "no CSV record in the data folder"
grep -q '^question,kind,position,right answers,pupil,answer,result,seconds' "$csv" ||
	t_fail "the CSV has no header: $(cat "$csv")"
[ "$(grep -c ",e3-a3,right," "$csv")" = 2 ] || t_fail "CSV: not two right: $(cat "$csv")"
[ "$(grep -c ",e1-e5,wrong," "$csv")" = 1 ] || t_fail "CSV: not one wrong: $(cat "$csv")"

# A note reaches every pupil's status line.
n_keys T n C-u "Look at row 3" Enter
for p in P1 P2 P3; do n_wait $p "Teacher: Look at row 3"; done
n_keys T q
n_keys T q
n_wait T "End the class?"
n_keys T y
for p in P1 P2 P3; do n_wait $p "closed"; done
n_wait T "EXIT=0"

# Thaayam: a position from a record; which score and piece capture (T14).
state="thaayam players=2 capture=split turn=s phase=move scores=3 extra=0 s=2,0,-,- n=13,-,-,-"
cat >"$T_DIR/capture.ttrec" <<REC
tabletop-record 1
game thaayam
options players=2 capture=split
seed 7
clock none
undo on
date 2026-12-05 10:00:00 UTC
seat s human 1 South
seat n human 1 North
start $state
state $state
result none
REC
for p in P1 P2 P3; do n_kill $p; done
n_kill T
n_start T 80 24 -- teach thaayam "$T_DIR/capture.ttrec" --host
n_wait T "pupils join with 'tabletop join $me'"
for p in P1 P2 P3; do
	n_start $p 80 24 -- join "$me"
	n_wait $p "You are in the class as"
done
n_keys T b a
n_wait T "1 a capture"
n_keys T 1
for p in P1 P2 P3; do n_wait $p "Question 1: South to play: which score and piece capture?"; done
n_keys P1 : 1+3 Enter
n_keys P2 : 1+3 Enter
n_keys P3 : 2+3 Enter
n_wait P3 "Your answer 2+3 is in"
n_wait T "Question 1: 3 of 3 answered."
n_keys T r
n_wait T "Question 1: 2 of 3 right. The answer: 1+3."
n_wait P1 "Right! The answer: 1+3."
n_wait P2 "Right! The answer: 1+3."
n_wait P3 "Not this time: you played 2+3."
csv=$(ls -t "$T_DIR"/data/tabletop/class-game-*.csv | head -1)
[ "$(grep -c ",capture,.*,1+3,right," "$csv")" = 2 ] || t_fail "the Thaayam CSV: $(cat "$csv")"
[ "$(grep -c ",capture,.*,2+3,wrong," "$csv")" = 1 ] || t_fail "the Thaayam CSV: $(cat "$csv")"
echo "$T_NAME: ok"
