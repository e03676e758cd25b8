#!/usr/bin/env bash
# Issue 25 item 13: `tabletop picture` takes a saved game's bare name
# ("teams", "teams.ttrec", a unique beginning) as --load and `teach GAME
# FILE` do, writing NAME.svg here; in the SVG an entering piece's arrow
# keeps off the column letter under South's palace (c) and the row number
# beside West's (3), and the names below a Quixo board are kept apart by
# a mark (SVG shows runs of spaces as one); i during --replay writes the
# picture and its message stays (the replay waits: p goes on).
source "$(dirname "$0")/lib.sh"
command -v xmllint >/dev/null 2>&1 || t_fail "xmllint is missing (apt-get install libxml2-utils)"
cd "$T_DIR/work" || t_fail "no work directory"
tt() { env $T_ENV "$PROG" "$@"; }
saved="$T_DIR/data/tabletop"
mkdir -p "$saved" && chmod 700 "$saved"

# A Quixo game saved among the saved games as "teams"
printf 'play c1-c5\nplay e2-a2\nplay b1-b5\nplay a1-e1\nplay d1-d5\nplay e1-a1\nplay c5-c1\nplay a1-e1\nplay b5-b1\nplay e2-a2\nsave %s/teams.ttrec\nquit\n' "$saved" |
	tt quixo --engine >/dev/null || t_fail "engine"
sed -i 's/^seat x human 1$/seat x human 1 Ana/; s/^seat o human 1$/seat o human 1 Ben/' "$saved/teams.ttrec"
for name in teams teams.ttrec tea; do
	rm -f teams.svg
	out=$(tt picture "$name" 2>&1) || t_fail "picture $name: $out"
	[ "$out" = "Picture written to teams.svg" ] || t_fail "picture $name said: $out"
	xmllint --noout teams.svg || t_fail "teams.svg is not well-formed"
done
players=$(xmllint --xpath "normalize-space(//*[@id='players'])" teams.svg)
[ "$players" = "X: Ana · O: Ben" ] || t_fail "the players below the board: '$players'"
out=$(tt picture nothing 2>&1) && t_fail "a picture of nothing"
case $out in *"no saved game is named 'nothing'"*) ;; *) t_fail "said: $out" ;; esac

# Thaayam: South enters on c1, West on a3; the arrows and the labels
printf 'new thaayam seats=snew first=s\nthrow 1\nthrow 3\nplay enter1\nplay 1+3\nplay done\nthrow 2\nplay done\nthrow 2\nplay done\nthrow 1\nthrow 2\nplay enter1\nsave t.ttrec\nquit\n' |
	tt thaayam --engine >/dev/null || t_fail "engine thaayam"
# clear LABEL SVG: the arrow's first stretch keeps 8 units off the label
clear_of() {
	local label=$1 svg=$2 lx ly pts
	lx=$(xmllint --xpath "string(//*[@id='labels']/*[text()='$label']/@x)" "$svg")
	ly=$(xmllint --xpath "string(//*[@id='labels']/*[text()='$label']/@y)" "$svg")
	pts=$(xmllint --xpath "string(//*[@id='last-move']/*[local-name()='polyline']/@points)" "$svg")
	[ -n "$lx" ] && [ -n "$pts" ] || t_fail "no label $label or no arrow in $svg"
	awk -v lx="$lx" -v ly="$ly" -v pts="$pts" 'BEGIN {
		split(pts, p, "[ ,]"); x1 = p[1]; y1 = p[2]; x2 = p[3]; y2 = p[4]
		cy = ly - 5; dx = x2 - x1; dy = y2 - y1
		t = ((lx - x1) * dx + (cy - y1) * dy) / (dx * dx + dy * dy)
		if (t < 0) t = 0; if (t > 1) t = 1
		ex = x1 + t * dx - lx; ey = y1 + t * dy - cy
		exit (ex * ex + ey * ey > 64) ? 0 : 1 }' ||
		t_fail "the arrow covers the label $label ($pts)"
}
tt picture t.ttrec --ply 3 -o south.svg >/dev/null || t_fail "picture south"
[ "$(xmllint --xpath "string(//*[@id='last-move']/@data-action)" south.svg)" = enter1 ] ||
	t_fail "ply 3 is not South's entry"
clear_of c south.svg
tt picture t.ttrec -o west.svg >/dev/null || t_fail "picture west"
[ "$(xmllint --xpath "string(//*[@id='last-move']/@data-seat)" west.svg)" = w ] ||
	t_fail "the last move is not West's entry"
clear_of 3 west.svg

# i during a replay: the message is read before the next step
t_start 80 24 -- quixo --replay teams
t_wait "Replay"
t_keys i
t_wait "Picture written to"
sleep 2.5 # two steps of the replay
t_has "Picture written to" || t_fail "the message went at once"
t_has "waits: p goes on." || t_fail "the replay does not wait"
t_keys p
t_wait_not "Picture written to"
t_pass
