## undo: only the actions of the current move phase; throws are never taken back
> new thaayam first=s
=

> undo
? nothing to undo

> throw 1
= 1

> undo
? a throw cannot be taken back

> throw 3
= 3

> play enter1
=

> play 1+3
=

> state
= thaayam players=2 capture=split turn=s phase=move scores= extra=0 s=3,-,-,- n=-,-,-,-

> undo
=

> state
= thaayam players=2 capture=split turn=s phase=move scores=3 extra=0 s=0,-,-,- n=-,-,-,-

> undo
=

> undo
? a throw cannot be taken back

> state
= thaayam players=2 capture=split turn=s phase=move scores=1,3 extra=0 s=-,-,-,- n=-,-,-,-

> play enter1
=

> play 1+3
=

> play done
=

> undo
=

> state
= thaayam players=2 capture=split turn=s phase=move scores= extra=0 s=3,-,-,- n=-,-,-,-

> undo now
? too many arguments: undo

