#!/usr/bin/env bash
# The rules library (src/common, src/quixo, src/thaayam and their headers)
# must stay pure: no curses, no printing, no clock, no global random generator.
set -u
cd "$(dirname "$0")/.."
files=$(ls src/common/*.[ch] src/quixo/*.[ch] src/thaayam/*.[ch] include/*.h 2>/dev/null)
pattern='#include *<(curses|ncurses|stdio|time|sys/time|unistd|fcntl)\.h>|\b(printf|fprintf|puts|putchar|fopen|rand|srand|random|time|clock|clock_gettime|getenv|exit)\s*\('
if grep -nE "$pattern" $files; then
	echo "purity: the rules library must not do I/O, read the clock or use rand()" >&2
	exit 1
fi
echo "purity: $(echo "$files" | wc -w) rules-library files are free of I/O, clocks and rand()"
