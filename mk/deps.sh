#!/bin/sh
# Checks the Debian build dependencies of a make target and installs the
# missing ones with apt-get (as root, or through sudo), saying so.
# Usage: mk/deps.sh build|check      NO_AUTO_DEPS=1 only reports.
set -u

what=${1:-build}
missing=""

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
	command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
	command -v clang-format >/dev/null 2>&1 || missing="$missing clang-format"
fi
# pkg-config missing hides the modules: ask for them too, apt skips what is there.
case "$missing" in *pkg-config*)
	missing="$missing libncurses-dev"
	[ "$what" = check ] && missing="$missing libcmocka-dev" ;;
esac

[ -z "$missing" ] && exit 0

line="apt-get install -y$missing"
if [ "${NO_AUTO_DEPS:-0}" = 1 ]; then
	echo "tabletop: missing build dependencies:$missing" >&2
	echo "tabletop: install them with: $line" >&2
	exit 1
fi

if [ "$(id -u)" = 0 ]; then
	sudo=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
	sudo="sudo"
else
	echo "tabletop: missing build dependencies:$missing" >&2
	echo "tabletop: cannot install them (not root, no sudo); run as root:" >&2
	echo "    $line" >&2
	exit 1
fi

echo "tabletop: installing missing build dependencies:$missing (set NO_AUTO_DEPS=1 to stop this)"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null || true
if ! $sudo apt-get install -y -qq$missing >/dev/null; then
	echo "tabletop: apt-get failed; run: $line" >&2
	exit 1
fi
