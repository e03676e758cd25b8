#!/usr/bin/env bash
# Languages (issue 16), with a small test catalogue so that the test does
# not depend on the real ones: the locale's language is used (LANGUAGE,
# even under LC_ALL=C); the start menu's Language field switches every text
# at once and the choice is remembered in the settings; a rule reason with
# an argument (Q5, the square) comes in the chosen language; a catalogue in
# the folder "locale" next to the program is found without installing.
source "$(dirname "$0")/lib.sh"

mkdir -p "$T_DIR/locale/eu/LC_MESSAGES"
cat >"$T_DIR/eu.po" <<'PO'
msgid ""
msgstr ""
"Project-Id-Version: tabletop test\n"
"PO-Revision-Date: 2026-01-01 00:00+0000\n"
"Last-Translator: test\n"
"Language-Team: test\n"
"Language: eu\n"
"MIME-Version: 1.0\n"
"Content-Transfer-Encoding: 8bit\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

msgid "Choose a game"
msgstr "Aukeratu joko bat"

msgid "Language"
msgstr "Hizkuntza"

#, c-format
msgid "%s shows the opponent's mark (Q5)"
msgstr "%s kuboak aurkariaren ikurra du (Q5)"

#, c-format
msgid "%s: %s"
msgstr "%s: %s"
PO
msgfmt --check -o "$T_DIR/locale/eu/LC_MESSAGES/tabletop.mo" "$T_DIR/eu.po" ||
	t_fail "msgfmt failed"
CAT="TABLETOP_LOCALEDIR=$T_DIR/locale"

# The locale's language (LANGUAGE under C.UTF-8, the tests' locale).
t_start 80 24 "$CAT" LANGUAGE=eu --
t_wait "Aukeratu joko bat"
t_has "Hizkuntza" || t_fail "the Language field is not translated"
t_has "Euskara" || t_fail "the Language field does not show Euskara"
t_kill

# Chosen in the menu: Language is the seventh entry (just before Quit);
# Right cycles.
t_start 80 24 "$CAT" --
t_wait "Choose a game"
t_has "Language" || t_fail "no Language field"
t_keys Down Down Down Down Down Down Right
t_wait "Aukeratu joko bat"
t_has "Euskara" || t_fail "Euskara is not shown as the language"
t_keys q
t_wait "EXIT=0"
grep -qx "language=eu" "$T_DIR/config/tabletop/settings" ||
	t_fail "the language is not remembered in the settings"
t_kill

# Remembered: the next start is in Basque, even under the plain C locale
# (where gettext alone ignores LANGUAGE), and so are the games' reasons.
t_start 80 24 "$CAT" LC_ALL=C --
t_wait "Hizkuntza"
t_kill
t_start 80 24 "$CAT" -- quixo --start
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys : c5-c1 Enter
t_wait "c5-c1: c5 kuboak aurkariaren ikurra du (Q5)"
t_kill

# Back to English in the menu (the game above was kept for --resume, so a
# "Continue" entry comes first: Language is reached from Quit, the last).
t_start 80 24 "$CAT" --
t_wait "Aukeratu joko bat"
t_keys Down Down Down Down Down Down Down Down Down Down Up Left
t_wait "Choose a game"
t_keys q
t_wait "EXIT=0"
grep -qx "language=en" "$T_DIR/config/tabletop/settings" ||
	t_fail "English is not remembered"
t_kill

# Without TABLETOP_LOCALEDIR the program looks in the folder "locale" next
# to itself (the build tree), here a copy of the program in a folder of its
# own.
mkdir -p "$T_DIR/bin"
cp "$PROG" "$T_DIR/bin/tabletop"
cp -r "$T_DIR/locale" "$T_DIR/bin/locale"
PROG=$T_DIR/bin/tabletop
rm -f "$T_DIR/config/tabletop/settings"
t_start 80 24 LANGUAGE=eu --
t_wait "Aukeratu joko bat"
t_kill
t_pass
