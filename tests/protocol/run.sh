#!/usr/bin/env bash
# Runs the engine protocol session files (tests/protocol/*.tst) against
# $BUILD/tabletop: see tests/protocol/README for the file format.
# Usage: BUILD=build tests/protocol/run.sh [FILE.tst]...
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
BUILD=${BUILD:-build}
prog="$root/$BUILD/tabletop"
if [ ! -x "$prog" ]; then
	echo "protocol: $prog not built" >&2
	exit 1
fi
if [ $# -eq 0 ]; then
	set -- "$here"/*.tst
fi
exec perl "$here/run.pl" "$prog" "$@"
