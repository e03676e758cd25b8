## setstate: every kind of valid string (phases, twins, whole twins off, borne off, extra turn); invalid ones refused and nothing changes
> new thaayam first=s
=

> setstate thaayam players=4 capture=split turn=s phase=move scores=1,1,1,1,1,8,8,4,1,1,3 extra=0 s=0,0,0,5 e=8,8,15,- n=0,4,-,- w=-,-,-,-
=

> state
= thaayam players=4 capture=split turn=s phase=move scores=1,1,1,1,1,8,8,4,1,1,3 extra=0 s=0,0,0,5 e=8,8,15,- n=0,4,-,- w=-,-,-,-

> setstate thaayam players=4 capture=split turn=s phase=move scores=8,4,1,3 extra=0 s=8=2,8=1,3,- e=-,-,-,- n=-,-,-,- w=24,24,#,#
=

> state
= thaayam players=4 capture=split turn=s phase=move scores=8,4,1,3 extra=0 s=8=2,8=1,3,- e=-,-,-,- n=-,-,-,- w=24,24,#,#

> setstate thaayam players=3 capture=whole turn=e phase=throw scores=1,4 extra=0 s=-=2,-=1,#,# e=3,-,-,- n=24,#,#,#
=

> state
= thaayam players=3 capture=whole turn=e phase=throw scores=1,4 extra=0 s=-=2,-=1,#,# e=3,-,-,- n=24,#,#,#

> setstate thaayam players=2 capture=split turn=n phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-
=

> state
= thaayam players=2 capture=split turn=n phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-

> setstate
? setstate needs a state string

> setstate thaayam players=2 capture=split turn=e phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-
? turn=e: that seat is not in the game

> setstate thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=-,-,-,- n=-,-,-
? n=: 3 pieces given, 4 expected (T2)

> setstate thaayam players=2 capture=split turn=s phase=move scores=5 extra=0 s=-,-,-,- n=-,-,-,-
? scores=: expected scores 1, 2, 3, 4 or 8 separated by commas (T4)

> setstate thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=25,-,-,- n=-,-,-,-
? s=: piece 1: path index 25 out of range 0-24 (T3)

> setstate thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=8=2,-,-,- n=-,-,-,-
? s=: piece 1 names 2 as twin partner, but 2 does not point back

> setstate thaayam players=2 capture=maybe turn=s phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-
? capture=: split or whole (T19)

> setstate thaayam players=3 capture=split turn=s phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-
? players=3 but 2 seat fields given (T2)

> setstate quixo players=2 turn=x ply=0 board=...../...../...../...../.....
? a Thaayam state string starts with 'thaayam'

> setstate nonsense
? a Thaayam state string starts with 'thaayam'

> state
= thaayam players=2 capture=split turn=n phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-

