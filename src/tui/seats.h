/* seats.h: the words for the seats of both games, in one place: the two
 * marks X and O of two-player Quixo, and South, East, North, West. */
#ifndef TUI_SEATS_H
#define TUI_SEATS_H

#include <stddef.h>

/* The seat ids of four seats in seat order: "senw". */
extern const char tui_seat_ids4[4];

/* The seat's word (translated): 'x' "X", 'o' "O", 's' "South", ... */
const char *tui_seat_word(char id);
/* The untranslated (N_ marked) word, for remembered defaults. */
const char *tui_seat_word_msgid(char id);
/* "Ana (South)", or just "South" when the name is the seat's word or
 * empty. */
void tui_seat_who(const char *name, char id, char *buf, size_t len);

#endif
