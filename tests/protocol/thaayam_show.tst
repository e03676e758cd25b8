## show: the board with the pieces on their squares, each seat's pieces, the side to move and the scores
> new thaayam first=s
=

> show
=
      a       b       c       d       e
5       .       .       *       .       .  5
4       .       .       .       .       .  4
3       *       .       #       .       *  3
2       .       .       .       .       .  2
1       .       .       *       .       .  1
      a       b       c       d       e
s: 1=off 2=off 3=off 4=off
n: 1=off 2=off 3=off 4=off
s to throw, scores:

> setstate thaayam players=4 capture=split turn=s phase=move scores=1,1,1,1,1,8,8,4,1,1,3 extra=0 s=0,0,0,5 e=8,8,15,- n=0,4,-,- w=-,-,-,-
=

> show
=
      a       b       c       d       e
5       .       .      n1       .       .  5
4       .       .       .       .      s4  4
3  e1e2n2       .       #       .       *  3
2       .       .       .       .      e3  2
1       .       .  s1s2s3       .       .  1
      a       b       c       d       e
s: 1=c1(0) 2=c1(0) 3=c1(0) 4=e4(5)
e: 1=a3(8) 2=a3(8) 3=e2(15) 4=off
n: 1=c5(0) 2=a3(4) 3=off 4=off
w: 1=off 2=off 3=off 4=off
s to move, scores: 1 1 1 1 1 8 8 4 1 1 3

> setstate thaayam players=3 capture=whole turn=e phase=throw scores=1,4 extra=0 s=-=2,-=1,#,# e=3,-,-,- n=24,#,#,#
=

> show
=
      a       b       c       d       e
5       .       .       *      e1       .  5
4       .       .       .       .       .  4
3       *       .      n1       .       *  3
2       .       .       .       .       .  2
1       .       .       *       .       .  1
      a       b       c       d       e
s: 1=off&2 2=off&1 3=home 4=home
e: 1=d5(3) 2=off 3=off 4=off
n: 1=c3(24) 2=home 3=home 4=home
e to throw, scores: 1 4

> show board
? too many arguments: show

