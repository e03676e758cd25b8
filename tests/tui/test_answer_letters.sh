#!/usr/bin/env bash
# Yes/no answers in the language's own letters (issue 25 item 12): the
# catalogue's "the key for yes|y" and "the key for no|n" (Basque b/e for
# bai/ez, Turkish e/h for evet/hayır) are shown in the question and on the
# key line and answer it; y and n are always accepted too. A letter the
# prompt uses for another key (the quit prompt's s: save) is not used:
# y or n is shown there instead. The real catalogues with the letters
# added (kept as they are when they have them already), so the test holds
# before and after the letters are translated (the test's letters replace
# the catalogue's own).
source "$(dirname "$0")/lib.sh"

# Basque: the start menu's question (Ctrl-C), e goes on, b quits.
EU=$(t_catalogue eu b e)
t_start 80 24 LANGUAGE=eu LC_ALL=C.UTF-8 TABLETOP_LOCALEDIR="$EU" --
t_wait "Aukeratu joko bat"
t_keys C-c
t_wait "(b/e)"
t_has "b bai  e ez" || t_fail "eu: the menu question's key line: $(t_screen | tail -2)"
t_keys e
t_wait_not "(b/e)"
t_has "Aukeratu joko bat" || t_fail "eu: e (ez) did not keep the menu"
t_keys C-c
t_wait "(b/e)"
t_keys b
t_wait "EXIT=0"
t_kill

# Basque in a game: the quit prompt shows b/e beside s; e goes on, n too,
# y quits (always accepted).
t_start 80 24 LANGUAGE=eu LC_ALL=C.UTF-8 TABLETOP_LOCALEDIR="$EU" -- quixo --start
t_wait "Gurutzea (X)"
t_keys q
t_wait "Irten? s: gorde eta irten, b: irten gorde gabe, e: jarraitu"
t_has "s gorde eta irten  b irten gorde gabe  e jarraitu" ||
	t_fail "eu: the quit prompt's key line: $(t_screen | tail -2)"
t_keys e
t_wait_not "b: irten gorde gabe"
t_keys q
t_wait "b: irten gorde gabe"
t_keys n
t_wait_not "b: irten gorde gabe"
t_keys q
t_wait "b: irten gorde gabe"
t_keys y
t_wait "EXIT=0"
t_kill

# Turkish: e (evet) quits, h (hayır) goes on.
TR=$(t_catalogue tr e h)
t_start 80 24 LANGUAGE=tr LC_ALL=C.UTF-8 TABLETOP_LOCALEDIR="$TR" -- quixo --start
t_wait "(X)"
t_keys q
t_wait "s: kaydet ve çık, e: kaydetmeden çık, h: devam et"
t_has "s kaydet ve çık  e kaydetmeden çık  h devam" ||
	t_fail "tr: the quit prompt's key line: $(t_screen | tail -2)"
t_keys h
t_wait_not "e: kaydetmeden çık"
t_keys q
t_wait "e: kaydetmeden çık"
t_keys e
t_wait "EXIT=0"
t_kill

# A yes letter that is the quit prompt's s (save): y there, s saves.
SS=$(t_catalogue tr s h)
t_start 80 24 LANGUAGE=tr LC_ALL=C.UTF-8 TABLETOP_LOCALEDIR="$SS" --
t_wait "Bir oyun seçin"
t_keys C-c
t_wait "kapatılsın mı? (s/h)"
t_keys h
t_wait_not "(s/h)"
t_kill
t_start 80 24 LANGUAGE=tr LC_ALL=C.UTF-8 TABLETOP_LOCALEDIR="$SS" -- quixo --start
t_wait "(X)"
t_keys q
t_wait "s: kaydet ve çık, y: kaydetmeden çık, h: devam et"
t_pass
