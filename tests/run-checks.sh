#!/usr/bin/env bash
# Runs every test of `make check`: format and purity checks, protocol session
# files, terminal (tmux) tests, then the cmocka unit tests, and prints a total.
# Usage: tests/run-checks.sh UNIT_BINARY...   (BUILD names the build folder)
set -u
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
export BUILD
passed=0
failed=0
failures=()

step() { # name command...
	local name=$1
	shift
	if "$@"; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		failures+=("$name")
	fi
}

step format bash tests/check-format.sh $(find src include tests -name '*.[ch]' | sort)
step purity bash tests/check-purity.sh

for suite in tests/protocol/run.sh tests/tui/run.sh; do
	[ -f "$suite" ] && step "$suite" bash "$suite"
done

if [ "${SANITIZE:-}" = 1 ] && [ -f tests/fuzz/run.sh ]; then
	step fuzz bash tests/fuzz/run.sh
fi

for t in "$@"; do
	step "$t" "$t"
done

echo
if [ $failed -gt 0 ]; then
	printf 'FAILED: %s\n' "${failures[@]}"
fi
echo "check: $passed passed, $failed failed"
[ $failed -eq 0 ]
