## help: the list of commands; no throw in Quixo
> help
=
new GAME [OPTION=VALUE]...
state
setstate STATE-STRING
moves
play ACTION
undo
result
show
genmove [level=N] [time=MS]
analyze [level=N] [time=MS]
save FILE
load FILE
help
quit

> help me
? too many arguments: help

> throw
? unknown command 'throw' (try help)

