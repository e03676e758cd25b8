## framing: blank and comment lines, unknown commands, NUL and control bytes, non-ASCII, CRLF, long lines
>
> # comment
> new thaayam first=s
=

> hello
? unknown command 'hello' (try help)

> thro
? unknown command 'thro' (try help)

> state\x0d
= thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-

> \x00
? control character or NUL byte in the line

> throw\x001
? control character or NUL byte in the line

> \x1b[2J
? control character or NUL byte in the line

> \xc0\xc1\xf5
? non-ASCII byte in the line

> throw \xe2\x91\xa0
? non-ASCII byte in the line

>repeat 1200000 x
? line too long

> state
= thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-

>repeat 3000 throw 1 
? line too long

>repeat 8193 #
> quit
=

