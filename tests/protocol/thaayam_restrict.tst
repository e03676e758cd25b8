## args: --restrict
## --engine --restrict: no save, no load, the game goes on
> save /tmp/x.ttrec
? files are disabled here

> load x.ttrec
? files are disabled here

> quit
=

