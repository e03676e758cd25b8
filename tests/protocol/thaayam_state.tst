## state: throw phase, scores of the sequence, move phase, after done; no arguments
> new thaayam first=s
=

> state
= thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-

> throw 4
= 4

> state
= thaayam players=2 capture=split turn=s phase=throw scores=4 extra=0 s=-,-,-,- n=-,-,-,-

> throw 1
= 1

> throw 3
= 3

> state
= thaayam players=2 capture=split turn=s phase=move scores=1,3 extra=0 s=-,-,-,- n=-,-,-,-

> play enter1
=

> state
= thaayam players=2 capture=split turn=s phase=move scores=3 extra=0 s=0,-,-,- n=-,-,-,-

> play 1+4
? there is no unused 4 among the scores (T7)

> play 1+3
=

> state
= thaayam players=2 capture=split turn=s phase=move scores= extra=0 s=3,-,-,- n=-,-,-,-

> play done
=

> state
= thaayam players=2 capture=split turn=n phase=throw scores= extra=0 s=3,-,-,- n=-,-,-,-

> state now
? too many arguments: state

