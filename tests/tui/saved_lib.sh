# saved_lib.sh: a saved games' folder for the tests of the saved games'
# list (sourced after lib.sh). sv_folder fills $T_DIR/data/tabletop with
# records made by the engine protocol, given names, dates and ages, and
# with files the list must leave out.
SV_DIR=$T_DIR/data/tabletop

# sv_record FILE AGE GAME-COMMANDS...: a record of the engine's game saved
# as FILE of the folder, its file AGE minutes old.
sv_record() {
	local file=$1 age=$2
	shift 2
	printf '%s\n' "$@" "save $SV_DIR/$file" quit |
		env $T_ENV "$PROG" "$(printf '%s' "$1" | cut -d' ' -f2)" --engine >/dev/null ||
		t_fail "the engine could not save $file"
	touch -d "-$age minutes" "$SV_DIR/$file"
}

sv_folder() {
	mkdir -p "$SV_DIR"
	chmod 700 "$SV_DIR"
	# two Quixo games of Ana's, one going on (2 moves), one won (9 moves)
	sv_record ana-ben.ttrec 30 "new quixo" "play c1-c5" "play a1-a5"
	sed -i -e 's/^seat x human 1$/seat x human 1 Ana/' \
		-e 's/^seat o human 1$/seat o human 1 Ben/' \
		-e 's/^date .*/date 2026-11-20 10:00:00 UTC/' "$SV_DIR/ana-ben.ttrec"
	touch -d "-30 minutes" "$SV_DIR/ana-ben.ttrec"
	sv_record ana-bea.ttrec 20 "new quixo" "play a1-a5" "play e1-e5" "play a1-a5" \
		"play e1-e5" "play a1-a5" "play e1-e5" "play a1-a5" "play e1-e5" "play a1-a5"
	sed -i -e 's/^seat x human 1$/seat x human 1 Ana/' \
		-e 's/^seat o human 1$/seat o human 1 Bea/' "$SV_DIR/ana-bea.ttrec"
	touch -d "-20 minutes" "$SV_DIR/ana-bea.ttrec"
	# the newest: a Quixo game against the computer
	sv_record zed.ttrec 10 "new quixo" "play b1-b5"
	sed -i -e 's/^seat o human 1$/seat o computer 3/' "$SV_DIR/zed.ttrec"
	touch -d "-10 minutes" "$SV_DIR/zed.ttrec"
	# a Thaayam game: not listed by Quixo's o
	sv_record seeds.ttrec 5 "new thaayam players=2 seed=3" "throw"
	# left out: not a record, a cut record, an escape in a name, a link
	printf 'hello\n' >"$SV_DIR/ana-notes.txt"
	head -n 8 "$SV_DIR/ana-ben.ttrec" >"$SV_DIR/ana-cut.ttrec"
	sed -e 's/^seat x human 1 Ana$/seat x human 1 An\x1b[31ma/' \
		"$SV_DIR/ana-ben.ttrec" >"$SV_DIR/ana-esc.ttrec"
	cp "$SV_DIR/ana-ben.ttrec" "$T_DIR/work/outside.ttrec"
	ln -s "$T_DIR/work/outside.ttrec" "$SV_DIR/ana-link.ttrec"
}
