#!/usr/bin/env bash
# A class's note and a hosted game's chat line take more than 63
# characters (they stopped there without a word), the line showing its end
# as it grows; when one is full the writer is told at once, so no word is
# lost unnoticed.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)
long="Count the X in row 3, then find the push that makes five of them; think twice, then answer: END"

n_class P
n_keys T b n
n_wait T "Note:"
n_keys T "$long"
n_wait T "then answer: END"
n_keys T Enter
n_wait T "The note is on every pupil's screen."
n_wait P "then answer: END"
n_keys T n C-u "$long$long"
n_wait T "The note is full: nothing more fits in it. Enter sends it as it is."
n_keys T Escape q q
n_wait T "End the class?"
n_keys T y
n_wait P "closed"

n_start A 80 24 -- host quixo --seat o=remote --table chat
n_wait A "(X) to move"
n_start B 80 24 -- join "$me/chat"
n_wait B "Players"
n_keys B t "$long"
n_wait B "then answer: END"
n_keys B Enter
n_wait A "then answer: END"
n_keys B t "$long$long"
n_wait B "The line is full: nothing more fits in it. Enter takes it as it is."
t_pass
