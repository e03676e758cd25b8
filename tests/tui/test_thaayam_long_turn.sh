#!/usr/bin/env bash
# A long turn (26 scores, two twins) at 80x24: the scores wrap onto more
# lines of the panel instead of being cut at its edge, used ones show in
# brackets, and once the whole list no longer fits only the scores still to
# use are shown. The legal actions (T11) are computed at once.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=4,4,4,4,4,4,4,4,4,4,1,1,1,1,1,1,1,1,1,1,8,8,8,8,8,3 extra=0 s=9=2,9=1,10=4,10=3 n=-,-,-,-"
t_wait "South: choose a score"
t_has "Scores: 4 4 4 4 4 4 4 4 4 4" || t_fail "the first line of scores is not shown"
t_has "1 1 1 1 1 1 1 1 1 1" || t_fail "the 1s do not wrap onto a second line"
t_has "8 8 8 8 8 3" || t_fail "the 8s and the 3 do not wrap onto a third line"
t_keys : 1 '&' 2 + 8 + 1 Enter
t_wait "(8)"
t_has "(1)" || t_fail "the used 1 is not shown in brackets"
t_has "8 8 8 8 3" || t_fail "the unused 8s and the 3 are no longer shown"
for a in '1&2+8+1' '1&2+4+1' '1&2+4+1' '1&2+4+1' '3&4+4+1' '3&4+4+1' '3&4+4+1' '3&4+4+1'; do
	t_keys : "$a" Enter
done
t_wait "Scores: 4 4 4 1 8 8 8 3"
th_quit
t_pass
