/* notation.c: move notation of Quixo (Q8, Q15, Q17): "c1-c5", "c1-c5/N",
 * "pass", both ways, refusing malformed text with a specific reason. */
#include "quixo/internal.h"

size_t quixo_action_format(quixo_move m, char *buf, size_t len)
{
        tt_text t;
        tt_text_init(&t, buf, len);
        if (m == QUIXO_MOVE_PASS) {
                tt_text_str(&t, "pass");
                return tt_text_written(&t);
        }
        if (m == QUIXO_MOVE_NONE) {
                tt_text_str(&t, "none");
                return tt_text_written(&t);
        }
        qx_text_square(&t, quixo_move_from(m));
        tt_text_char(&t, '-');
        qx_text_square(&t, quixo_move_to(m));
        int dot = quixo_move_dot(m);
        if (dot != QUIXO_SEAT_NONE) {
                tt_text_char(&t, '/');
                tt_text_char(&t, "SENW"[dot]);
        }
        return tt_text_written(&t);
}

/* The printable start of untrusted text s (at most 8 characters, "..."
 * when there is more) for a reason, into buf. */
static const char *quote(char *buf, size_t size, const char *s)
{
        tt_text t;
        tt_text_init(&t, buf, size);
        for (int i = 0; i < 8 && s[i]; i++)
                tt_text_char(&t, (s[i] >= 0x20 && s[i] < 0x7f) ? s[i] : '?');
        if (s[0] && s[1] && s[2] && s[3] && s[4] && s[5] && s[6] && s[7] && s[8])
                tt_text_str(&t, "...");
        return buf;
}

/* Reads a square name at s; on failure writes why (to: the TO square). */
static int read_square(const char *s, bool to, char *why, size_t len)
{
        char q[16];
        int sq = quixo_square_parse(s);
        if (sq >= 0)
                return sq;
        if (s[0] >= 'A' && s[0] <= 'E' && s[1] >= '1' && s[1] <= '5')
                tt_reason_copy(why, len,
                               "squares are written in lowercase, like c1 (Q1)");
        else if (s[0] == '\0' && !to)
                tt_reason_copy(
                    why, len,
                    "the move ends before its FROM square: write FROM-TO, like "
                    "c1-c5 (Q8)");
        else if (s[0] == '\0')
                tt_reason_copy(
                    why, len,
                    "the move ends before its TO square: write FROM-TO, like c1-c5 "
                    "(Q8)");
        else
                tt_reason(why, len, "'%s' does not start with a square a1 to e5 (Q1, Q8)",
                          quote(q, sizeof q, s));
        return -1;
}

/* Reads FROM-TO[/D] (Q8, Q15) from s, the whole string. */
static quixo_status read_push(const char *s, quixo_move *out, char *why, size_t len)
{
        int from = read_square(s, false, why, len), to, dot = QUIXO_SEAT_NONE;
        if (from < 0)
                return QUIXO_E_SYNTAX;
        s += 2;
        if (*s != '-') {
                char name[3];
                quixo_square_name(from, name);
                tt_reason(why, len,
                          "expected '-' after %s: write FROM-TO, like c1-c5 (Q8)", name);
                return QUIXO_E_SYNTAX;
        }
        s++;
        if ((to = read_square(s, true, why, len)) < 0)
                return QUIXO_E_SYNTAX;
        s += 2;
        if (*s == '/') { /* Q15: the seat the dot points to, upper case */
                s++;
                dot = *s >= 'A' && *s <= 'Z' ? quixo_seat_of_char((char)(*s - 'A' + 'a'))
                                             : QUIXO_SEAT_NONE;
                if (dot == QUIXO_SEAT_NONE) {
                        tt_reason_copy(
                            why, len,
                            "the dot is written /S, /E, /N or /W after the move "
                            "(Q15)");
                        return QUIXO_E_SYNTAX;
                }
                s++;
        }
        if (*s != '\0') {
                char q[16];
                tt_reason(why, len, "unexpected '%s' after the move (Q8, Q15)",
                          quote(q, sizeof q, s));
                return QUIXO_E_SYNTAX;
        }
        *out = dot == QUIXO_SEAT_NONE ? quixo_move_make(from, to)
                                      : quixo_move_make_dot(from, to, dot);
        return QUIXO_OK;
}

quixo_status quixo_action_parse(const char *text, quixo_move *out, char *why, size_t len)
{
        quixo_move m;
        if (text == NULL || text[0] == '\0') {
                tt_reason_copy(why, len, "no move given: write FROM-TO, like c1-c5 (Q8)");
                return QUIXO_E_SYNTAX;
        }
        if (text[0] == 'p' && text[1] == 'a' && text[2] == 's' && text[3] == 's') {
                if (text[4] != '\0') {
                        char q[16];
                        tt_reason(why, len, "unexpected '%s' after pass (Q17)",
                                  quote(q, sizeof q, text + 4));
                        return QUIXO_E_SYNTAX;
                }
                m = QUIXO_MOVE_PASS; /* Q17 */
        } else if (read_push(text, &m, why, len) != QUIXO_OK) {
                return QUIXO_E_SYNTAX;
        }
        *out = m;
        tt_reason_clear(why, len);
        return QUIXO_OK;
}

quixo_status quixo_action_parse_legal(const quixo_pos *pos, const char *text,
                                      quixo_move *out, char *why, size_t len)
{
        quixo_move m;
        quixo_status st = quixo_action_parse(text, &m, why, len);
        if (st == QUIXO_OK)
                st = quixo_action_check(pos, m, why, len);
        if (st == QUIXO_OK)
                *out = m;
        return st;
}

const char *quixo_status_name(quixo_status s)
{
        switch (s) {
        case QUIXO_OK:
                return "ok";
        case QUIXO_E_SYNTAX:
                return "malformed move";
        case QUIXO_E_NOT_BORDER:
                return "not a border square (Q3)";
        case QUIXO_E_OPPONENT_MARK:
                return "the cube shows the other side's mark (Q5, Q13)";
        case QUIXO_E_DOT_PARTNER:
                return "the dot points to the partner (Q13)";
        case QUIXO_E_FIRST_NEUTRAL:
                return "the first move must take a neutral cube (Q16)";
        case QUIXO_E_SAME_SQUARE:
                return "a cube may not go back where it was taken (Q7)";
        case QUIXO_E_NOT_END:
                return "not an end of the cube's row or column (Q7/Q8)";
        case QUIXO_E_DOT_MISSING:
                return "a four-player move needs a dot (Q15)";
        case QUIXO_E_DOT_UNEXPECTED:
                return "the two-player game has no dot (Q15)";
        case QUIXO_E_DOT_SEAT:
                return "the dot must point to the mover or the partner (Q14)";
        case QUIXO_E_PASS:
                return "pass is legal only when no cube can be taken (Q9, Q17)";
        case QUIXO_E_MUST_PASS:
                return "the only legal move is pass (Q17)";
        case QUIXO_E_STATE:
                return "invalid state string";
        case QUIXO_E_OPTION:
                return "invalid option";
        }
        return "unknown status";
}
