## framing: blank and comment lines ignored, unknown commands, control and NUL bytes, non-ASCII, CRLF, tabs, long lines
>
>    
> # a comment
>    # an indented comment
> foo
? unknown command 'foo' (try help)

> STATE
? unknown command 'STATE' (try help)

> state\x0d
= quixo players=2 turn=x ply=0 board=...../...../...../...../.....

> 	state	
= quixo players=2 turn=x ply=0 board=...../...../...../...../.....

> st\x00ate
? control character or NUL byte in the line

> state\x07
? control character or NUL byte in the line

> \xff\xfe
? non-ASCII byte in the line

> play c1\xc3\xa9-c5
? non-ASCII byte in the line

> state
= quixo players=2 turn=x ply=0 board=...../...../...../...../.....

>repeat 1100000 a
? line too long

> state
= quixo players=2 turn=x ply=0 board=...../...../...../...../.....

>repeat 9000 #
> state
= quixo players=2 turn=x ply=0 board=...../...../...../...../.....

>repeat 5000 play 
? line too long

> state
= quixo players=2 turn=x ply=0 board=...../...../...../...../.....

> quit
=

