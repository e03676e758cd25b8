#!/usr/bin/env bash
# Default names follow the language: a set-up left with its default names
# remembers them as defaults, so the next game in Turkish has Turkish
# names (Güney, Daire) and not the English ones of the last game; older
# settings files that hold the English defaults are read the same way; a
# name a person typed stays as typed.
source "$(dirname "$0")/lib.sh"
mkdir -p "$T_DIR/config/tabletop"
# settings as an older version wrote them: the English defaults as names
cat >"$T_DIR/config/tabletop/settings" <<EOF2
thaayam.seat.s.name=South
thaayam.seat.n.name=Ayşe
quixo.seat.o.name=Circle
EOF2
t_start 80 24 LANGUAGE=tr -- thaayam
t_wait "[Güney]"
t_has "[Ayşe]" || t_fail "a typed name was changed"
t_has "South" && t_fail "the English default name was kept in Turkish"
t_keys s # start: the set-up is remembered
t_wait "Güney:"
t_kill
# the settings the game wrote keep defaults as defaults
grep -q '^thaayam.seat.s.name=$' "$T_DIR/config/tabletop/settings" ||
	t_fail "the default name was remembered as a name: $(grep seat.s.name "$T_DIR/config/tabletop/settings")"
t_start 80 24 LANGUAGE=en -- thaayam
t_wait "[South]"
t_has "[Ayşe]" || t_fail "a typed name was changed"
t_kill
# Quixo: O's default in Turkish, also for a computer seat
t_start 80 24 LANGUAGE=tr -- quixo --start --seat o=computer:1
t_wait "Daire"
t_has "Circle" && t_fail "the English default name was kept in Turkish"
t_pass
