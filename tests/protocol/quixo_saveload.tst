## save and load: a record round trip; bad files refused and the game kept
> play c1-c5
=

> play a1-a5
=

> save game.ttrec
=

> new quixo
=

> load game.ttrec
=

> state
= quixo players=2 turn=x ply=2 board=o.x../...../...../...../.....

> undo
=

> state
= quixo players=2 turn=o ply=1 board=..x../...../...../...../.....

> load missing.ttrec
? cannot open missing.ttrec: No such file or directory

> state
= quixo players=2 turn=o ply=1 board=..x../...../...../...../.....

> load
? load needs a file name

> save
? save needs a file name

> save a b
? save takes one file name (no spaces)

> save /nonexistent-dir/x.ttrec
? cannot save /nonexistent-dir/x.ttrec: No such file or directory

> state
= quixo players=2 turn=o ply=1 board=..x../...../...../...../.....

