# logins_lib.sh: sourced first by the terminal tests that act as other
# logins (made in a passwd file bind-mounted in a mount namespace of the
# test's own): the test is skipped (exit 0, said) unless it runs as root
# with setpriv and unshare, and runs again inside its own namespace, which
# the tmux servers and the programs it starts inherit. lib.sh comes after,
# so that its folder is the namespace's process's to remove.
if [ "$(id -u)" != 0 ] || ! command -v setpriv >/dev/null || ! command -v unshare >/dev/null; then
	echo "$(basename "$0" .sh): skipped (needs root, setpriv and unshare)"
	exit 0
fi
if [ -z "${T_IN_NAMESPACE:-}" ]; then
	T_IN_NAMESPACE=1 exec unshare --mount --propagation private bash "$0" "$@"
fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
