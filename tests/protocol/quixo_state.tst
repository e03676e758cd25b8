## state: the canonical state string after moves; no arguments
> state
= quixo players=2 turn=x ply=0 board=...../...../...../...../.....

> play c1-c5
=

> state
= quixo players=2 turn=o ply=1 board=..x../...../...../...../.....

> play a1-a5
=

> state
= quixo players=2 turn=x ply=2 board=o.x../...../...../...../.....

> state now
? too many arguments: state

> new quixo players=4
=

> play a1-a5/S
=

> state
= quixo players=4 order=cw turn=w ply=1 board=xs......../........../........../........../..........

> play e1-a1/W
=

> state
= quixo players=4 order=cw turn=n ply=2 board=xs......../........../........../........../ow........

