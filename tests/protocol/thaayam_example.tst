## the worked example of the rules (seed text): one legal plan captures, forms a twin, moves it, and earns an extra turn (T14-T17)
> new thaayam players=4 first=s
=

> setstate thaayam players=4 capture=split turn=s phase=move scores=1,1,1,1,1,8,8,4,1,1,3 extra=0 s=0,0,0,5 e=8,8,15,- n=0,4,-,- w=-,-,-,-
=

> play 1+1
=

> play 1+1
=

> play 1+1
=

> state
= thaayam players=4 capture=split turn=s phase=move scores=1,1,8,8,4,1,1,3 extra=1 s=3,0,0,5 e=8,8,-,- n=0,4,-,- w=-,-,-,-

> play 2+8
=

> play 3+8
=

> play twin2&3
=

> play 4+3
=

> play 2&3+4+1+1+1+1
=

> state
= thaayam players=4 capture=split turn=s phase=move scores= extra=1 s=3,12=3,12=2,8 e=8,8,-,- n=0,4,-,- w=-,-,-,-

> moves
= done

> play done
=

> state
= thaayam players=4 capture=split turn=s phase=throw scores= extra=0 s=3,12=3,12=2,8 e=8,8,-,- n=0,4,-,- w=-,-,-,-

> result
= none

