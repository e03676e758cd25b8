/* answer.h: the keys that answer a yes/no question, in the language's own
 * letters (Basque b/e for bai/ez, Turkish e/h for evet/hayır) as well as
 * y/n, which are always accepted. The letters come from the catalogue; a
 * letter that is not one ASCII letter, that is the other answer's, or that
 * the same prompt uses for another key (its `taken` keys, e.g. "s" for
 * save), is not used: y or n is shown instead (docs/translating.md).
 * Questions keep "(y/n)", "y: ..." and "n: ..." in every catalogue; the
 * program writes the language's letters in their place when it shows them.
 */
#ifndef TUI_ANSWER_H
#define TUI_ANSWER_H

#include <stdbool.h>
#include <stddef.h>

/* The key shown for yes (or no): "y"/"n" or the language's letter. taken
 * may be NULL. */
const char *tui_answer_key(bool yes, const char *taken);

/* Whether key answers yes (or no): y (n) in either case, or the language's
 * letter as tui_answer_key shows it. Esc is the caller's to add. */
bool tui_answer_is(int key, bool yes, const char *taken);

/* text (a translated question) with the language's letters in place of
 * its answer keys: "(y/n)" becomes "(b/e)", and a y or an n standing alone
 * before a colon ("y: yes, n: no") becomes b or e. */
void tui_answer_text(char *buf, size_t len, const char *text, const char *taken);

#endif
