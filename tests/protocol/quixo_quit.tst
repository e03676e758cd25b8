## quit: replies = and stops; nothing after it is read
> play c1-c5
=

> quit
=

> state
