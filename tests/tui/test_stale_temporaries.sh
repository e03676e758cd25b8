#!/usr/bin/env bash
# A save killed with kill -9 leaves NAME.tmp-XXXXXX behind: the next start
# removes those of this program that are older than an hour, in the data,
# state and config directories, and leaves a fresh one (a save of another
# copy may be under way) and every other file alone.
source "$(dirname "$0")/lib.sh"
mkdir -p "$T_DIR/data/tabletop" "$T_DIR/state/tabletop" "$T_DIR/config/tabletop"
chmod 700 "$T_DIR/data/tabletop" "$T_DIR/state/tabletop" "$T_DIR/config/tabletop"
old() { echo x >"$1" && touch -d '2 hours ago' "$1"; }
old "$T_DIR/data/tabletop/g.ttrec.tmp-AbC123"
old "$T_DIR/state/tabletop/quixo-current.ttrec.tmp-x1y2z3"
old "$T_DIR/config/tabletop/settings.tmp-Q9w8E7"
old "$T_DIR/data/tabletop/keep.ttrec"
echo x >"$T_DIR/data/tabletop/now.ttrec.tmp-fresh1"

t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
for f in data/tabletop/g.ttrec.tmp-AbC123 state/tabletop/quixo-current.ttrec.tmp-x1y2z3 \
	config/tabletop/settings.tmp-Q9w8E7; do
	[ -e "$T_DIR/$f" ] && t_fail "a stale temporary file was left: $f"
done
[ -e "$T_DIR/data/tabletop/keep.ttrec" ] || t_fail "a saved game was removed"
[ -e "$T_DIR/data/tabletop/now.ttrec.tmp-fresh1" ] || t_fail "a fresh temporary file was removed"
t_pass
