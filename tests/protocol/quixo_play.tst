## play: legal moves, every kind of refusal with its rule, nothing changes on refusal
> play c1-c5
=

> play c5-c1
? c5 shows the opponent's mark (Q5)

> play c2-c5
? c2 is not on the border (Q3)

> play b1-b1
? a cube may not go back where it was taken (Q7)

> play b1-c3
? c3 is not an end of row 1 or column b (Q7/Q8)

> play a1-a5/S
? the two-player game has no dot (Q15)

> play pass
? a player may not pass (Q9)

> play hello
? 'hello' does not start with a square a1 to e5 (Q1, Q8)

> play
? play needs an action

> play a2-a1 a3-a1
? play takes one action

> state
= quixo players=2 turn=o ply=1 board=..x../...../...../...../.....

> play a2-a1
=

> state
= quixo players=2 turn=x ply=2 board=..x../...../...../...../o....

> new quixo players=4
=

> play a1-a5
? a four-player move needs a dot, like c1-c5/N (Q15)

> play a1-a5/E
? the dot must point to the mover or the partner (Q14)

> play a1-a5/N
=

> state
= quixo players=4 order=cw turn=w ply=1 board=xn......../........../........../........../..........

> setstate quixo players=2 turn=x ply=8 board=xxxx./...../...../...../.....
=

> play e5-a5
=

> result
= win x

> play a1-a5
? the game is over

