#!/bin/sh
# Checks the Debian build dependencies of a make target and installs the
# missing ones with apt-get (as root, or through sudo), saying so.
# Usage: mk/deps.sh build|check|deb      NO_AUTO_DEPS=1 only reports.
# deb (make deb): dpkg-dev, debhelper and debian/control's Build-Depends
# (apt-get build-dep on this folder).
set -u

what=${1:-build}
missing=""
build_dep=0

need_pkgconfig_module() { # module package
	if ! command -v pkg-config >/dev/null 2>&1; then
		return 0 # pkg-config itself is reported below
	fi
	pkg-config --exists "$1" 2>/dev/null || missing="$missing $2"
}

command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
command -v cc >/dev/null 2>&1 || missing="$missing gcc"
need_pkgconfig_module ncursesw libncurses-dev
# The translations: xgettext (make pot), msgfmt and msgmerge.
command -v msgfmt >/dev/null 2>&1 || missing="$missing gettext"
if [ "$what" = check ]; then
	need_pkgconfig_module cmocka libcmocka-dev
	# the terminal tests, unless skipped (tests/tui/run.sh)
	[ "${TUI_SKIP:-0}" = 1 ] || command -v tmux >/dev/null 2>&1 ||
		missing="$missing tmux"
	command -v clang-format >/dev/null 2>&1 || missing="$missing clang-format"
	# xmllint checks the SVG pictures (tests/tui/test_picture_*.sh).
	command -v xmllint >/dev/null 2>&1 || missing="$missing libxml2-utils"
	# tests/completion/test_completion.sh sources it.
	[ -f /usr/share/bash-completion/bash_completion ] ||
		missing="$missing bash-completion"
fi
if [ "$what" = deb ]; then
	command -v dpkg-buildpackage >/dev/null 2>&1 || missing="$missing dpkg-dev"
	command -v dh >/dev/null 2>&1 || missing="$missing debhelper"
	if [ -n "$missing" ] || ! dpkg-checkbuilddeps >/dev/null 2>&1; then
		build_dep=1
	fi
fi
# pkg-config missing hides the modules: ask for them too, apt skips what is there.
case "$missing" in *pkg-config*)
	missing="$missing libncurses-dev"
	[ "$what" = check ] && missing="$missing libcmocka-dev" ;;
esac

# The tests run the program under these locales (docs/translating.md):
# Turkish, Basque, and German for its decimal comma.
missing_locales=""
if [ "$what" = check ]; then
	for loc in tr_TR eu_ES de_DE; do
		locale -a 2>/dev/null | grep -qix "$loc.utf-\{0,1\}8" ||
			missing_locales="$missing_locales $loc"
	done
	if [ -n "$missing_locales" ] && ! command -v localedef >/dev/null 2>&1; then
		missing="$missing locales"
	fi
	# localedef needs the sources of the locales (package locales)
	if [ -n "$missing_locales" ] && [ ! -d /usr/share/i18n/locales ]; then
		case "$missing" in *" locales"*) ;; *) missing="$missing locales" ;; esac
	fi
fi

[ -z "$missing" ] && [ -z "$missing_locales" ] && [ $build_dep = 0 ] && exit 0

line="apt-get install -y$missing"
[ -z "$missing" ] && line=""
if [ $build_dep = 1 ]; then
	line="${line:+$line; }apt-get build-dep -y ./"
fi
loc_line=""
for loc in $missing_locales; do
	loc_line="$loc_line localedef -i $loc -f UTF-8 $loc.UTF-8;"
done
if [ "${NO_AUTO_DEPS:-0}" = 1 ]; then
	[ -n "$line" ] && echo "tabletop: missing build dependencies:${missing:- (debian/control)}" >&2 &&
		echo "tabletop: install them with: $line" >&2
	[ -n "$missing_locales" ] && echo "tabletop: missing locales:$missing_locales" >&2 &&
		echo "tabletop: generate them with:$loc_line" >&2
	exit 1
fi

if [ "$(id -u)" = 0 ]; then
	sudo=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
	sudo="sudo"
else
	echo "tabletop: missing build dependencies:$missing$missing_locales" >&2
	echo "tabletop: cannot install them (not root, no sudo); run as root:" >&2
	[ -n "$line" ] && echo "    $line" >&2
	[ -n "$missing_locales" ] && echo "   $loc_line" >&2
	exit 1
fi

if [ -n "$missing" ]; then
	echo "tabletop: installing missing build dependencies:$missing (set NO_AUTO_DEPS=1 to stop this)"
	export DEBIAN_FRONTEND=noninteractive
	$sudo apt-get update -qq >/dev/null || true
	if ! $sudo apt-get install -y -qq$missing >/dev/null; then
		echo "tabletop: apt-get failed; run: $line" >&2
		exit 1
	fi
fi
if [ $build_dep = 1 ]; then
	echo "tabletop: installing the Build-Depends of debian/control (set NO_AUTO_DEPS=1 to stop this)"
	export DEBIAN_FRONTEND=noninteractive
	[ -n "$missing" ] || $sudo apt-get update -qq >/dev/null || true
	if ! $sudo apt-get build-dep -y -qq ./ >/dev/null; then
		echo "tabletop: apt-get failed; run: apt-get build-dep ./" >&2
		exit 1
	fi
fi
for loc in $missing_locales; do
	echo "tabletop: generating the locale $loc.UTF-8 for the tests (set NO_AUTO_DEPS=1 to stop this)"
	if ! $sudo localedef -i "$loc" -f UTF-8 "$loc.UTF-8"; then
		echo "tabletop: localedef failed; run:$loc_line" >&2
		exit 1
	fi
done
