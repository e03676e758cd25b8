/* seats.h: the seats of both games' front ends, in one place: what sits at
 * a seat in the settings, and the words for the seats (the two marks X and
 * O of two-player Quixo, and South, East, North, West). */
#ifndef TUI_SEATS_H
#define TUI_SEATS_H

#include <stdbool.h>
#include <stddef.h>

enum { TUI_SEAT_NAME_MAX = 64 };

/* What sits at a seat in a game's settings (set-up screen and command
 * line): nobody (the seat is not in play), a person, a computer. */
enum tui_seat_kind { TUI_SEAT_EMPTY, TUI_SEAT_HUMAN, TUI_SEAT_COMPUTER };

struct tui_seat_setting {
        enum tui_seat_kind kind;
        int level;   /* a computer's level, 1 = weakest */
        bool remote; /* a person at another terminal: the game is hosted */
        char name[TUI_SEAT_NAME_MAX];
};

/* The seat's word (translated): 'x' "X", 'o' "O", 's' "South", ... */
const char *tui_seat_word(char id);

/* The seat's letter as the language names the seat ('s': 'S' in English,
 * 'H' for Hegoa in Basque, 'G' for Güney in Turkish), for what is shown:
 * the panel, the board's labels, messages. The notation typed and written
 * (':' actions, state strings, records, the move log, command-line seat
 * ids) keeps S E N W. One ASCII capital from the catalogue; the four are
 * S E N W unless the catalogue gives four different ones. */
char tui_seat_letter(char id);

/* The English of tui_seat_word (its message id). */
const char *tui_seat_word_msgid(char id);

/* Default names follow the language: a seat's name is remembered as ""
 * when it is its default (def_msgid, in English or in the language in
 * use), and "" or the English default is read back as the default in the
 * language in use, so a change of language changes the default names but
 * never a name a person typed. */
const char *tui_seat_name_to_store(const char *name, const char *def_msgid);
const char *tui_seat_name_loaded(const char *stored, const char *def_msgid);
/* "Ana (South)", or just "South" when the name is the seat's word or
 * empty. */
void tui_seat_who(const char *name, char id, char *buf, size_t len);
/* True when name is one a seat gets when nobody names it (empty, the
 * seat's word, Quixo's Cross and Circle), in any language. */
bool tui_seat_name_is_default(char id, const char *name);
/* The default name of seat id, a message id: "Cross" and "Circle" for
 * Quixo's X and O, else the seat's word ("South"). */
const char *tui_seat_default_msgid(char id);
/* The name the player of seat `from` takes to seat `to` when the sides
 * are swapped: a seat's own default name or word (in English or in the
 * language in use) becomes the new seat's (Cross playing O is Circle,
 * South playing East is East), a name a person typed goes with the
 * person, an empty name stays empty. */
const char *tui_seat_name_moved(const char *name, char from, char to);

#endif
