#!/usr/bin/env bash
# The program in Turkish (LANGUAGE=tr, LC_ALL=tr_TR.UTF-8) at 80x24: the
# start menu, a Quixo game and a Thaayam game with translated text, rule
# reasons in Turkish (Q7, T11), a count in a plural message, no line cut,
# and notation that still works under the Turkish locale (where toupper('i')
# is not 'I'): a Quixo move typed in mixed case, twin1&2 (with an i).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
TR="LANGUAGE=tr LC_ALL=tr_TR.UTF-8"

[ -f "$(dirname "$PROG")/locale/tr/LC_MESSAGES/tabletop.mo" ] ||
	t_fail "no Turkish catalogue next to $PROG (locale/tr/LC_MESSAGES/tabletop.mo)"
locale -a 2>/dev/null | grep -qi '^tr_TR\.utf-\?8$' ||
	t_fail "the tr_TR.UTF-8 locale is not generated on this machine"

# t_uncut: nothing on the screen is cut off at the right: every [ button ]
# is closed, every ◀ choice ▶ too, and the message and key lines (rows 23
# and 24, cut at column 79 when too long) end before the right margin.
t_uncut() {
	local LC_ALL=C.UTF-8 line n=0 open close rows
	rows=$(t_screen)
	while IFS= read -r line; do
		n=$((n + 1))
		[ ${#line} -le 80 ] || t_fail "line $n is wider than 80 columns"
		open=${line//[^\[]/}
		close=${line//[^\]]/}
		[ ${#open} -eq ${#close} ] || t_fail "line $n is cut: $line"
		case $line in
		*◀*) case $line in *◀*▶) ;; *) t_fail "line $n is cut: $line" ;; esac ;;
		esac
	done <<<"$rows"
	for n in 23 24; do
		line=$(sed -n ${n}p <<<"$rows")
		[ ${#line} -lt 79 ] || t_fail "line $n fills the row, so it is cut: $line"
	done
}

# The start menu.
t_start 80 24 $TR --
t_wait "Bir oyun seçin"
t_has "Quixo      küpleri it, beşli sıra yap (2 ya da 4 oyuncu) ]" ||
	t_fail "the Quixo entry is not in Turkish"
t_has "Thaayam    demirhindi çekirdekleriyle yarış oyunu (2-4 oyuncu) ]" ||
	t_fail "the Thaayam entry is not in Turkish"
t_has "[ Bir oyuna katıl ya da izle ]" || t_fail "the join entry is not in Turkish"
t_has "Enter seç  ? yardım  q çık" || t_fail "the key line is not in Turkish"
t_uncut
t_keys C-c
t_wait "tabletop kapatılsın mı? (e/h)"
t_keys y
t_wait "EXIT=0"
t_kill

# Quixo, two players: the set-up screen, then the game.
t_start 80 24 $TR -- quixo
t_wait "Quixo: yeni oyun"
t_has "X oyuncusu" || t_fail "the set-up screen is not in Turkish"
t_has "[Çarpı]" || t_fail "the default name of X is not in Turkish"
t_has "Tekrarla beraberlik" || t_fail "the set-up screen is not in Turkish"
t_uncut
t_keys s
t_wait "Sıra: Çarpı (X). Alınacak bir küp seçin."
t_has "Quixo: iki oyuncu" || t_fail "the title is not in Turkish"
t_has "Oyuncular" || t_fail "the panel is not in Turkish"
t_uncut
# A rule reason from the rules library, typed in notation.
t_keys : a1-a1 Enter
t_wait "a1-a1: küp alındığı yere geri konamaz (Q7)"
t_uncut
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_wait "Sıra: Daire (O). Alınacak bir küp seçin."
# The help screen scrolls; its first page is in Turkish and not cut.
t_keys '?'
t_wait "Quixo: yardım"
# (the help's text changed in issue 25, "neutral" cube: it is Turkish again
# once the catalogue translates the new text)
if grep -qF "neutral (no mark on top) or shows your" "$ROOT/po/tr.po"; then
	t_has "TUŞLAR" || t_fail "the help is not in Turkish"
fi
t_has "Yukarı/Aşağı kaydır  Esc kapat" || t_fail "the help keys are not in Turkish"
t_uncut
t_keys Escape
t_wait "Sıra: Daire (O)."
# Hang up, then resume a game kept five minutes ago: a count in a plural
# message (Turkish says "5 dakika" in both forms).
t_hangup quixo
touch -d '-5 minutes' "$T_DIR/state/tabletop/quixo-current.ttrec"
t_start 80 24 $TR -- quixo --resume
t_wait "1. c1-c5"
t_screen | grep -Eq "^ Kaldığı yerden sürüyor \(saklandı: [0-9]{2}:[0-9]{2}, 5 dakika önce\)\.$" ||
	t_fail "the resumed notice with its count is not in Turkish"
t_uncut
t_keys q
t_wait "Çıkılsın mı? s: kaydet ve çık, e: kaydetmeden çık, h: devam et"
t_uncut
t_keys n
t_wait_not "Çıkılsın mı?"
t_hangup quixo

# Quixo, four players: a move typed with upper-case squares and the dot in
# lower case is read with ASCII case rules, also under the Turkish locale,
# and recorded in the strict notation (squares lower case, the dot upper).
t_start 80 24 $TR -- quixo --players 4 --start
t_wait "Sıra: Güney (X). Alınacak bir küp seçin."
t_has "Quixo: dört oyuncu, iki takım" || t_fail "the title is not in Turkish"
t_uncut
t_keys : C1-C5/s Enter
t_wait "1. S c1-c5/S"
t_wait "Sıra: Batı (O). Alınacak bir küp seçin."
t_uncut
t_hangup quixo

# Thaayam: a capture by keys, said in Turkish with its rules.
t_start 80 24 $TR -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=4,3 extra=0 s=0,-,-,- n=11,-,-,-"
t_wait "Güney: bir sayı (1 2 3 4 8) ve bir taş (Tab) seçin."
t_has "Thaayam: 2 oyuncu, yenen ikiz ayrılır" || t_fail "the title is not in Turkish"
t_has "Sayılar:" || t_fail "the panel is not in Turkish"
t_uncut
t_keys 3 Tab
# the action in words (issue 25), as the catalogue has it
words=$(t_tr tr "piece %d moves %d")
words=${words/\%d/1}
words=${words/\%d/3}
t_wait "$words"
# North's letter as the catalogue has it (K for Kuzey once translated; the
# notation, the move log, keeps N: test_seat_letters.sh)
north=$(t_tr tr "seat letter of North|N")
north=${north##*|}
t_has "${north}1" || t_fail "the preview does not name the piece captured"
t_keys Enter
t_wait "(T14)"
# the notation after the words unless the catalogue leaves it to the log
# ("notation in messages|yes": no; test_thaayam_words_lang.sh)
notation=$(t_tr tr "notation in messages|yes")
if [ "${notation##*|}" = no ]; then
	t_has "(1+3)" && t_fail "the notation is in the message"
else
	t_has "(1+3)" || t_fail "the capture does not name the action"
fi
waiting=$(t_tr tr " waiting:%s")
# the pieces one by one ("bekleyen: 1 2 3 4"), under the name when longer
t_screen | grep -A1 "$north Kuzey" | grep -qF -- "${waiting/\%s/ 1 2 3 4}" ||
	t_fail "North's piece is not shown off the board"
t_uncut
# done with a score still usable: a reason with a count (T11).
t_keys : done Enter
t_wait "done: sayılardan 1 tanesi hâlâ kullanılabilir (örneğin 1+4)"
t_keys '?'
t_wait "Thaayam: yardım"
t_has "Atış aşaması: Enter ya da Boşluk dört çekirdeği atar" ||
	t_fail "the help is not in Turkish"
t_uncut
t_keys Escape
t_wait_not "Thaayam: yardım"
t_hangup thaayam

# Thaayam: twin1&2 (an i in the notation) under the Turkish locale.
t_start 80 24 $TR -- thaayam --state \
	"thaayam players=2 capture=split turn=s phase=move scores=1,4 extra=0 s=8,8,-,- n=-,-,-,-"
t_wait "Güney: bir sayı (1 2 3 4 8) ve bir taş (Tab) seçin."
t_keys : twin1\&2 Enter
t_wait "Güney: taş 1 ile 2 ikiz olur (T16)."
t_uncut
# Quit without saving (then leave the set-up screen, where there is one).
t_keys q
t_wait "Çıkılsın mı? s: kaydet ve çık, e: kaydetmeden çık, h: devam et"
t_uncut
t_keys y
for ((i = 0; i < 200; i++)); do
	t_has "EXIT=0" && break
	if t_has "Thaayam: yeni oyun"; then
		t_keys q
		break
	fi
	sleep 0.05
done
t_wait "EXIT=0"
t_pass
