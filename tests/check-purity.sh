#!/usr/bin/env bash
# The rules library (src/common, src/quixo, src/thaayam and their headers)
# and the computer players (src/quixo_ai, src/thaayam_ai) must stay pure: no
# curses, no printing, no clock (time is passed in), no global random
# generator.
set -u
cd "$(dirname "$0")/.."
files=$(ls src/common/*.[ch] src/quixo/*.[ch] src/thaayam/*.[ch] include/*.h \
	src/quixo_ai/*.[ch] src/thaayam_ai/*.[ch] 2>/dev/null)
pattern='#include *<(curses|ncurses|stdio|time|sys/time|unistd|fcntl)\.h>|\b(printf|fprintf|puts|putchar|fopen|rand|srand|random|time|clock|clock_gettime|getenv|exit)\s*\('
if grep -nE "$pattern" $files; then
	echo "purity: the rules library and the computer players must not do I/O, read the clock or use rand()" >&2
	exit 1
fi
echo "purity: $(echo "$files" | wc -w) rules-library and computer-player files are free of I/O, clocks and rand()"
