## quit: replies = and stops; nothing after it is read
> quit
=

> state
> throw
