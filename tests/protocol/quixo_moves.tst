## moves: 44 at the start (Q7), sorted in byte order; first turns take neutral cubes (Q16); dots in 4p (Q15); pass (Q17); empty when over
> moves
= a1-a5 a1-e1 a2-a1 a2-a5 a2-e2 a3-a1 a3-a5 a3-e3 a4-a1 a4-a5 a4-e4 a5-a1 a5-e5 b1-a1 b1-b5 b1-e1 b5-a5 b5-b1 b5-e5 c1-a1 c1-c5 c1-e1 c5-a5 c5-c1 c5-e5 d1-a1 d1-d5 d1-e1 d5-a5 d5-d1 d5-e5 e1-a1 e1-e5 e2-a2 e2-e1 e2-e5 e3-a3 e3-e1 e3-e5 e4-a4 e4-e1 e4-e5 e5-a5 e5-e1

> play a1-a5
=

> moves
= a1-a5 a1-e1 a2-a1 a2-a5 a2-e2 a3-a1 a3-a5 a3-e3 a4-a1 a4-a5 a4-e4 b1-a1 b1-b5 b1-e1 b5-a5 b5-b1 b5-e5 c1-a1 c1-c5 c1-e1 c5-a5 c5-c1 c5-e5 d1-a1 d1-d5 d1-e1 d5-a5 d5-d1 d5-e5 e1-a1 e1-e5 e2-a2 e2-e1 e2-e5 e3-a3 e3-e1 e3-e5 e4-a4 e4-e1 e4-e5 e5-a5 e5-e1

> new quixo players=4
=

> moves
= a1-a5/N a1-a5/S a1-e1/N a1-e1/S a2-a1/N a2-a1/S a2-a5/N a2-a5/S a2-e2/N a2-e2/S a3-a1/N a3-a1/S a3-a5/N a3-a5/S a3-e3/N a3-e3/S a4-a1/N a4-a1/S a4-a5/N a4-a5/S a4-e4/N a4-e4/S a5-a1/N a5-a1/S a5-e5/N a5-e5/S b1-a1/N b1-a1/S b1-b5/N b1-b5/S b1-e1/N b1-e1/S b5-a5/N b5-a5/S b5-b1/N b5-b1/S b5-e5/N b5-e5/S c1-a1/N c1-a1/S c1-c5/N c1-c5/S c1-e1/N c1-e1/S c5-a5/N c5-a5/S c5-c1/N c5-c1/S c5-e5/N c5-e5/S d1-a1/N d1-a1/S d1-d5/N d1-d5/S d1-e1/N d1-e1/S d5-a5/N d5-a5/S d5-d1/N d5-d1/S d5-e5/N d5-e5/S e1-a1/N e1-a1/S e1-e5/N e1-e5/S e2-a2/N e2-a2/S e2-e1/N e2-e1/S e2-e5/N e2-e5/S e3-a3/N e3-a3/S e3-e1/N e3-e1/S e3-e5/N e3-e5/S e4-a4/N e4-a4/S e4-e1/N e4-e1/S e4-e5/N e4-e5/S e5-a5/N e5-a5/S e5-e1/N e5-e1/S

> setstate quixo players=4 order=cw turn=e ply=8 board=xsowxsowxs/ow......ow/xs......xs/ow......ow/owxsowxsow
=

> moves
= pass

> play a1-a5/E
? no cube can be taken, so the only legal move is pass (Q17)

> play pass
=

> state
= quixo players=4 order=cw turn=s ply=9 board=xsowxsowxs/ow......ow/xs......xs/ow......ow/owxsowxsow

> setstate quixo players=2 turn=o ply=9 board=xxxxx/...../...../...../.....
=

> moves
=

> moves extra
? too many arguments: moves

