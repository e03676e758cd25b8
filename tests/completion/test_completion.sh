#!/usr/bin/env bash
# test_completion.sh: the bash completion (completion/tabletop.bash) under
# bash-completion, as bash calls it: subcommands, each game's options (all
# those of --help), their values, saved games' names from a temporary
# XDG_DATA_HOME, and hosted games from a stand-in host in a temporary
# TABLETOP_RUNDIR. Prints 'completion: N passed, N failed'.
set -u
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
SCRIPT=${COMPLETION_SCRIPT:-completion/tabletop.bash}
BASH_COMPLETION=${BASH_COMPLETION:-/usr/share/bash-completion/bash_completion}

if [ ! -f "$BASH_COMPLETION" ]; then
	echo "completion: $BASH_COMPLETION is missing (apt-get install bash-completion)" >&2
	echo "completion: 0 passed, 1 failed"
	exit 1
fi
if [ ! -x "$BUILD/tabletop" ]; then
	echo "completion: $BUILD/tabletop is not built" >&2
	echo "completion: 0 passed, 1 failed"
	exit 1
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tabletop-completion.XXXXXX")
host_pid=
cleanup() {
	[ -n "$host_pid" ] && kill "$host_pid" 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT

# The program the completion asks is the one just built; the user's own
# folders are never read.
export PATH="$PWD/$BUILD:$PATH"
export HOME=$tmp/home XDG_DATA_HOME=$tmp/data XDG_CONFIG_HOME=$tmp/config \
	XDG_STATE_HOME=$tmp/state TABLETOP_RUNDIR=$tmp/run
mkdir -p "$HOME" "$TABLETOP_RUNDIR"
mkdir -m 700 -p "$XDG_DATA_HOME/tabletop"
cp docs/pictures/quixo-example.ttrec "$XDG_DATA_HOME/tabletop/quixo-2026-12-01.ttrec"
cp docs/pictures/quixo-example.ttrec "$XDG_DATA_HOME/tabletop/quixo-lesson one.ttrec"
cp docs/pictures/thaayam-example.ttrec "$XDG_DATA_HOME/tabletop/thaayam-example.ttrec"

# A stand-in host: answers `hello 2 info` as a hosted game does.
login=$(id -un)
mkdir -m 755 "$TABLETOP_RUNDIR/tabletop-net-$(id -u)"
sock=$TABLETOP_RUNDIR/tabletop-net-$(id -u)/evening.sock
perl -MIO::Socket::UNIX -e '
	my $s = IO::Socket::UNIX->new(Type => SOCK_STREAM(), Local => $ARGV[0],
		Listen => 5) or die "cannot listen on $ARGV[0]: $!\n";
	while (my $c = $s->accept) {
		my $hello = <$c>;
		print $c "info quixo 2 1 anyone 60\n";
		close $c;
	}' "$sock" &
host_pid=$!
for _ in $(seq 50); do
	[ -S "$sock" ] && break
	sleep 0.1
done

# shellcheck disable=SC1090
source "$BASH_COMPLETION"
# shellcheck disable=SC1090
source "$SCRIPT"

# Sets COMP_WORDS as bash does (blanks separate words; a run of = or :
# is a word of its own) for a line completed at its end, calls the
# completion of its first word, and prints COMPREPLY one a line, sorted.
complete_line() { # line
	local line=$1 word="" ch i func
	COMP_LINE=$line
	COMP_POINT=${#line}
	COMP_WORDS=()
	for ((i = 0; i < ${#line}; i++)); do
		ch=${line:i:1}
		case $ch in
		' ')
			[ -n "$word" ] && COMP_WORDS+=("$word")
			word=""
			;;
		[=:])
			if [[ -n $word && $word != *[=:] ]]; then
				COMP_WORDS+=("$word")
				word=""
			fi
			word+=$ch
			;;
		*)
			if [[ $word == *[=:] ]]; then
				COMP_WORDS+=("$word")
				word=""
			fi
			word+=$ch
			;;
		esac
	done
	COMP_WORDS+=("$word")
	COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
	func=$(complete -p "${COMP_WORDS[0]}" 2>/dev/null | sed -n 's/.*-F \([^ ]*\) .*/\1/p')
	COMPREPLY=()
	[ -n "$func" ] && "$func" "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" \
		"${COMP_WORDS[COMP_CWORD - 1]}"
	[ ${#COMPREPLY[@]} -gt 0 ] && printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort
}

passed=0
failed=0
ok() {
	passed=$((passed + 1))
}
bad() { # what
	failed=$((failed + 1))
	echo "completion: FAILED: $1" >&2
}

# Exactly these words (any order).
expect() { # line words...
	local line=$1 got want
	shift
	got=$(complete_line "$line")
	want=$(printf '%s\n' "$@" | LC_ALL=C sort)
	[ $# -eq 0 ] && want=""
	if [ "$got" = "$want" ]; then
		ok
	else
		bad "'$line' gave [$(echo $got)], not [$(echo $want)]"
	fi
}

# At least these words.
expect_some() { # line words...
	local line=$1 got w missing=""
	shift
	got=$(complete_line "$line")
	for w; do
		grep -qxF -- "$w" <<<"$got" || missing+=" $w"
	done
	if [ -z "$missing" ]; then
		ok
	else
		bad "'$line' did not offer:$missing (offered: $(echo $got))"
	fi
}

# None of these words.
expect_none() { # line words...
	local line=$1 got w extra=""
	shift
	got=$(complete_line "$line")
	for w; do
		grep -qxF -- "$w" <<<"$got" && extra+=" $w"
	done
	if [ -z "$extra" ]; then
		ok
	else
		bad "'$line' offered:$extra"
	fi
}

# The long options a --help lists (in English): the first of each line
# of the option list (indented 2 to 6), not those the texts mention.
help_options() { # command...
	LC_ALL=C "$@" --help | grep -E -- '^ {2,6}(-[a-zA-Z], )?--[a-z]' |
		grep -oE -- '--[a-z][a-z-]*' | LC_ALL=C sort -u
}

# subcommands
expect_some "tabletop " quixo thaayam host join watch list teach picture --resume
expect "tabletop qu" quixo
expect "tabletop th" thaayam
expect "tabletop host " quixo thaayam
expect "tabletop teach " quixo thaayam
expect "tabletop list " 

# every option of every --help, and no other
for cmd in "tabletop quixo" "tabletop thaayam" "quixo" "thaayam"; do
	# shellcheck disable=SC2086
	want=$( (help_options $cmd; echo --restrict) | LC_ALL=C sort -u)
	got=$(complete_line "$cmd --" | grep -- '^--')
	if [ -n "$want" ] && [ "$got" = "$want" ]; then
		ok
	else
		bad "'$cmd --' offered [$(echo $got)], --help lists [$(echo $want)]"
	fi
done
# shellcheck disable=SC2046
expect_some "tabletop --" $(help_options tabletop)
# shellcheck disable=SC2046
expect_some "tabletop picture --" $(help_options tabletop picture)

# values of options
expect "tabletop quixo --players " 2 4
expect "thaayam --players " 2 3 4
expect "tabletop quixo --seat " x= o= s= e= n= w=
expect "tabletop thaayam --name " s= e= n= w=
expect "quixo --seat s=comp" computer computer:1 computer:2 computer:3 computer:4 computer:5
expect "tabletop thaayam --seat=n=computer:" 1 2 3
expect "tabletop thaayam --seat e=e" empty
expect "tabletop quixo --seat x=re"
expect "tabletop host quixo --seat o=re" remote remote:
expect "quixo --host --seat o=remote" remote remote:
expect "tabletop quixo --first " x o s e n w
expect "tabletop quixo --order " cw ccw
expect "tabletop quixo --clock " off move: game:
expect "tabletop quixo --undo o" on off
expect "tabletop thaayam --dice " program physical
expect "tabletop thaayam --look c" cowries
expect "tabletop thaayam --capture " split whole
expect "tabletop thaayam --seats sn" sn sne snw
expect "tabletop host thaayam --watchers any" anyone
expect_some "tabletop host quixo --watchers none,$login" "none,$login"
expect "tabletop thaayam --seed " 

# saved games, of the game completed only
expect "tabletop quixo --load " "quixo-2026-12-01.ttrec" "quixo-lesson one.ttrec"
expect "quixo --replay quixo-2" "quixo-2026-12-01.ttrec"
expect "tabletop thaayam --load " "thaayam-example.ttrec"
expect "tabletop host thaayam --load=th" "thaayam-example.ttrec"
expect_some "tabletop picture " "$XDG_DATA_HOME/tabletop/quixo-2026-12-01.ttrec" \
	"$XDG_DATA_HOME/tabletop/thaayam-example.ttrec"
expect "tabletop picture x.ttrec --game " quixo thaayam

# hosted games
expect "tabletop join " "$login" "$login/evening"
expect "tabletop watch ${login:0:1}" "$login" "$login/evening"
expect "tabletop join --seat " x o s e n w
expect "tabletop join $login/evening --" --seat --present --ascii
expect "tabletop watch $login/evening "

echo "completion: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
