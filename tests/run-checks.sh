#!/usr/bin/env bash
# Runs every test of `make check`: format and purity checks, protocol session
# files, terminal (tmux) tests, the shell completion, then the cmocka unit
# tests, and prints a total `check: N passed, N failed, N skipped` (CI reads
# it). A step that exits 77 could not run here (e.g. no clang for the fuzz
# step): skipped, not passed.
# Usage: tests/run-checks.sh UNIT_BINARY...   (BUILD names the build folder)
set -u
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
export BUILD
passed=0
failed=0
skipped=0
failures=()
skips=()
times=() # how long each step took, printed at the end (the slowest first)
# A step may name what failed inside it, a line each, in CHECK_REPORT (the
# tmux runner does): printed last, as CI shows only the end of a run.
CHECK_REPORT=$(mktemp "${TMPDIR:-/tmp}/tabletop-check-report.XXXXXX") || exit 1
export CHECK_REPORT
trap 'rm -f "$CHECK_REPORT"' EXIT

step() { # name command...
	local name=$1 rc start=$SECONDS
	shift
	"$@"
	rc=$?
	times+=("$((SECONDS - start)) s  $name")
	if [ $rc -eq 0 ]; then
		passed=$((passed + 1))
	elif [ $rc -eq 77 ]; then
		skipped=$((skipped + 1))
		skips+=("$name")
	else
		failed=$((failed + 1))
		failures+=("$name")
	fi
}

step format bash tests/check-format.sh $(find src include tests tools -name '*.[ch]' | sort)
step purity bash tests/check-purity.sh

for suite in tests/protocol/run.sh tests/tui/run.sh; do
	[ -f "$suite" ] && step "$suite" bash "$suite"
done

# The bash completion (completion/tabletop.bash) under bash-completion.
step completion bash tests/completion/test_completion.sh

# The catalogues of po/LINGUAS: complete, and current with the sources.
step po bash tests/check-po.sh

# Machine formats are the same under every locale (issue 16): the protocol
# session files and the random-game tests again under Turkish (where
# toupper('i') is not 'I') and under a locale with a decimal comma.
locale_run() { # LOCALE command...
	local loc=$1
	shift
	if ! locale -a 2>/dev/null | grep -qix "$(echo "$loc" | sed 's/UTF-8/utf8/')"; then
		echo "locales: $loc is not installed (make check generates it: mk/deps.sh check)" >&2
		return 1
	fi
	"$@"
}
for loc in tr_TR.UTF-8 de_DE.UTF-8; do
	step "protocol under $loc" locale_run "$loc" env PROTOCOL_LC_ALL="$loc" \
		bash tests/protocol/run.sh
	for t in "$@"; do
		case $t in */test_thaayam_random | */test_record)
			step "$t under $loc" locale_run "$loc" env LC_ALL="$loc" "$t" ;;
		esac
	done
done

if [ "${SANITIZE:-}" = 1 ] && [ -f tests/fuzz/run.sh ]; then
	step fuzz bash tests/fuzz/run.sh
fi

for t in "$@"; do
	step "$t" "$t"
done

echo
printf '%s\n' "${times[@]}" | sort -rn | head -8 | sed 's/^/slowest: /'
if [ $skipped -gt 0 ]; then
	printf 'SKIPPED: %s\n' "${skips[@]}"
fi
if [ $failed -gt 0 ]; then
	printf 'FAILED: %s\n' "${failures[@]}"
	sed 's/^/FAILED IN IT: /' "$CHECK_REPORT"
fi
echo "check: $passed passed, $failed failed, $skipped skipped"
[ $failed -eq 0 ]
