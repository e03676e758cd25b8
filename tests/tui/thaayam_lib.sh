# thaayam_lib.sh: helpers of the Thaayam terminal tests (sourced after
# lib.sh).

# th_quit: leaves a game the command line asked for without saving (the
# program ends) and waits for the program to end (so no autosave races the
# clean-up).
th_quit() {
	t_keys q
	t_wait "Quit?"
	t_keys y
	t_wait "EXIT=0"
}

# th_cell SQUARE TEXT: true when the first piece line of SQUARE shows TEXT.
th_cell() {
	t_screen | grep -A1 "│$1" | grep -q "│$2"
}

# th_new_server: ends the current tmux server and uses a fresh socket for
# the next t_start (a new server on the old socket can race its shutdown).
# The same as lib.sh's t_kill, which also has the clean-up end the new one.
th_new_server() { t_kill; }
