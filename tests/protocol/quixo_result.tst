## result: none, win by own line (Q10), loss by the opponent's line even with an own line (Q10), team wins (Q18), draw by repetition (Q21)
> result
= none

> setstate quixo players=2 turn=x ply=8 board=xxxx./...../...../...../.....
=

> play e5-a5
=

> result
= win x

> setstate quixo players=2 turn=x ply=10 board=...../...../oooo./....o/.....
=

> play e5-e1
=

> result
= win o

> setstate quixo players=4 order=cw turn=s ply=8 board=xsxsxsxs../........../........../........../..........
=

> play e5-a5/N
=

> result
= win x

> setstate quixo players=2 turn=x ply=2 board=x...o/...../...../...../.....
=

> play a5-a1
=

> play e5-e1
=

> play a1-a5
=

> play e1-e5
=

> result
= none

> play a5-a1
=

> play e5-e1
=

> play a1-a5
=

> play e1-e5
=

> result
= draw

> moves
=

> play a5-a1
? the game is over

> undo
=

> result
= none

> play e1-e5
=

> result
= draw

> new quixo repetition=off
=

> setstate quixo players=2 turn=x ply=2 board=x...o/...../...../...../.....
=

> play a5-a1
=

> play e5-e1
=

> play a1-a5
=

> play e1-e5
=

> play a5-a1
=

> play e5-e1
=

> play a1-a5
=

> play e1-e5
=

> result
= none

> result now
? too many arguments: result

