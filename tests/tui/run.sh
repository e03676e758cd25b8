#!/usr/bin/env bash
# Runs the terminal (tmux) tests of tests/tui/test_*.sh against
# $BUILD/tabletop and prints 'tui: N passed, N failed'.
set -u
cd "$(dirname "$0")/../.."
export BUILD=${BUILD:-build}
passed=0
failed=0
if ! command -v tmux >/dev/null 2>&1; then
	echo "tui: tmux is missing (apt-get install tmux)" >&2
	echo "tui: 0 passed, 1 failed"
	exit 1
fi
if [ ! -x "$BUILD/tabletop" ] && [ ! -x "$BUILD" ]; then
	echo "tui: $BUILD/tabletop is not built" >&2
	echo "tui: 0 passed, 1 failed"
	exit 1
fi
for t in tests/tui/test_*.sh; do
	if bash "$t"; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "tui: FAILED $t" >&2
	fi
done
echo "tui: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
