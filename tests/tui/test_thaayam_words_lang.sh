#!/usr/bin/env bash
# A language whose catalogue says "no" to "notation in messages|yes" has
# Thaayam's messages in words alone (issue 25, play-test: "enter1", "off3"
# and "(1+3)" were left in Turkish and Basque messages); the move log keeps
# the notation. English keeps "(1+3)" after the words. The real Turkish
# catalogue with that one answer set by the test.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
dir=$T_DIR/locale
mo=$ROOT/$BUILD/locale/tr/LC_MESSAGES/tabletop.mo
case $BUILD in /*) mo=$BUILD/locale/tr/LC_MESSAGES/tabletop.mo ;; esac
mkdir -p "$dir/tr/LC_MESSAGES"
msgunfmt "$mo" | msggrep -v -K -e '^notation in messages|' >"$T_DIR/tr.po" || t_fail "msgunfmt"
printf '\nmsgid "notation in messages|yes"\nmsgstr "no"\n' >>"$T_DIR/tr.po"
msgfmt -o "$dir/tr/LC_MESSAGES/tabletop.mo" "$T_DIR/tr.po" || t_fail "msgfmt"

STATE="thaayam players=2 capture=split turn=s phase=move scores=4,3 extra=0 s=0,-,-,- n=11,-,-,-"
# status: the message (under the board, or at the foot of the panel),
# the prompt and the keys.
status() { t_message; }
t_start 80 24 LANGUAGE=tr LC_ALL=C.UTF-8 TABLETOP_LOCALEDIR="$dir" -- thaayam --dice physical --state "$STATE"
t_wait "Güney: bir sayı"
t_keys 3 Tab Enter
t_wait "(T14)"
status | grep -q "1+3" && t_fail "the notation is in the message: $(status)"
status | grep -q "taş 1, 3 ilerler" || t_fail "the action is not in words: $(status)"
t_has "S 1+3" || t_fail "the log lost the notation"
t_kill

t_start 80 24 -- thaayam --dice physical --state "$STATE"
t_wait "South: choose a score"
t_keys 3 Tab Enter
t_wait "South: piece 1 moves 3 (1+3), capturing N1 (T14)"
th_quit
t_pass
