#!/usr/bin/env bash
# tabletop --resume: with several games kept, lists them newest first (the
# command that resumes each); with one, continues it at once; with none,
# says so.
source "$(dirname "$0")/lib.sh"
st="$T_DIR/state/tabletop"
mkdir -p "$st" && chmod 700 "$st"

t_start 80 24 -- --resume
t_wait "EXIT=1"
t_has "no game is kept for --resume" || t_fail "no kept game was not said"
t_kill

cp "$ROOT/tests/fuzz/corpus/record/quixo2.ttrec" "$st/quixo-current.ttrec"
cp "$ROOT/tests/fuzz/corpus/record/thaayam3.ttrec" "$st/thaayam-current.ttrec"
touch -d '2 hours ago' "$st/quixo-current.ttrec"
touch -d '1 hour ago' "$st/thaayam-current.ttrec"
t_start 80 24 -- --resume
t_wait "EXIT=0"
t_has "newest first" || t_fail "no list of the kept games"
order=$(t_screen_joined | grep -oE -- ' [a-z]+ --resume$' | tr -s ' \n' ' ')
[ "$order" = " thaayam --resume quixo --resume " ] || t_fail "not newest first: $order"
t_kill

rm "$st/thaayam-current.ttrec"
t_start 80 24 -- --resume
t_wait "Resumed: kept at"
t_wait "a2-a5"
t_pass
