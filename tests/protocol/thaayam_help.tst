## help: the list of commands, with throw
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
throw [S]
save FILE
load FILE
help
quit

> help throw
? too many arguments: help

