## args: --restrict
## --engine --restrict: a bot that others drive reads and writes no file
> play c1-c5
=

> save game.ttrec
? files are disabled here

> load game.ttrec
? files are disabled here

> load /etc/passwd
? files are disabled here

> state
= quixo players=2 turn=o ply=1 board=..x../...../...../...../.....

> quit
=

