## moves: `throw` in the throw phase; entries need a 1 (T8); every usable score (T11); twins (T16, T17); done only when nothing is usable; empty when over
> new thaayam first=s
=

> moves
= throw

> throw 2
= 2

> moves
= done

> play done
=

> moves
= throw

> throw 1
= 1

> throw 2
= 2

> moves
= enter1 enter2 enter3 enter4

> setstate thaayam players=4 capture=split turn=s phase=move scores=8,4,1,3 extra=0 s=8=2,8=1,3,- e=-,-,-,- n=-,-,-,- w=24,24,#,#
=

> moves
= 1&2+3 1&2+3+1 1&2+4 1&2+4+1 1&2+4+3 1&2+4+3+1 1&2+8 1&2+8+1 1&2+8+3 1&2+8+3+1 1&2+8+4 1&2+8+4+1 1&2+8+4+3 1&2+8+4+3+1 3+1 3+3 3+4 3+8 enter4

> setstate thaayam players=2 capture=split turn=s phase=move scores=1,1,8 extra=0 s=8,8,-,- n=-,-,-,-
=

> moves
= 1+1 1+8 2+1 2+8 enter3 enter4 twin1&2

> setstate thaayam players=2 capture=split turn=s phase=move scores=1 extra=0 s=24,#,#,# n=-,-,-,-
=

> moves
= off1

> play off1
=

> moves
=

> moves now
? too many arguments: moves

