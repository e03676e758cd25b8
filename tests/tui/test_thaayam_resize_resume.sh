#!/usr/bin/env bash
# Resizes at any moment (too small: "please enlarge"; bigger: larger cells),
# then SIGHUP (the terminal goes away): the game is saved from its last good
# state and --resume shows the same position, log and player to move. Then
# the ASCII/monochrome drawing (--ascii, NO_COLOR).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --dice physical --first s --start --name s=Ana --name n=Ben
t_wait "Ana (South): throw the seeds"
t_keys 1 4 2
t_wait "end of the throws"
t_keys e
t_wait "enter1"
t_resize 58 19
t_wait "Please enlarge the window"
t_has "needs 60x20" || t_fail "the needed size is not said"
t_keys 4 Tab # keys while too small do no harm
t_resize 120 40
t_wait_not "Please enlarge"
t_wait "Ana"
t_resize 80 24
t_wait "Scores:"
t_keys Escape 4 Tab Enter
t_wait "1+4"
t_keys 2 Tab Enter
t_wait "Ben (North): throw the seeds"
t_keys 4
t_wait "Throws: 4"
# the board's rows, and the panel above its last lines: a message with
# the prompt may take those (issue 25), and a resumed game has no message
same_part() {
	t_screen | sed -n '1,22p' | sed '16,22s/\(.*[│┤┘┐]\).*/\1/'
}
before=$(same_part)
t_hangup thaayam
t_start 80 24 -- thaayam --dice physical --resume
t_wait "Ben (North): throw the seeds"
after=$(same_part)
if [ "$before" != "$after" ]; then
	echo "before:" >&2
	echo "$before" >&2
	t_fail "the resumed game differs"
fi
t_keys 2
t_wait "N -4- -2-:"
th_quit
th_new_server
# ASCII and no colour: the same screen with + - | lines.
t_start 80 24 NO_COLOR=1 -- thaayam --ascii --dice physical --first s --start
t_wait "South: throw the seeds"
t_has "+-------+-------+" || t_fail "the board is not drawn in ASCII"
if t_screen_escapes | grep -qE $'\e\\[[0-9;]*(3[0-8]|4[0-8]|9[0-7])[;m]'; then
	t_fail "colours used with NO_COLOR"
fi
# The cursor (on South's palace) is still visible: reverse video.
t_screen_escapes | grep -qE $'\e\\[[0-9;]*7m' || t_fail "no reverse video for the cursor"
th_quit
t_pass
