/* thaayam/seeds.c: the four seeds (T4) as drawn: one line "(○) (●)" on a
 * small screen, drawn shapes several lines high on a large one (a
 * projector); light faces up are the score (T4), dark faces are drawn
 * filled and dim, so the faces differ by shape and not only by colour
 * (NO_COLOR), and ASCII glyphs stand in without UTF-8 (--ascii). The
 * cowrie look draws an open shell (mouth up) for a light face. Beside the
 * large seeds, a legend says how they score. */
#include "tui/kit/draw.h"
#include "tui/thaayam/internal.h"
#include "i18n/i18n.h"

#include <string.h>

/* A seed drawn as a shape: SEED_W(lines) columns wide. */
#define SEED_W(lines) ((lines) == 5 ? 11 : 7)
#define SEED_GAP 2

void tui_thaayam_faces(int score, unsigned salt, uint8_t faces[4])
{
        uint8_t f[4];
        int i;

        if (thaayam_faces_of_score(score, f) != THAAYAM_OK)
                memset(f, 0, sizeof f);
        /* Rotates the light faces by the salt. */
        for (i = 0; i < 4; i++)
                faces[(i + salt) % 4] = f[i];
}

int tui_thaayam_seed_lines(int w, int h)
{
        /* four seeds, the gaps, and " = 8" beside them */
        if (h >= 40 && w >= 4 * SEED_W(5) + 3 * SEED_GAP + 4)
                return 5;
        if (h >= 30 && w >= 4 * SEED_W(3) + 3 * SEED_GAP + 4)
                return 3;
        return 1;
}

/* The outline and inside of one seed of `lines` lines at (y, x). A seed of
 * five lines is rounded ("╭╯ ╰╮"), one of three a rounded box. */
static void seed_shape(int y, int x, int lines, bool light, enum tui_thaayam_look look)
{
        const bool utf8 = tui_caps()->utf8;
        const int w = SEED_W(lines);
        const enum tui_role role = light ? TUI_NORMAL : TUI_DIM;
        const char *h = utf8 ? "─" : "-", *v = utf8 ? "│" : "|";
        const char *fill = " ";
        int row, i;

        if (look == TUI_THAAYAM_LOOK_SEEDS && !light)
                fill = utf8 ? "█" : "#";
        for (row = 0; row < lines; row++) {
                /* the inside of this row: [in0, in1) */
                bool edge = row == 0 || row == lines - 1;
                int in0 = 1, in1 = w - 1;
                if (lines == 5 && (edge || utf8) && row != 2)
                        in0 = 2, in1 = w - 2;
                if (edge) {
                        tui_text(y + row, x + in0 - 1, 1, role,
                                 row == 0 ? (utf8 ? "╭" : ".") : (utf8 ? "╰" : "'"));
                        for (i = in0; i < in1; i++)
                                tui_text(y + row, x + i, 1, role, h);
                        tui_text(y + row, x + in1, 1, role,
                                 row == 0 ? (utf8 ? "╮" : ".") : (utf8 ? "╯" : "'"));
                        continue;
                }
                if (lines == 5 && row != 2) {
                        /* the shoulders of a rounded seed */
                        bool top = row == 1;
                        tui_text(y + row, x, 1, role,
                                 utf8 ? (top ? "╭" : "╰") : (top ? "/" : "\\"));
                        if (utf8) {
                                tui_text(y + row, x + 1, 1, role, top ? "╯" : "╮");
                                tui_text(y + row, x + w - 2, 1, role, top ? "╰" : "╭");
                        }
                        tui_text(y + row, x + w - 1, 1, role,
                                 utf8 ? (top ? "╮" : "╯") : (top ? "\\" : "/"));
                } else {
                        tui_text(y + row, x, 1, role, v);
                        tui_text(y + row, x + w - 1, 1, role, v);
                }
                for (i = in0; i < in1; i++)
                        tui_text(y + row, x + i, 1, role, fill);
                /* a cowrie's mouth, on the middle line of an open shell */
                if (look == TUI_THAAYAM_LOOK_COWRIES && light && row == lines / 2)
                        for (i = 2; i < w - 2; i++)
                                tui_text(y + row, x + i, 1, role, utf8 ? "═" : "=");
        }
}

int tui_thaayam_draw_seeds(int y, int x, int maxw, int lines, const uint8_t faces[4],
                           enum tui_thaayam_look look)
{
        const bool utf8 = tui_caps()->utf8;
        int used = 0, i;

        if (lines == 3 || lines == 5) {
                const int w = SEED_W(lines);
                for (i = 0; i < 4 && used + w <= maxw; i++) {
                        seed_shape(y, x + used, lines, faces[i] != 0, look);
                        used += w + (i < 3 ? SEED_GAP : 1);
                }
                return used;
        }
        for (i = 0; i < 4 && used + 4 <= maxw; i++) {
                const char *g;
                if (look == TUI_THAAYAM_LOOK_COWRIES)
                        g = faces[i] ? "(=)" : "( )";
                else if (utf8)
                        g = faces[i] ? "(○)" : "(●)";
                else
                        g = faces[i] ? "(o)" : "(#)";
                used += tui_text(y, x + used, maxw - used,
                                 faces[i] ? TUI_NORMAL : TUI_DIM, g);
                used += 1;
        }
        return used;
}

int tui_thaayam_seed_legend(int y, int x, int w, enum tui_thaayam_look look)
{
        /* the lesson's sentence (T4); cowries are not light and dark */
        const struct tui_rect r = {y, x, TUI_THAAYAM_LEGEND_LINES, w};
        if (look != TUI_THAAYAM_LOOK_SEEDS)
                return 0;
        return tui_text_wrap(&r, TUI_DIM,
                             _("The score is the number of light faces, 1 to 4, and none "
                               "scores 8 (T4)."),
                             0);
}
