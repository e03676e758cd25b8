# tabletop.bash: bash completion of tabletop, quixo and thaayam: the
# subcommands, every option and its values, saved games' names (from
# `GAME --saved`) and the games hosted now (from `tabletop list`, at most 2 s).
# Installed as bash-completion/completions/tabletop, with quixo and thaayam
# as links to it; tests/completion/test_completion.sh checks it.

# Adds the words that begin with $cur to COMPREPLY.
_tabletop_add()
{
    local w
    for w; do
        [[ $w == "$cur"* ]] && COMPREPLY+=("$w")
    done
}

# Adds each letter of LETTERS followed by SUFFIX (seat ids: "s=").
_tabletop_letters() # letters suffix
{
    local i
    for ((i = 0; i < ${#1}; i++)); do
        _tabletop_add "${1:i:1}$2"
    done
}

# Runs the program (the one being completed) for what it lists, bounded in
# time, in English, reading nothing.
_tabletop_ask()
{
    LC_ALL=C timeout 2 "$@" </dev/null 2>/dev/null
}

# The saved games of GAME: the first field of each line of --saved.
_tabletop_saved() # game
{
    local line name
    if [[ $tt_links == 1 ]]; then
        set -- "$tt_prog" --saved
    else
        set -- "$tt_prog" "$1" --saved
    fi
    while IFS= read -r line; do
        name=${line%%$'\t'*}
        [[ -n $name ]] && _tabletop_add "$name"
    done < <(_tabletop_ask "$@")
    compopt -o filenames 2>/dev/null
    # a name with a / is a file, anywhere
    [[ $cur == */* ]] && _filedir ttrec
}

# The saved games of both games as paths, for `tabletop picture`.
_tabletop_saved_paths()
{
    local dir=${XDG_DATA_HOME-} game line name
    [[ $dir == /* ]] || dir=$HOME/.local/share
    for game in quixo thaayam; do
        while IFS= read -r line; do
            name=${line%%$'\t'*}
            [[ -n $name ]] && _tabletop_add "$dir/tabletop/$name"
        done < <(_tabletop_ask "$tt_prog" "$game" --saved)
    done
}

# The games hosted on this machine: LOGIN/NAME and LOGIN, from the first
# column of `tabletop list` (the head and the "no game" line have no /).
_tabletop_hosted()
{
    local first rest
    while read -r first rest; do
        [[ $first == ?*/?* ]] || continue
        _tabletop_add "$first" "${first%%/*}"
    done < <(_tabletop_ask "$tt_prog" list)
}

# The value of --seat ID=KIND (remote only when the game is hosted).
_tabletop_seat_value() # game hosting
{
    local ids=xosenw levels="1 2 3 4 5" kinds id l
    [[ $1 == thaayam ]] && ids=senw levels="1 2 3"
    if [[ $cur != ?=* ]]; then
        _tabletop_letters "$ids" =
        return
    fi
    id=${cur:0:2}
    [[ $ids == *"${cur:0:1}"* ]] || return
    kinds="human computer"
    for l in $levels; do
        kinds+=" computer:$l"
    done
    [[ $1 == thaayam ]] && kinds+=" empty"
    if [[ $2 == 1 ]]; then
        kinds+=" remote remote:"
        if [[ $cur == ?=remote:* ]]; then
            local u
            for u in $(compgen -u -- "${cur#?=remote:}"); do
                COMPREPLY+=("${id}remote:$u")
            done
            return
        fi
    fi
    for l in $kinds; do
        _tabletop_add "$id$l"
    done
}

# The value of a game's option $prev; 1 when $prev takes no value.
_tabletop_game_value() # game hosting
{
    local game=$1 ids=xosenw
    [[ $game == thaayam ]] && ids=senw
    case $prev in
    --seat) _tabletop_seat_value "$game" "$2" ;;
    --name) _tabletop_letters "$ids" = ;;
    --first) _tabletop_letters "$ids" "" ;;
    --players)
        if [[ $game == quixo ]]; then _tabletop_add 2 4; else _tabletop_add 2 3 4; fi
        ;;
    --order) _tabletop_add cw ccw ;;
    --clock) _tabletop_add off move: game: ;;
    --repetition | --advice | --undo) _tabletop_add on off ;;
    --seats)
        # 2 to 4 different letters of s, e, n, w
        local l
        [[ $cur =~ ^[senw]*$ ]] || return 0
        ((${#cur} >= 2)) && COMPREPLY+=("$cur")
        for l in s e n w; do
            [[ $cur == *$l* ]] || COMPREPLY+=("$cur$l")
        done
        ;;
    --capture) _tabletop_add split whole ;;
    --dice) _tabletop_add program physical ;;
    --look) _tabletop_add seeds cowries ;;
    --load | --replay) _tabletop_saved "$game" ;;
    --watchers)
        local u head=
        [[ $cur == *,* ]] && head=${cur%,*},
        [[ -z $head ]] && _tabletop_add anyone none
        for u in $(compgen -u -- "${cur##*,}"); do
            COMPREPLY+=("$head$u")
        done
        ;;
    --seed | --state | --table | --max-watchers) ;;
    *) return 1 ;;
    esac
    return 0
}

# The options of GAME (after `tabletop GAME`, `tabletop host GAME`, or
# from the links quixo and thaayam).
_tabletop_game() # game hosting
{
    _tabletop_game_value "$1" "$2" && return
    local shared="--seat --name --start --demo --loop --load --replay --resume
        --saved --ascii --present --host --table --watchers --max-watchers
        --engine --restrict --help --version"
    if [[ $1 == quixo ]]; then
        _tabletop_add --players --first --order --clock --repetition --advice \
            --undo $shared
    else
        _tabletop_add --players --seats --capture --dice --look --seed --undo \
            --first --state $shared
    fi
}

# The positional words of the command line after word $1, up to the
# current one, not counting options and their values ($2: those options).
_tabletop_positional() # from value_options
{
    local i n=0
    for ((i = $1; i < cword; i++)); do
        if [[ ${words[i]} == -* ]]; then
            [[ " $2 " == *" ${words[i]} "* ]] && ((i++))
        else
            ((n++))
        fi
    done
    echo "$n"
}

_tabletop()
{
    local cur prev words cword split
    _init_completion -s -n : || return

    local tt_prog=$1 tt_links=0 base=${1##*/} sub i
    # cur may hold = and : (seat values, clocks) that bash takes as word
    # breaks: what bash replaces is the part after the last one.
    local breaks= cut=
    [[ $COMP_WORDBREAKS == *=* ]] && breaks+="="
    [[ $COMP_WORDBREAKS == *:* ]] && breaks+=":"
    [[ -n $breaks && $cur == *["$breaks"]* ]] && cut=${cur%"${cur##*["$breaks"]}"}

    if [[ $base == quixo || $base == thaayam ]]; then
        tt_links=1
        local hosting=0
        [[ " ${words[*]} " == *" --host "* ]] && hosting=1
        _tabletop_game "$base" "$hosting"
    elif ((cword == 1)); then
        _tabletop_add quixo thaayam host join watch list teach picture \
            --resume --ascii --help --version
    else
        sub=${words[1]}
        case $sub in
        quixo | thaayam)
            local hosting=0
            [[ " ${words[*]} " == *" --host "* ]] && hosting=1
            _tabletop_game "$sub" "$hosting"
            ;;
        host)
            if ((cword == 2)); then
                _tabletop_add quixo thaayam
            elif [[ ${words[2]} == quixo || ${words[2]} == thaayam ]]; then
                _tabletop_game "${words[2]}" 1
            fi
            ;;
        join | watch)
            if [[ $sub == join && $prev == --seat ]]; then
                _tabletop_letters xosenw ""
            elif [[ $cur == -* ]]; then
                [[ $sub == join ]] && _tabletop_add --seat
                _tabletop_add --present --ascii
            elif (($(_tabletop_positional 2 --seat) == 0)); then
                _tabletop_hosted
            fi
            ;;
        teach)
            if [[ $prev == --watchers || $prev == --table || $prev == --max-watchers ]]; then
                _tabletop_game_value quixo 1
            elif [[ $cur == -* ]]; then
                _tabletop_add --lessons --host --table --watchers --max-watchers --ascii
            else
                case $(_tabletop_positional 2 "") in
                0) _tabletop_add quixo thaayam ;;
                1) _filedir ttrec ;;
                esac
            fi
            ;;
        picture)
            case $prev in
            --ply) ;;
            --game) _tabletop_add quixo thaayam ;;
            -o | --output) _filedir svg ;;
            *)
                if [[ $cur == -* ]]; then
                    _tabletop_add --ply --svg --png --game --output -o --help
                elif (($(_tabletop_positional 2 "--ply --game -o --output") == 0)); then
                    _filedir ttrec
                    _tabletop_saved_paths
                fi
                ;;
            esac
            ;;
        esac
    fi

    # a word ending in = or : goes on (s=, remote:, game:)
    [[ ${COMPREPLY[*]} =~ [=:]( |$) ]] && compopt -o nospace 2>/dev/null
    if [[ -n $cut ]]; then
        for i in "${!COMPREPLY[@]}"; do
            COMPREPLY[i]=${COMPREPLY[i]#"$cut"}
        done
    fi
} &&
    complete -F _tabletop tabletop quixo thaayam

# ex: filetype=sh
