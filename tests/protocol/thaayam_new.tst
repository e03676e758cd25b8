## new: every option; without first= the throw-off (T6) decides with the seeded generator; bad options refused, game kept
> new thaayam first=s
=

> state
= thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-

> new thaayam players=3 first=e
=

> state
= thaayam players=3 capture=split turn=e phase=throw scores= extra=0 s=-,-,-,- e=-,-,-,- n=-,-,-,-

> new thaayam players=4 capture=whole first=w
=

> state
= thaayam players=4 capture=whole turn=w phase=throw scores= extra=0 s=-,-,-,- e=-,-,-,- n=-,-,-,- w=-,-,-,-

> new thaayam seats=ew first=w
=

> state
= thaayam players=2 capture=split turn=w phase=throw scores= extra=0 e=-,-,-,- w=-,-,-,-

> new thaayam players=2 seats=ew first=e
=

> state
= thaayam players=2 capture=split turn=e phase=throw scores= extra=0 e=-,-,-,- w=-,-,-,-

> new thaayam seed=42
=

> state
~ = thaayam players=2 capture=split turn=[sn] phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-

> new thaayam players=5
? players must be 2, 3 or 4 (T2)

> new thaayam players=3 seats=sn
? players and seats disagree

> new thaayam seats=s
? seats must name 2 to 4 seats (T2)

> new thaayam seats=ss
? seats must be distinct letters of s, e, n, w

> new thaayam seats=sx
? seats must be distinct letters of s, e, n, w

> new thaayam capture=half
? capture must be split or whole (T19)

> new thaayam first=e
? first must be a seat in play

> new thaayam first=sn
? first must be a seat in play

> new thaayam seed=abc
? seed must be a number

> new thaayam seed=-1
? seed must be a number

> new thaayam order=cw
? unknown option 'order=cw'

> new thaayam first=s first=n
? option first given twice

> new quixo
? this engine plays thaayam, not 'quixo'

> new
? new needs the game: new quixo or new thaayam

> state
= thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-

