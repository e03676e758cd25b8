#!/usr/bin/env bash
# Every screen fits 80x24 in every language (issue 16): the start menu and
# its help, both set-up screens, a Quixo game with a refused move and its
# help, a Thaayam game's throw-off and its help, in English and in each
# language of po/LINGUAS that is built. The program notes every text it
# had to cut (TABLETOP_CUT_LOG); there must be none. Help pages are paged
# through to the end (they scroll, so nothing is lost).
source "$(dirname "$0")/lib.sh"

languages=$(t_languages)

for lang in $languages; do
	tr_() { t_tr "$lang" "$1"; } # the text a message has in this language
	cuts=$T_DIR/cuts.$lang
	: >"$cuts"
	# a state folder per language: a game kept by one language's run (a
	# "Continue" entry in the start menu) does not change the next one's
	mkdir -p "$T_DIR/state.$lang"
	env=(LANGUAGE="$lang" TABLETOP_CUT_LOG="$cuts" XDG_STATE_HOME="$T_DIR/state.$lang")
	pages() { # pages through a help page to its end, then closes it
		t_keys NPage NPage NPage NPage NPage NPage NPage NPage
		t_keys Escape
	}

	t_start 80 24 "${env[@]}" --
	t_wait "$(tr_ "Choose a game")"
	t_keys "?"
	t_wait "$(tr_ "tabletop: help")"
	pages
	t_wait "$(tr_ "Choose a game")"
	t_keys Enter
	t_wait "$(tr_ "Quixo: new game")"
	t_keys "?"
	t_wait "$(tr_ "Quixo: help")"
	pages
	t_wait "$(tr_ "Quixo: new game")"
	t_keys Escape
	t_wait "$(tr_ "Choose a game")"
	t_keys Down Enter
	t_wait "$(tr_ "Thaayam: new game")"
	t_keys Escape
	t_wait "$(tr_ "Choose a game")"
	t_kill

	t_start 80 24 "${env[@]}" -- quixo --start
	t_keys : c1-c5 Enter
	t_wait "1. c1-c5"
	t_keys : c5-c1 Enter
	t_wait "(Q5)"
	t_keys "?"
	t_wait "$(tr_ "Quixo: help")"
	pages
	t_kill

	t_start 80 24 "${env[@]}" -- thaayam --start
	t_wait "(T6)"
	t_keys "?"
	t_wait "$(tr_ "Thaayam: help")"
	pages
	t_wait "(T6)"
	t_kill

	if [ -s "$cuts" ]; then
		echo "texts cut at 80x24 in $lang:" >&2
		sort -u "$cuts" | head -20 >&2
		t_fail "a text does not fit 80x24 in $lang"
	fi
done
t_pass
