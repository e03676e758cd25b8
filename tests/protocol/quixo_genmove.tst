## genmove: a legal move, played; options checked; refused when over
> genmove
~ = [a-e][1-5]-[a-e][1-5]

> state
~ = quixo players=2 turn=o ply=1 board=.*

> genmove level=1 time=100
~ = [a-e][1-5]-[a-e][1-5]

> genmove level=0
? level must be a number from 1 to 100

> genmove level=x
? level must be a number from 1 to 100

> genmove time=-5
? time must be milliseconds, at most 86400000

> genmove speed=3
? unknown genmove option 'speed=3'

> new quixo players=4
=

> genmove level=2 time=50
~ = [a-e][1-5]-[a-e][1-5]/[SENW]

> setstate quixo players=2 turn=x ply=8 board=xxxxx/...../...../...../.....
=

> genmove
? the game is over

