## genmove: throws in the throw phase (with the score), a legal action in the move phase; options checked
> new thaayam first=s seed=11
=

> genmove
~ = throw [12348]

> genmove level=3 time=100
~ = (throw [12348]|enter[1-4]|done)

> genmove level=0
? level must be a number from 1 to 100

> genmove time=x
? time must be milliseconds, at most 86400000

> genmove fast
? unknown genmove option 'fast'

> setstate thaayam players=2 capture=split turn=s phase=move scores=1 extra=0 s=24,#,#,# n=-,-,-,-
=

> genmove
= off1

> result
= win s

> genmove
? the game is over

