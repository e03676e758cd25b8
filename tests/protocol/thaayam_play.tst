## play: legal actions, refusals with the rule, nothing changes on refusal; play throw throws with the generator
> new thaayam first=s seed=3
=

> play enter1
? throw first: the scores are used once a 2 or 3 ends the throws (T5, T7)

> play done
? throw first: the scores are used once a 2 or 3 ends the throws (T5, T7)

> play throw
=

> state
= thaayam players=2 capture=split turn=s phase=move scores= extra=0 s=-,-,-,- n=-,-,-,-

> new thaayam first=s
=

> throw 1
= 1

> throw 2
= 2

> play enter1
=

> play 1+1
? there is no unused 1 among the scores (T7)

> play 1+2
=

> play 1+3
? there is no unused 3 among the scores (T7)

> play 5+2
? there is no piece 5: pieces are numbered 1 to 4 (T2)

> play 2+2
? there is no unused 2 among the scores (T7)

> play done
=

> play fly
? unknown action: expected throw, enterP, P+S, twinP&Q, P&Q+S..., enterP&Q, offP or done

> play
? play needs an action

> play 1+2 done
? play takes one action

> play throw 3
? play takes one action

> state
= thaayam players=2 capture=split turn=n phase=throw scores= extra=0 s=2,-,-,- n=-,-,-,-

> play 1+1
? throw first: the scores are used once a 2 or 3 ends the throws (T5, T7)

> play 1+2
? throw first: the scores are used once a 2 or 3 ends the throws (T5, T7)

> play done
? throw first: the scores are used once a 2 or 3 ends the throws (T5, T7)

> state
= thaayam players=2 capture=split turn=n phase=throw scores= extra=0 s=2,-,-,- n=-,-,-,-

