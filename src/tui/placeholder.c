/* placeholder.c: a real ncurses screen that says what is coming and exits
 * cleanly on q (replaced by the start menu and the game screens). */
#include "tui/placeholder.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>

int tui_placeholder_run(const char *title)
{
        int key;

        if (initscr() == NULL) {
                fprintf(stderr, _("%s: cannot use this terminal\n"), title);
                return -1;
        }
        cbreak();
        noecho();
        keypad(stdscr, TRUE);
        curs_set(0);
        do {
                erase();
                mvprintw(1, 2, "%s", title);
                mvprintw(3, 2, "%s", _("The game screens are being built."));
                mvprintw(5, 2, "%s", _("Press q to quit."));
                refresh();
                key = getch();
        } while (key != 'q' && key != 'Q' && key != ERR);
        endwin();
        return 0;
}
