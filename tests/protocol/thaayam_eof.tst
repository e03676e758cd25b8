## end of input: a last line without a newline is still a command; then status 0
> new thaayam first=s
=

> throw 2
= 2

>raw state
= thaayam players=2 capture=split turn=s phase=move scores= extra=0 s=-,-,-,- n=-,-,-,-

