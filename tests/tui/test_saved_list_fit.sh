#!/usr/bin/env bash
# The saved games' list fits 80x24 and the compact 60x20 in every language
# built (as test_language_fit.sh): its title, headings, lines, counts and
# key line are drawn without a cut (TABLETOP_CUT_LOG stays empty; a name or
# players too long for their column end in an ellipsis, which is no cut).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/saved_lib.sh"
sv_folder

languages=$(t_languages)

for lang in $languages; do
	tr_() { t_tr "$lang" "$1"; } # the text a message has in this language
	for size in "80 24" "60 20"; do
		cuts=$T_DIR/cuts.$lang.${size/ /x}
		: >"$cuts"
		env=(LANGUAGE="$lang" TABLETOP_CUT_LOG="$cuts")
		t_start $size "${env[@]}" -- quixo --start
		t_wait "1"
		t_keys o
		t_wait "$(tr_ "Open a saved game")"
		t_wait "zed.ttrec"
		for h in Name Game Players Date; do
			t_has "$(tr_ "$h")" || t_fail "no heading $h in $lang at $size"
		done
		# the lines show the names whole or cut with an ellipsis
		t_has "ana-be" || t_fail "no ana-be line in $lang at $size"
		# the count, a filter that matches nothing, the notice of Tab
		t_keys q
		t_wait "q"
		t_keys Tab
		t_keys BSpace
		t_wait "zed.ttrec"
		t_kill
		if [ -s "$cuts" ]; then
			echo "texts cut at $size in $lang:" >&2
			sort -u "$cuts" | head -20 >&2
			t_fail "the saved games' list does not fit $size in $lang"
		fi
	done
done
t_pass
