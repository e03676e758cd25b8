#!/usr/bin/env bash
# The pictures the README shows (docs/pictures/*.svg) are the program's own
# drawing of the records beside them, as `make pictures` makes them: the
# committed files are up to date and well-formed.
source "$(dirname "$0")/lib.sh"
command -v xmllint >/dev/null 2>&1 || t_fail "xmllint is missing (apt-get install libxml2-utils)"
cd "$ROOT" || t_fail "no source tree"
check() { # NAME [OPTION]...
	local name=$1
	shift
	xmllint --noout "docs/pictures/$name.svg" || t_fail "$name.svg is not well-formed"
	env $T_ENV LC_ALL=C "$PROG" picture "docs/pictures/$name.ttrec" "$@" -o - |
		cmp -s - "docs/pictures/$name.svg" ||
		t_fail "docs/pictures/$name.svg is out of date: run make pictures"
}
check quixo-example
check thaayam-example --ply 194
grep -qF "docs/pictures/quixo-example.svg" README.md || t_fail "the README shows no picture"
t_pass
