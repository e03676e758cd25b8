#!/usr/bin/env bash
# The translations (docs/translating.md): po/tabletop.pot is what xgettext
# finds in the sources now ($BUILD/po/tabletop.pot, made by `make check`),
# and every catalogue of po/LINGUAS is complete: no untranslated or fuzzy
# message, as it is and once merged with the template (msgfmt --check).
set -u
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
fresh=$BUILD/po/tabletop.pot
status=0

# The messages only: no places (#: lines shift with every edit), no date.
messages() { sed -e '/^#: /d' -e '/^"POT-Creation-Date: /d' "$1"; }

if [ ! -f "$fresh" ]; then
	echo "po: $fresh is missing (make check makes it)" >&2
	exit 1
fi
if [ ! -f po/tabletop.pot ]; then
	echo "po: po/tabletop.pot is missing: run make pot" >&2
	exit 1
fi
if ! diff -u <(messages po/tabletop.pot) <(messages "$fresh") >"$BUILD/po/pot.diff"; then
	echo "po: po/tabletop.pot is stale against the sources: run make pot" >&2
	echo "    (and msgmerge the catalogues; see $BUILD/po/pot.diff)" >&2
	head -20 "$BUILD/po/pot.diff" >&2
	status=1
fi

# Prints the problems of a catalogue's statistics line, nothing when none.
problems() { # FILE
	local stats
	if ! stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$1" 2>&1); then
		echo "$stats"
		return
	fi
	case $stats in *fuzzy* | *untranslated*) echo "$stats" ;; esac
}

linguas=${LINGUAS-$(sed -e 's/#.*//' po/LINGUAS 2>/dev/null)}
n=0
for lang in $linguas; do
	n=$((n + 1))
	po=po/$lang.po
	if [ ! -f "$po" ]; then
		echo "po: $lang is in po/LINGUAS but $po is missing" >&2
		status=1
		continue
	fi
	p=$(problems "$po")
	if [ -n "$p" ]; then
		echo "po: $po: $p" >&2
		status=1
		continue
	fi
	merged=$BUILD/po/$lang.merged.po
	if ! msgmerge --quiet --no-fuzzy-matching -o "$merged" "$po" po/tabletop.pot; then
		echo "po: $po does not merge with po/tabletop.pot" >&2
		status=1
		continue
	fi
	p=$(problems "$merged")
	if [ -n "$p" ]; then
		echo "po: $po is stale against po/tabletop.pot (msgmerge it): $p" >&2
		status=1
	fi
done
[ $status -eq 0 ] && echo "po: the template is current; $n catalogue(s) complete"
exit $status
