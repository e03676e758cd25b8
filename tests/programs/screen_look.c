/* screen_look.c: do two screens look the same? Reads two captures of a
 * tmux pane with their attributes (capture-pane -e -p), plays each on a
 * model terminal of COLS x ROWS (tests/unit/term_model.h) and compares them
 * cell by cell, where it shows: a bare space only by its background. Used
 * by test_output_same_look: the program's own output and curses's must
 * draw the same picture (issue 27).
 * Usage: screen_look COLS ROWS FILE1 FILE2; exit 0 when they look the
 * same, 1 when not (the first difference on stderr), 2 on bad use. */
#include "../unit/term_model.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

enum { CAPTURE_MAX = 1 << 20 };

/* The capture played on a model of cols x rows; 0, or -1 when said. */
static int play_file(struct term_model *t, const char *path, int rows, int cols)
{
        static char data[CAPTURE_MAX];
        FILE *f = fopen(path, "rb");
        size_t n;

        if (!f) {
                perror(path);
                return -1;
        }
        n = fread(data, 1, sizeof data, f);
        fclose(f);
        if (term_model_init(t, rows, cols) != 0) {
                fprintf(stderr, "screen_look: out of memory\n");
                return -1;
        }
        if (term_model_play(t, data, n) != 0) {
                fprintf(stderr, "screen_look: %s: cannot play %s\n", path, t->error);
                return -1;
        }
        return 0;
}

int main(int argc, char **argv)
{
        struct term_model a, b;
        char why[200];
        int cols, rows, same;

        if (argc != 5 || (cols = atoi(argv[1])) <= 0 || (rows = atoi(argv[2])) <= 0) {
                fprintf(stderr, "usage: screen_look COLS ROWS FILE1 FILE2\n");
                return 2;
        }
        if (!setlocale(LC_ALL, "C.UTF-8")) {
                fprintf(stderr, "screen_look: no C.UTF-8 locale\n");
                return 2;
        }
        if (play_file(&a, argv[3], rows, cols) != 0 ||
            play_file(&b, argv[4], rows, cols) != 0)
                return 2;
        same = term_model_same_look(&a.screen, &b.screen, why, sizeof why);
        if (!same)
                fprintf(stderr, "screen_look: %s and %s differ at %s\n", argv[3], argv[4],
                        why);
        term_model_free(&a);
        term_model_free(&b);
        return same ? 0 : 1;
}
