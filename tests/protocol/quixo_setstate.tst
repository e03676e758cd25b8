## setstate: valid strings of both player counts, invalid ones refused with a reason and no change
> setstate quixo players=2 turn=o ply=7 board=x.o../.x.../..x../...o./....o
=

> state
= quixo players=2 turn=o ply=7 board=x.o../.x.../..x../...o./....o

> moves
= a1-a5 a1-e1 a2-a1 a2-a5 a2-e2 a3-a1 a3-a5 a3-e3 a4-a1 a4-a5 a4-e4 b1-a1 b1-b5 b1-e1 b5-a5 b5-b1 b5-e5 c1-a1 c1-c5 c1-e1 c5-a5 c5-c1 c5-e5 d1-a1 d1-d5 d1-e1 d5-a5 d5-d1 d5-e5 e1-a1 e1-e5 e2-a2 e2-e1 e2-e5 e3-a3 e3-e1 e3-e5 e4-a4 e4-e1 e4-e5 e5-a5 e5-e1

> setstate quixo players=4 order=ccw turn=n ply=5 board=xs......../oe......ow/........../........../xn........
=

> state
= quixo players=4 order=ccw turn=n ply=5 board=xs......../oe......ow/........../........../xn........

> setstate quixo players=2 turn=x ply=9 board=xxxxx/...../...../...../.....
=

> result
= win x

> moves
=

> setstate
? setstate needs a state string

> setstate quixo players=2 turn=z ply=0 board=...../...../...../...../.....
? state string: turn= must be x or o with two players (Q4)

> setstate quixo players=2 turn=x ply=0 board=...../...../...../.....
? state string: board= has fewer than 5 rows

> setstate quixo players=2 turn=x ply=0 board=...../...../...../...../....q
? state string: board= at e1: a cell is '.', 'x' or 'o' (Q2)

> setstate thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-
? state string: it starts with 'quixo ' followed by the fields

> setstate quixo players=3 turn=x ply=0 board=...../...../...../...../.....
? state string: players= must be 2 or 4 (Q11)

> setstate quixo players=2 turn=x ply=-1 board=...../...../...../...../.....
? state string: ply= must be a number of moves

> setstate quixo  players=2  turn=x ply=0 board=...../...../...../...../.....
=

> setstate garbage
? state string: it starts with 'quixo ' followed by the fields

> state
= quixo players=2 turn=x ply=0 board=...../...../...../...../.....

