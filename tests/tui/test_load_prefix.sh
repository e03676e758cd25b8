#!/usr/bin/env bash
# --load NAME takes a unique beginning of a saved game's name; a name that
# begins several is refused with the candidates, one that begins none with
# a pointer to --saved, which lists the game's saved games (tab-separated,
# newest first) for scripts and shell completion.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/saved_lib.sh"
sv_folder
run() { (cd "$T_DIR/work" && env $T_ENV "$PROG" "$@"); }

out=$(run quixo --saved) || t_fail "--saved failed"
expected=$(printf '%s\n' \
	"zed.ttrec	quixo	$(sed -n 's/^date \(.\{16\}\).*/\1/p' "$SV_DIR/zed.ttrec")	1	none	X, computer 3" \
	"ana-bea.ttrec	quixo	$(sed -n 's/^date \(.\{16\}\).*/\1/p' "$SV_DIR/ana-bea.ttrec")	9	win x	Ana, Bea" \
	"ana-ben.ttrec	quixo	2026-11-20 10:00	2	none	Ana, Ben")
[ "$out" = "$expected" ] || t_fail "quixo --saved printed:
$out"
[ "$(run thaayam --saved | cut -f1)" = seeds.ttrec ] || t_fail "thaayam --saved"

err=$(run quixo --load ana 2>&1) && t_fail "--load ana was taken"
grep -qF "'ana' starts the names of 2 saved games: ana-bea.ttrec, ana-ben.ttrec" <<<"$err" ||
	t_fail "--load ana said: $err"
err=$(run quixo --load nope 2>&1) && t_fail "--load nope was taken"
grep -qF "no saved game is named 'nope'" <<<"$err" || t_fail "--load nope said: $err"
grep -qF -- "--saved" <<<"$err" || t_fail "--load nope does not point to --saved"

t_start 80 24 -- quixo --load ana-bea
t_wait "5. a1-a5"
t_wait "(X) wins (Q10)"
t_kill
t_start 80 24 -- quixo --load z
t_wait "1. b1-b5"
t_kill
# the whole name, and a path, as before
t_start 80 24 -- quixo --load ana-ben.ttrec
t_wait "1. c1-c5   a1-a5"
t_kill
t_start 80 24 -- quixo --load ./outside.ttrec
t_wait "1. c1-c5   a1-a5"
t_kill
t_start 80 24 -- thaayam --replay se
t_wait "Replay"
t_pass
