#!/usr/bin/env bash
# Fails when a C file differs from what clang-format (.clang-format) makes of it.
set -u
bad=0
for f in "$@"; do
	if ! clang-format --style=file "$f" | cmp -s - "$f"; then
		echo "not formatted: $f (run: make format)" >&2
		bad=1
	fi
done
[ $bad -eq 0 ] && echo "format: $# files follow .clang-format"
exit $bad
