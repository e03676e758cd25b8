## analyze: the action the computer would play now, the value of its plan's
## end in pips, how many move phases it looked at, the whole plan; nothing is played
> new thaayam first=s seed=11
=

> analyze
=
best throw
score 0
depth 0
nodes 0
line throw

> throw 1
= 1

> throw 2
= 2

## a 1 enters a piece (T8; the four are alike off the board), the 2 moves it on;
## then done (level 2's score includes its seeded misjudgement, docs/ai.md)
> analyze level=2
=
best enter2
score 19
depth 1
nodes 9
line enter2 2+2 done
why It enters piece 2 on the palace (T8).

> state
= thaayam players=2 capture=split turn=s phase=move scores=1,2 extra=0 s=-,-,-,- n=-,-,-,-

> analyze level=3
=
~ best enter[1-4]
~ score -?[0-9]+
depth 2
~ nodes [0-9]+
~ line enter[1-4] [1-4]\+2 done
~ why It enters piece [1-4] on the palace .*

## bearing off the last piece wins (T21, T22)
> setstate thaayam players=2 capture=split turn=s phase=move scores=1 extra=0 s=24,#,#,# n=-,-,-,-
=

> analyze
=
best off1
score 1000000
depth 2
nodes 2
line off1
wins in 1
why It bears off the last piece: all four are home (T21, T22).

> analyze level=9 time=abc
? time must be milliseconds, at most 86400000

> play off1
=

> analyze
? the game is over

