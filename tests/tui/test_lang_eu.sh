#!/usr/bin/env bash
# Basque (eu) at 80x24 under LANGUAGE=eu LC_ALL=eu_ES.UTF-8: the start menu,
# a Quixo game (set-up, play screen, a refused pick with its rule reason,
# Q5), a Thaayam game (throw-off, play screen, a refused move with its
# rule reason, T10) and the T11 refusal of `done` in both plural forms
# (one score / two scores still usable). Every text is checked whole, no
# line of any of these screens runs into the right edge, and the program
# notes no text it had to cut (TABLETOP_CUT_LOG).
# The catalogue is build/locale/eu/LC_MESSAGES/tabletop.mo (make builds it).
source "$(dirname "$0")/lib.sh"

CUTS=$T_DIR/cuts
EU=(LANGUAGE=eu LC_ALL=eu_ES.UTF-8 TABLETOP_CUT_LOG="$CUTS")
locale -a 2>/dev/null | grep -qix 'eu_ES.utf-\?8' ||
	t_fail "the eu_ES.UTF-8 locale is not generated on this machine"

# t_uncut WHAT: no line but the title and the board's rows (where the side
# panel wraps its texts into their box) reaches the right edge: the program
# draws a line's text at most to column 79 (cols - 2 from x = 1) and cuts
# what is longer there, so a translation that touches it was cut (or fills
# the line to the brim, which the catalogue avoids). The panel's texts are
# checked whole with t_wait instead.
t_uncut() {
	local line n=0 LC_ALL=C.UTF-8
	while IFS= read -r line; do
		n=$((n + 1))
		[ $n -eq 1 ] && continue
		case $line in *│*) continue ;; esac
		[ "${#line}" -ge 79 ] && t_fail "$1: line $n runs into the right edge: $line"
	done < <(t_screen)
	return 0
}

# The start menu.
t_start 80 24 "${EU[@]}" --
t_wait "Aukeratu joko bat"
t_has "bultzatu kuboak, osatu bosteko lerroa (2 edo 4 jokalari)" || t_fail "Quixo entry"
t_has "tamarindo-hazien lasterketa-jokoa (2-4 jokalari)" || t_fail "Thaayam entry"
t_has "Sartu partida batean edo ikusi" || t_fail "join entry"
t_has "? laguntza  q irten" || t_fail "menu key hints"
t_uncut "start menu"
t_keys Enter
t_wait "Quixo: partida berria"
t_has "Berdinketa errepikapenez" || t_fail "Quixo set-up"
t_has "s hasi  ? laguntza" || t_fail "the set-up key hints lose their end"
t_uncut "Quixo set-up"
t_keys Escape
t_wait "Aukeratu joko bat"
t_keys q
t_wait "EXIT=0"
t_kill

# Quixo, two players: Cross takes c1 (the ends are shown), steps back and
# types c1-a1; then Circle may not take a1 (Q5).
t_start 80 24 "${EU[@]}" -- quixo --start
t_wait "Txanda: Gurutzea (X). Aukeratu hartu nahi duzun kuboa."
t_has "Quixo: bi jokalari" || t_fail "Quixo title"
t_has "1. jokaldia" || t_fail "move number"
t_uncut "Quixo play screen"
t_keys Enter
t_wait "Aukeratu kuboa sartuko den muturra (nabarmenduta)."
t_keys Escape
t_keys : c1-a1 Enter
t_wait "Txanda: Zirkulua (O). Aukeratu hartu nahi duzun kuboa."
t_keys : a1-a5 Enter
t_wait "a1-a5: a1 laukiko kuboak aurkariaren marka du (Q5)"
t_uncut "Quixo rule reason"
t_keys q
t_wait "Irten? s: gorde eta irten, b: irten gorde gabe, e: jarraitu"
t_keys y
t_wait "EXIT=0"
t_kill

# Thaayam: the throw-off screen, then the first throw.
t_start 80 24 "${EU[@]}" -- thaayam --start --seed 3
t_wait "Thaayam: nor hasiko da? (T6)"
t_has "Jaurtiketa bana: gehien lortzen duena hasiko da; berdinduek, berriz." ||
	t_fail "throw-off explanation"
t_has "Hegoa: sakatu Enter jaurtitzeko." || t_fail "throw-off prompt"
t_uncut "Thaayam throw-off"
t_kill

# Thaayam: South's only piece on d2 (index 22), scores 8 and 1 (as in
# test_thaayam_forfeit.sh). `done` is refused: one score can still be used
# (singular); the 8 would pass the castle (T10).
t_start 80 24 "${EU[@]}" -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=8,1 extra=0 s=22,#,#,# n=-,-,-,-"
t_wait "Hegoa: aukeratu puntuazio bat (1 2 3 4 8) eta fitxa bat (Tab)."
t_has "Thaayam: 2 jokalari, harrapatutako bikiak: banatuta" || t_fail "Thaayam title"
t_has "Puntuak:" || t_fail "scores label"
t_uncut "Thaayam play screen"
t_keys : "done" Enter
t_wait "done: oraindik puntuazio 1 erabil daiteke (adib. 1+1); done gero (T11)"
t_keys 8 Tab Enter
t_wait "1+8: 8 batekin 1. fitxa gaztelua pasatuko litzateke (T10)"
# the side panel shows the reason whole too, on two lines
t_has "8 batekin 1. fitxa gaztelua" || t_fail "the panel's reason"
t_has "pasatuko litzateke (T10)" || t_fail "the panel's reason is cut"
t_uncut "Thaayam rule reason"
t_keys Escape 1 Tab Enter
# the action in words, its notation after it unless the catalogue leaves
# it to the log (issue 25; test_thaayam_words_lang.sh), then the forfeit
notation=$(t_tr eu "notation in messages|yes")
[ "${notation##*|}" = no ] || t_wait "(1+1)"
t_wait "8 galduta (T11)."
t_wait "S 1+1 (galduta: 8)"
t_uncut "Thaayam forfeit"
t_kill

# Plural: South's piece on index 5 can use both the 4 and the 1.
t_start 80 24 "${EU[@]}" -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=4,1 extra=0 s=5,#,#,# n=-,-,-,-"
t_wait "Hegoa: aukeratu puntuazio bat"
t_keys : "done" Enter
t_wait "done: oraindik 2 puntuazio erabil daitezke (adib. 1+1); done gero (T11)"
t_uncut "Thaayam plural reason"
t_keys q
t_wait "Irten? s: gorde eta irten"
t_keys y
t_wait "EXIT=0"
# the program notes every text it had to cut (TABLETOP_CUT_LOG): none
if [ -s "$CUTS" ]; then
	sort -u "$CUTS" | head -10 >&2
	t_fail "texts cut at 80x24 in Basque"
fi
t_pass
