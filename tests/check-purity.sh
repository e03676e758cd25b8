#!/usr/bin/env bash
# The rules library (src/common, src/GAME for each game and their headers)
# and the computer players (src/GAME_ai) must stay pure: no
# curses, no printing, no clock (time is passed in), no global random
# generator.
set -u
cd "$(dirname "$0")/.."
# The games are the Makefile's one list (GAMES): src/GAME and src/GAME_ai.
games=$(sed -n 's/^GAMES *:= *//p' Makefile)
[ -n "$games" ] || { echo "purity: no GAMES list in the Makefile" >&2; exit 1; }
dirs="src/common"
for g in $games; do dirs="$dirs src/$g src/${g}_ai"; done
files=$(for d in $dirs; do ls "$d"/*.[ch] 2>/dev/null; done; ls include/*.h)
pattern='#include *<(curses|ncurses|stdio|time|sys/time|unistd|fcntl)\.h>|\b(printf|fprintf|puts|putchar|fopen|rand|srand|random|time|clock|clock_gettime|getenv|exit)\s*\('
if grep -nE "$pattern" $files; then
	echo "purity: the rules library and the computer players must not do I/O, read the clock or use rand()" >&2
	exit 1
fi
echo "purity: $(echo "$files" | wc -w) rules-library and computer-player files are free of I/O, clocks and rand()"
