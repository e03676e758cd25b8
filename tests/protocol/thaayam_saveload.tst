## save and load: throws are recorded with their scores, so the record replays exactly
> new thaayam first=n seed=5
=

> throw
= 1

> throw
= 1

> throw
= 3

> throw 1
? the throws of this turn are over (a 2 or 3 ends them, T5): use the scores, then done

> throw 2
? the throws of this turn are over (a 2 or 3 ends them, T5): use the scores, then done

> state
= thaayam players=2 capture=split turn=n phase=move scores=1,1,3 extra=0 s=-,-,-,- n=-,-,-,-

> save t.ttrec
=

> new thaayam first=s
=

> load t.ttrec
=

> state
= thaayam players=2 capture=split turn=n phase=move scores=1,1,3 extra=0 s=-,-,-,- n=-,-,-,-

> undo
? a throw cannot be taken back

> play enter1
=

> state
= thaayam players=2 capture=split turn=n phase=move scores=1,3 extra=0 s=-,-,-,- n=0,-,-,-

> undo
=

> undo
? a throw cannot be taken back

> load nothing-here.ttrec
? cannot open nothing-here.ttrec: No such file or directory

> state
= thaayam players=2 capture=split turn=n phase=move scores=1,1,3 extra=0 s=-,-,-,- n=-,-,-,-

> load
? load needs a file name

> save
? save needs a file name

