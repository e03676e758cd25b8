## seed=: the same seed gives the same throw-off and the same throws
> new thaayam players=4 seed=7
=

> state
= thaayam players=4 capture=split turn=s phase=throw scores= extra=0 s=-,-,-,- e=-,-,-,- n=-,-,-,- w=-,-,-,-

> throw
= 1

> throw
= 2

> throw
? the throws of this turn are over (a 2 or 3 ends them, T5): use the scores, then done

> state
= thaayam players=4 capture=split turn=s phase=move scores=1,2 extra=0 s=-,-,-,- e=-,-,-,- n=-,-,-,- w=-,-,-,-

> new thaayam players=4 seed=7
=

> state
= thaayam players=4 capture=split turn=s phase=throw scores= extra=0 s=-,-,-,- e=-,-,-,- n=-,-,-,- w=-,-,-,-

> throw
= 1

> throw
= 2

> throw
? the throws of this turn are over (a 2 or 3 ends them, T5): use the scores, then done

> state
= thaayam players=4 capture=split turn=s phase=move scores=1,2 extra=0 s=-,-,-,- e=-,-,-,- n=-,-,-,- w=-,-,-,-

