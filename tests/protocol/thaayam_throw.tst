## throw and throw S: the sequence goes on after 1, 4 and 8 and stops after 2 or 3 (T5); void throws before the first 1 (T9)
> new thaayam first=s
=

> throw 4
= 4

> throw 8
= 8

> throw 1
= 1

> state
= thaayam players=2 capture=split turn=s phase=throw scores=4,8,1 extra=0 s=-,-,-,- n=-,-,-,-

> throw 4
= 4

> throw 2
= 2

> state
= thaayam players=2 capture=split turn=s phase=move scores=1,4,2 extra=0 s=-,-,-,- n=-,-,-,-

> throw
? the throws of this turn are over (a 2 or 3 ends them, T5): use the scores, then done

> throw 1
? the throws of this turn are over (a 2 or 3 ends them, T5): use the scores, then done

> throw 5
? a score is 1, 2, 3, 4 or 8 (T4)

> throw 0
? a score is 1, 2, 3, 4 or 8 (T4)

> throw 1 2
? throw takes at most one score

> throw x
? a score is 1, 2, 3, 4 or 8 (T4)

> play enter1
=

> play 1+4
=

> moves
= 1+2

> play 1+2
=

> play done
=

> state
= thaayam players=2 capture=split turn=n phase=throw scores= extra=0 s=6,-,-,- n=-,-,-,-

> throw 3
= 3

> state
= thaayam players=2 capture=split turn=n phase=move scores= extra=0 s=6,-,-,- n=-,-,-,-

> moves
= done

> play done
=

> state
= thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=6,-,-,- n=-,-,-,-

