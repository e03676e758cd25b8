## end of input: a last line without a newline is still a command; then status 0
> play c1-c5
=

>raw state
= quixo players=2 turn=o ply=1 board=..x../...../...../...../.....

