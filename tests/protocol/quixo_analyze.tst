## analyze: the best move, its score, the depth, the nodes, the expected line,
## "wins in N" / "loses in N" where the search proves it, and why the best
## move is good in a teacher's words (quixo_explain); nothing is played
> setstate quixo players=2 turn=x ply=26 board=oxxxo/x.xox/x..../.o..x/xo.oo
=

## a forced win in three plies (a2-a5 is the only one: brute force in test_quixo_ai)
> analyze level=4
=
best a2-a5
score 29997
depth 2
~ nodes [0-9]+
~ line a2-a5 [a-e][1-5]-[a-e][1-5] [a-e][1-5]-[a-e][1-5]
wins in 3
why It prepares a line of X on row 5 for the next turn (Q10).
why It takes a neutral cube, which now shows X (Q5, Q6).

> state
= quixo players=2 turn=x ply=26 board=oxxxo/x.xox/x..../.o..x/xo.oo

## every move loses: the opponent completes a line at once (which of the
## losing moves, and so its reasons, varies with the game's seed)
> setstate quixo players=2 turn=x ply=26 board=oxxxo/x.xo./x...o/x...o/ooo.o
=

> analyze level=2
=
~ best [a-e][1-5]-[a-e][1-5]
score -29998
depth 1
~ nodes [0-9]+
~ line [a-e][1-5]-[a-e][1-5] [a-e][1-5]-[a-e][1-5]
loses in 2
~* why It .*

## nothing proved: no "wins in" line, only the reasons
> new quixo
=

> analyze level=3
=
~ best [a-e][1-5]-[a-e][1-5]
~ score -?[0-9]+
depth 3
~ nodes [0-9]+
~ line [a-e][1-5]-[a-e][1-5]( [a-e][1-5]-[a-e][1-5]){2}
~ why It .*

> analyze level=0
? level must be a number from 1 to 100

> analyze time=x
? time must be milliseconds, at most 86400000

> analyze deep
? unknown analyze option 'deep'

> setstate quixo players=2 turn=x ply=8 board=xxxxx/...../...../...../.....
=

> analyze
? the game is over

