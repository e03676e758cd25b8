#!/usr/bin/env bash
# Seat letters as the language names the seats (issue 25 item 12): with
# the catalogue's "seat letter of South|S" ... (Turkish G D K B for Güney,
# Doğu, Kuzey, Batı) the Thaayam panel, the board's palaces and pieces, the
# throw-off list and the messages show them, while the notation keeps S E
# N W: the move log, and ':' actions typed as ever. Four letters that are
# not all different are not used (S E N W). The real Turkish catalogue with
# the test's letters.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"

# catalogue NAME S E N W: build/locale's tr with these letters.
catalogue() {
	local dir=$T_DIR/$1 mo=$ROOT/$BUILD/locale/tr/LC_MESSAGES/tabletop.mo
	case $BUILD in /*) mo=$BUILD/locale/tr/LC_MESSAGES/tabletop.mo ;; esac
	mkdir -p "$dir/tr/LC_MESSAGES"
	msgunfmt "$mo" | msggrep -v -K -e '^seat letter of ' >"$dir/tr.po" || t_fail "msgunfmt"
	printf '\nmsgid "seat letter of South|S"\nmsgstr "%s"\n' "$2" >>"$dir/tr.po"
	printf '\nmsgid "seat letter of East|E"\nmsgstr "%s"\n' "$3" >>"$dir/tr.po"
	printf '\nmsgid "seat letter of North|N"\nmsgstr "%s"\n' "$4" >>"$dir/tr.po"
	printf '\nmsgid "seat letter of West|W"\nmsgstr "%s"\n' "$5" >>"$dir/tr.po"
	msgfmt -o "$dir/tr/LC_MESSAGES/tabletop.mo" "$dir/tr.po" || t_fail "msgfmt"
	echo "$dir"
}

STATE="thaayam players=2 capture=split turn=s phase=move scores=4,3 extra=0 s=0,-,-,- n=11,-,-,-"
TR=$(catalogue letters G D K B)
t_start 80 24 LANGUAGE=tr LC_ALL=C.UTF-8 TABLETOP_LOCALEDIR="$TR" -- thaayam --dice physical --state "$STATE"
t_wait "Güney: bir sayı"
t_has "G Güney" || t_fail "the panel does not show G for Güney"
t_has "K Kuzey" || t_fail "the panel does not show K for Kuzey"
th_cell e2 K1 || t_fail "North's piece on e2 is not K1"
th_cell c1 G1 || t_fail "South's piece on its palace is not G1"
t_screen | grep -q "│c1 *G│" || t_fail "South's palace is not marked G"
t_keys : 1+3 Enter # the notation as ever
t_wait "(T14)"
t_message | grep -q "K1" || t_fail "the capture message does not name K1: $(t_message)"
t_has "S 1+3" || t_fail "the log lost the notation's S"
t_has "(xN1)" || t_fail "the log lost the notation's N"
t_kill

# The throw-off lists the seats by the language's letters.
t_start 80 24 LANGUAGE=tr LC_ALL=C.UTF-8 TABLETOP_LOCALEDIR="$TR" -- thaayam --start
t_wait "(T6)"
t_screen | grep -q "G Güney" || t_fail "the throw-off does not list G Güney"
t_kill

# Two seats with the same letter: S E N W.
SAME=$(catalogue same G D G B)
t_start 80 24 LANGUAGE=tr LC_ALL=C.UTF-8 TABLETOP_LOCALEDIR="$SAME" -- thaayam --dice physical --state "$STATE"
t_wait "Güney: bir sayı"
t_has "S Güney" || t_fail "letters that clash were used"
t_pass
