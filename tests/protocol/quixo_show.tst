## show: a plain-text board, rows 5 to 1, 2p marks and 4p marks with dots
> show
=
  a b c d e
5 . . . . . 5
4 . . . . . 4
3 . . . . . 3
2 . . . . . 2
1 . . . . . 1
  a b c d e
x to move, ply 0

> play c1-c5
=

> play a1-e1
=

> show
=
  a b c d e
5 . . x . . 5
4 . . . . . 4
3 . . . . . 3
2 . . . . . 2
1 . . . . o 1
  a b c d e
x to move, ply 2

> new quixo players=4
=

> play a1-a5/N
=

> show
=
   a  b  c  d  e
5 xn .. .. .. .. 5
4 .. .. .. .. .. 4
3 .. .. .. .. .. 3
2 .. .. .. .. .. 2
1 .. .. .. .. .. 1
   a  b  c  d  e
w to move (team o), ply 1

> show me
? too many arguments: show

