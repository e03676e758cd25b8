## T11 on long turns, where a search over move orders took minutes: the replies come at once
## two twins on the path, 26 scores: one best plan played to the end; each twin ends on the castle and three 8s are forfeited (T11, T17, T20)
> setstate thaayam players=2 capture=split turn=s phase=move scores=4,4,4,4,4,4,4,4,4,4,1,1,1,1,1,1,1,1,1,1,8,8,8,8,8,3 extra=0 s=9=2,9=1,10=4,10=3 n=-,-,-,-
=

> play 1&2+8+1
=

> play 1&2+8+1
=

> play 1&2+4+1
=

> play 1&2+4+1
=

> play 1&2+4+1
=

> play 1&2+3
=

> play 3&4+4+1
=

> play 3&4+4+1
=

> play 3&4+4+1
=

> play 3&4+4+1
=

> play 3&4+4+1
=

> play 3&4+4
=

> play 3&4+4
=

> moves
= done

> play done
=

> state
= thaayam players=2 capture=split turn=n phase=throw scores= extra=0 s=24,24,24,24 n=-,-,-,-

## four singles that could pair on index 8 (T16), 31 scores
> setstate thaayam players=2 capture=split turn=s phase=move scores=1,1,4,4,8,8,1,1,4,4,8,8,1,1,4,4,8,8,1,1,4,4,8,8,1,1,4,4,8,8,3 extra=0 s=2,4,6,8 n=-,-,-,-
=

> moves
= 1+1 1+3 1+4 1+8 2+1 2+3 2+4 2+8 3+1 3+3 3+4 3+8 4+1 4+3 4+4 4+8

## scores not in the order thrown: a 2 ends the throws (T5); the position stays
> setstate thaayam players=2 capture=split turn=s phase=move scores=4,4,4,4,4,4,4,4,4,4,2,1,1,1,1,1,1,1,1,1,8,8,8,8,8,3 extra=0 s=9=2,9=1,10=4,10=3 n=-,-,-,-
? scores=: a 2 ends the throws (T5), so only the last score can be a 2 or a 3

> state
= thaayam players=2 capture=split turn=s phase=move scores=1,1,4,4,8,8,1,1,4,4,8,8,1,1,4,4,8,8,1,1,4,4,8,8,1,1,4,4,8,8,3 extra=0 s=2,4,6,8 n=-,-,-,-

