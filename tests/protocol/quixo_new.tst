## new: starting games, every option, bad options (a refused new keeps the game)
> new quixo
=

> state
= quixo players=2 turn=x ply=0 board=...../...../...../...../.....

> new quixo players=4
=

> state
= quixo players=4 order=cw turn=s ply=0 board=........../........../........../........../..........

> new quixo players=4 order=ccw first=e repetition=off
=

> state
= quixo players=4 order=ccw turn=e ply=0 board=........../........../........../........../..........

> new quixo players=2 first=o
=

> state
= quixo players=2 turn=o ply=0 board=...../...../...../...../.....

> play a1-a5
=

> new quixo players=3
? players must be 2 or 4

> new quixo order=up
? order must be cw or ccw (Q12)

> new quixo first=s
? first must be x or o (Q4)

> new quixo players=4 first=x
? first must be s, e, n or w (Q4)

> new quixo repetition=maybe
? repetition must be on or off (Q21)

> new quixo colour=red
? unknown option 'colour=red'

> new quixo seed=3
? unknown option 'seed=3'

> new quixo players=
? players must be 2 or 4

> new quixo players=2 players=4
? option players given twice

> new
? new needs the game: new quixo or new thaayam

> new thaayam
? this engine plays quixo, not 'thaayam'

> state
= quixo players=2 turn=x ply=1 board=o..../...../...../...../.....

> new    quixo     players=4
=

> state
= quixo players=4 order=cw turn=s ply=0 board=........../........../........../........../..........

