#!/usr/bin/env bash
# Help (?) and quit (q) are on the key line's first page in every language
# at 80 and 60 columns (issue 25, play-test: in Basque the Thaayam move
# phase put them behind "m more"), with the game's first keys kept before
# them; English at 80 columns keeps its order.
source "$(dirname "$0")/lib.sh"
STATE="thaayam players=2 capture=split turn=s phase=move scores=8,3 extra=0 s=20,-,-,- n=11,-,-,-"
locale -a 2>/dev/null | grep -qix 'eu_ES.utf-\?8' ||
	t_fail "the eu_ES.UTF-8 locale is not generated on this machine"
for lang in en eu tr; do
	for size in "80 24" "60 20"; do
		t_start $size LANGUAGE=$lang LC_ALL=C.UTF-8 -- thaayam --state "$STATE"
		t_wait "1-8 "
		line=$(t_screen | tail -1)
		case $line in " 1-8 "*) ;; *) t_fail "$lang $size: the game's keys do not come first: $line" ;; esac
		echo "$line" | grep -q "  ? [^ ]" || t_fail "$lang $size: no help on the first page: $line"
		echo "$line" | grep -q "  q [^ ]" || t_fail "$lang $size: no quit on the first page: $line"
		t_kill
	done
done
t_start 80 24 -- thaayam --state "$STATE"
t_wait "1-8 score  Tab piece  e/w/b enter/twin/off  v path  ? help  q quit  m more"
t_pass
