#!/usr/bin/env bash
# Runs the terminal (tmux) tests of tests/tui/test_*.sh against
# $BUILD/tabletop and prints 'tui: N passed, N failed'.
set -u
cd "$(dirname "$0")/../.."
export BUILD=${BUILD:-build}
passed=0
failed=0
# TUI_SKIP=1 skips them (exit 77: counted as skipped by make check): the
# Debian package's build does, as the tests need tmux and wait on screens
# against the clock, which a busy build machine cannot promise.
if [ "${TUI_SKIP:-0}" = 1 ]; then
	echo "tui: skipped (TUI_SKIP=1): the terminal tests were not run"
	exit 77
fi
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
# The tests wait on the screen most of the time: TUI_JOBS of them (3 by
# default) run at once, each on its own tmux server, HOME and folders; their
# output is printed whole, test by test, in order. The failures are named
# again at the end with the line that says why, and, when make check runs
# this (CHECK_REPORT names a file), in that file too: CI shows only the last
# lines of a run.
jobs_max=${TUI_JOBS:-3}
case $jobs_max in '' | *[!0-9]* | 0) jobs_max=1 ;; esac
out=$(mktemp -d "${TMPDIR:-/tmp}/tabletop-tui-run.XXXXXX")
trap 'rm -rf "$out"' EXIT
tests=(tests/tui/test_*.sh)
for t in "${tests[@]}"; do
	while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do
		wait -n
	done
	name=$(basename "$t" .sh)
	{
		if bash "$t" >"$out/$name.log" 2>&1; then
			: >"$out/$name.ok"
		fi
	} &
done
wait
for t in "${tests[@]}"; do
	name=$(basename "$t" .sh)
	cat "$out/$name.log" 2>/dev/null
	if [ -e "$out/$name.ok" ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
	fi
done
for t in "${tests[@]}"; do
	name=$(basename "$t" .sh)
	[ -e "$out/$name.ok" ] && continue
	why=$(grep -m1 -E ': FAIL: |^[^ ]*: line [0-9]+: ' "$out/$name.log" 2>/dev/null)
	line="$t: ${why:-failed (its log above says no more)}"
	echo "tui: FAILED $line" >&2
	if [ -n "${CHECK_REPORT:-}" ]; then
		echo "$line" >>"$CHECK_REPORT"
	fi
done
echo "tui: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
