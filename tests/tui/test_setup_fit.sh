#!/usr/bin/env bash
# The games' set-up screens at 60x20 in every language that is built: a
# value too long for the place after the labels (Basque "beste terminal bat
# (antolatua)", "another terminal (hosted)"; Thaayam's "split: two single
# pieces (T19)" in English) starts further left on its row, so it is shown
# whole with its arrows, and no label or value of the form is cut (the
# program notes every text it had to cut, TABLETOP_CUT_LOG; there must be
# none on the form's rows, 2 to 16: the hint and legend lines under it are
# texts of their own, too long in some languages at 60 columns).
source "$(dirname "$0")/lib.sh"

# shown_whole TEXT: a row shows "< TEXT >" whole (arrows included).
shown_whole() {
	t_wait "◀ $1 ▶"
}
# goto_row LABEL: Down until the cursor (at the left) is on LABEL's row.
goto_row() {
	local i
	for ((i = 0; i < 20; i++)); do
		t_screen | grep -q "^  ▶ $1" && return 0
		t_keys Down
		sleep 0.1
	done
	t_fail "no row $1"
}
# step_to TEXT: Right on the current row until it shows TEXT (at most 8).
step_to() {
	local i
	for ((i = 0; i < 8; i++)); do
		t_has "$1" && return 0
		t_keys Right
		sleep 0.1
	done
	t_has "$1" || t_fail "no value $1 on this row"
}

for lang in $(t_languages); do
	cuts=$T_DIR/cuts.$lang
	: >"$cuts"
	hosted=$(t_tr "$lang" "another terminal (hosted)")
	# Quixo: the X player on another terminal
	t_start 60 20 LANGUAGE="$lang" TABLETOP_CUT_LOG="$cuts" -- quixo
	t_wait "$(t_tr "$lang" "Quixo: new game")"
	t_keys Down Left
	shown_whole "$hosted"
	t_has "$(t_tr "$lang" "X player")" || t_fail "the X player's label is cut in $lang"
	t_kill
	# Thaayam: South on another terminal; a captured twin kept whole, its
	# widest value
	t_start 60 20 LANGUAGE="$lang" TABLETOP_CUT_LOG="$cuts" -- thaayam
	t_wait "$(t_tr "$lang" "Thaayam: new game")"
	t_keys Down
	step_to "$hosted"
	shown_whole "$hosted"
	goto_row "$(t_tr "$lang" "Captured twin")"
	step_to "$(t_tr "$lang" "whole: stays a twin (T19)")"
	shown_whole "$(t_tr "$lang" "whole: stays a twin (T19)")"
	t_kill
	form_cuts=$(awk -F, '$1 >= 2 && $1 <= 16' "$cuts" | sort -u)
	if [ -n "$form_cuts" ]; then
		echo "$T_NAME: FAIL: texts of the form cut in $lang at 60x20:" >&2
		echo "$form_cuts" >&2
		exit 1
	fi
done
t_pass
