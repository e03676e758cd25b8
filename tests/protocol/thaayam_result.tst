## result: none, then the first player to bear off all four pieces wins (T21, T22)
> new thaayam first=s
=

> result
= none

> setstate thaayam players=2 capture=split turn=s phase=move scores=1,1 extra=0 s=24,24,#,# n=3,-,-,-
=

> result
= none

> play off1
=

> result
= none

> play off2
=

> result
= win s

> moves
=

> play done
? the game is over

> result now
? too many arguments: result

