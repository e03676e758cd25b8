## undo: takes back the last move, as often as there are moves; nothing at the start
> undo
? nothing to undo

> play c1-c5
=

> play a1-a5
=

> undo
=

> state
= quixo players=2 turn=o ply=1 board=..x../...../...../...../.....

> undo
=

> state
= quixo players=2 turn=x ply=0 board=...../...../...../...../.....

> undo
? nothing to undo

> undo now
? too many arguments: undo

> setstate quixo players=2 turn=x ply=8 board=xxxx./...../...../...../.....
=

> play e5-a5
=

> result
= win x

> undo
=

> result
= none

> state
= quixo players=2 turn=x ply=8 board=xxxx./...../...../...../.....

