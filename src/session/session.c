/* session.c: one game in progress (see session.h): history with undo and
 * redo, repetition (Q21), clocks (Q20), seats, resignation, draws and the
 * change hook used for autosaving. */
#include "session/session.h"
#include "session/memory.h"
#include "tt_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct session {
        const struct tt_game_ops *ops;
        struct session_settings set;
        char canon[TT_OPTIONS_MAX];
        bool repetition; /* Q21 third repetition draws */

        /* positions[0..len] (pos_size bytes each), actions[1..len];
         * actions[i] led from position i-1 to i. cur is the current one,
         * cur+1..len is the redo list. */
        unsigned char *positions;
        char **actions;
        uint64_t *keys;        /* repetition key hash of each position */
        unsigned *occurrences; /* how often position i's key occurred in 0..i */
        size_t cur, len, cap;

        struct session_seat seats[TT_SEATS_MAX];
        int nseats;
        tt_rng rng;

        /* An ending outside the rules (time, resign, agreement) at ply end_at. */
        enum session_end end;
        char loser;
        size_t end_at;

        /* Clocks, per side (Q20). */
        char sides[TT_SEATS_MAX];
        int nsides;
        int64_t left[TT_SEATS_MAX];
        int64_t move_used; /* per-move mode: time used in the current turn */
        int64_t last_ms;

        session_change_fn on_change;
        void *on_change_ctx;

        char *said; /* said lines for the record (session_set_said) */
        size_t said_len;

        /* The computer player kept for the game (issue 27): cleared when
         * the game starts again (new, load, another state); NULL when out
         * of memory (every search then starts cold). */
        struct tt_memory *memory;
};

void session_settings_default(struct session_settings *set)
{
        memset(set, 0, sizeof *set);
        set->clock.mode = SESSION_CLOCK_NONE;
        set->undo_allowed = true;
        set->advice = true;
        set->seed = 1;
}

static const char *const end_names[] = {
    [SESSION_END_NONE] = "none",
    [SESSION_END_RULES] = "rules",
    [SESSION_END_REPETITION] = "repetition",
    [SESSION_END_TIME] = "time",
    [SESSION_END_RESIGN] = "resign",
    [SESSION_END_AGREEMENT] = "agreement",
};

const char *session_end_name(enum session_end end)
{
        if ((unsigned)end < sizeof end_names / sizeof end_names[0])
                return end_names[end];
        return "none";
}

bool session_end_parse(const char *name, enum session_end *end)
{
        for (unsigned i = 0; i < sizeof end_names / sizeof end_names[0]; i++) {
                if (strcmp(name, end_names[i]) == 0) {
                        *end = (enum session_end)i;
                        return true;
                }
        }
        return false;
}

static void *pos_at(const struct session *s, size_t i)
{
        return s->positions + i * s->ops->pos_size;
}

static uint64_t hash_text(const char *text)
{
        uint64_t h = 1469598103934665603ULL; /* FNV-1a */
        for (; *text != '\0'; text++) {
                h ^= (unsigned char)*text;
                h *= 1099511628211ULL;
        }
        return h;
}

/* Fills keys[i] and occurrences[i] from positions 0..i (Q21). */
static void count_repetition(struct session *s, size_t i)
{
        s->occurrences[i] = 1;
        if (!s->repetition || s->ops->repetition_key == NULL) {
                s->keys[i] = 0;
                return;
        }
        char key[TT_STATE_MAX], other[TT_STATE_MAX];
        s->ops->repetition_key(pos_at(s, i), key, sizeof key);
        s->keys[i] = hash_text(key);
        for (size_t j = 0; j < i; j++) {
                if (s->keys[j] != s->keys[i])
                        continue;
                s->ops->repetition_key(pos_at(s, j), other, sizeof other);
                if (strcmp(key, other) == 0)
                        s->occurrences[i]++;
        }
}

static int reserve(struct session *s, size_t need)
{
        if (need <= s->cap)
                return 0;
        size_t cap = s->cap == 0 ? 64 : s->cap;
        while (cap < need)
                cap *= 2;
        unsigned char *p = realloc(s->positions, cap * s->ops->pos_size);
        if (p == NULL)
                return -1;
        s->positions = p;
        char **a = realloc(s->actions, cap * sizeof *a);
        if (a == NULL)
                return -1;
        s->actions = a;
        uint64_t *k = realloc(s->keys, cap * sizeof *k);
        if (k == NULL)
                return -1;
        s->keys = k;
        unsigned *o = realloc(s->occurrences, cap * sizeof *o);
        if (o == NULL)
                return -1;
        s->occurrences = o;
        for (size_t i = s->cap; i < cap; i++)
                s->actions[i] = NULL;
        s->cap = cap;
        return 0;
}

static void drop_after(struct session *s, size_t keep)
{
        for (size_t i = keep + 1; i <= s->len; i++) {
                free(s->actions[i]);
                s->actions[i] = NULL;
        }
        s->len = keep;
}

static void changed(struct session *s)
{
        if (s->on_change != NULL)
                s->on_change(s, s->on_change_ctx);
}

/* Seats and sides of the start position; clocks full. */
static void init_seats(struct session *s)
{
        char ids[TT_SEATS_MAX];
        int n = s->ops->seats(pos_at(s, 0), ids);
        s->nseats = 0;
        s->nsides = 0;
        for (int i = 0; i < n && i < TT_SEATS_MAX; i++) {
                struct session_seat *seat = &s->seats[s->nseats++];
                seat->id = ids[i];
                seat->kind = SESSION_HUMAN;
                seat->level = 1;
                seat->name[0] = '\0';
                char side = s->ops->side_of(pos_at(s, 0), ids[i]);
                bool known = false;
                for (int j = 0; j < s->nsides; j++)
                        known = known || s->sides[j] == side;
                if (!known)
                        s->sides[s->nsides++] = side;
        }
        for (int i = 0; i < TT_SEATS_MAX; i++)
                s->left[i] = s->set.clock.limit_ms;
        s->move_used = 0;
}

static void reset_history(struct session *s)
{
        tt_memory_clear(s->memory);
        drop_after(s, 0);
        s->cur = 0;
        s->end = SESSION_END_NONE;
        s->loser = 0;
        s->end_at = 0;
        count_repetition(s, 0);
}

struct session *session_new(const struct tt_game_ops *ops,
                            const struct session_settings *set, int64_t now_ms,
                            char *reason, size_t reason_size)
{
        const struct session_clock_settings *c = &set->clock;
        if (c->limit_ms < 0 || c->limit_ms > SESSION_CLOCK_MAX_MS ||
            c->increment_ms < 0 || c->increment_ms > SESSION_CLOCK_MAX_MS) {
                tt_reason_copy(reason, reason_size,
                               "a clock time must be between 0 and 7 days");
                return NULL;
        }
        struct session *s = calloc(1, sizeof *s);
        if (s == NULL) {
                tt_reason_copy(reason, reason_size, "out of memory");
                return NULL;
        }
        s->ops = ops;
        s->memory = tt_memory_new();
        if (reserve(s, 64) != 0) {
                tt_reason_copy(reason, reason_size, "out of memory");
                session_free(s);
                return NULL;
        }
        s->set = *set;
        s->set.options[sizeof s->set.options - 1] = '\0';
        tt_rng_seed(&s->rng, set->seed);
        char why[TT_REASON_MAX] = "invalid options";
        if (ops->new_game(pos_at(s, 0), set->options, &s->rng, s->canon, sizeof s->canon,
                          why, sizeof why) != 0) {
                tt_reason_copy(reason, reason_size, why);
                session_free(s);
                return NULL;
        }
        char rep[8];
        s->repetition = !(tt_option_get(s->canon, "repetition", rep, sizeof rep) &&
                          strcmp(rep, "off") == 0);
        s->len = 0;
        reset_history(s);
        init_seats(s);
        s->last_ms = now_ms;
        return s;
}

void session_free(struct session *s)
{
        if (s == NULL)
                return;
        if (s->actions != NULL)
                drop_after(s, 0);
        free(s->positions);
        free(s->actions);
        free(s->keys);
        free(s->occurrences);
        free(s->said);
        tt_memory_release(s->memory);
        explicit_bzero(&s->rng, sizeof s->rng); /* a dice key */
        free(s);
}

int session_set_state(struct session *s, const char *state, int64_t now_ms, char *reason,
                      size_t reason_size)
{
        unsigned char *tmp = malloc(s->ops->pos_size);
        if (tmp == NULL) {
                tt_reason_copy(reason, reason_size, "out of memory");
                return -1;
        }
        memcpy(tmp, pos_at(s, s->cur), s->ops->pos_size);
        char why[TT_REASON_MAX] = "invalid state string";
        if (s->ops->set_state(tmp, state, why, sizeof why) != 0) {
                tt_reason_copy(reason, reason_size, why);
                free(tmp);
                return -1;
        }
        memcpy(pos_at(s, 0), tmp, s->ops->pos_size);
        free(tmp);
        reset_history(s);
        /* The state string may change the seats (players=): keep names of
         * seats that stay. */
        struct session_seat old[TT_SEATS_MAX];
        int nold = s->nseats;
        memcpy(old, s->seats, sizeof old);
        init_seats(s);
        for (int i = 0; i < s->nseats; i++)
                for (int j = 0; j < nold; j++)
                        if (old[j].id == s->seats[i].id)
                                s->seats[i] = old[j];
        s->last_ms = now_ms;
        changed(s);
        return 0;
}

const struct tt_game_ops *session_ops(const struct session *s)
{
        return s->ops;
}

const struct session_settings *session_settings(const struct session *s)
{
        return &s->set;
}

const char *session_options(const struct session *s)
{
        return s->canon;
}

const void *session_position(const struct session *s)
{
        return pos_at(s, s->cur);
}

void session_state(const struct session *s, char *buf, size_t size)
{
        s->ops->get_state(pos_at(s, s->cur), buf, size);
}

void session_start_state(const struct session *s, char *buf, size_t size)
{
        s->ops->get_state(pos_at(s, 0), buf, size);
}

int session_legal_actions(const struct session *s, struct tt_actions *out)
{
        tt_actions_init(out);
        if (session_over(s))
                return 0;
        return s->ops->legal_actions(pos_at(s, s->cur), out);
}

char session_turn(const struct session *s)
{
        return s->ops->turn(pos_at(s, s->cur));
}

void session_show(const struct session *s, char *buf, size_t size)
{
        s->ops->show(pos_at(s, s->cur), buf, size);
}

int session_seat_count(const struct session *s)
{
        return s->nseats;
}

const struct session_seat *session_seat_at(const struct session *s, int index)
{
        if (index < 0 || index >= s->nseats)
                return NULL;
        return &s->seats[index];
}

const struct session_seat *session_seat(const struct session *s, char id)
{
        for (int i = 0; i < s->nseats; i++)
                if (s->seats[i].id == id)
                        return &s->seats[i];
        return NULL;
}

int session_set_seat(struct session *s, char id, enum session_controller kind, int level,
                     const char *name)
{
        struct session_seat *seat = (struct session_seat *)session_seat(s, id);
        if (seat == NULL ||
            (kind != SESSION_HUMAN && kind != SESSION_COMPUTER && kind != SESSION_REPLAY))
                return -1;
        if (name != NULL) {
                size_t n = strlen(name);
                if (n >= sizeof seat->name)
                        return -1;
                for (size_t i = 0; i < n; i++)
                        if ((unsigned char)name[i] < 0x20 || name[i] == 0x7f)
                                return -1;
                memcpy(seat->name, name, n + 1);
        }
        seat->kind = kind;
        seat->level = level;
        return 0;
}

static int side_index(const struct session *s, char side)
{
        for (int i = 0; i < s->nsides; i++)
                if (s->sides[i] == side)
                        return i;
        return -1;
}

static char side_to_move(const struct session *s)
{
        const void *pos = pos_at(s, s->cur);
        return s->ops->side_of(pos, s->ops->turn(pos));
}

/* Ended outside the rules at or before the current ply. */
static bool ended_by_session(const struct session *s)
{
        return s->end != SESSION_END_NONE && s->cur >= s->end_at;
}

void session_result(const struct session *s, struct session_result *out)
{
        memset(out, 0, sizeof *out);
        const void *pos = pos_at(s, s->cur);
        if (ended_by_session(s)) {
                out->end = s->end;
                out->loser = s->loser;
                if (s->end == SESSION_END_AGREEMENT)
                        snprintf(out->text, sizeof out->text, "draw");
                else
                        s->ops->loss_result(pos, s->loser, out->text, sizeof out->text);
                return;
        }
        s->ops->result(pos, out->text, sizeof out->text);
        if (strcmp(out->text, "none") != 0) {
                out->end = SESSION_END_RULES;
                return;
        }
        if (s->repetition && s->occurrences[s->cur] >= 3) { /* Q21 */
                snprintf(out->text, sizeof out->text, "draw");
                out->end = SESSION_END_REPETITION;
                return;
        }
        out->end = SESSION_END_NONE;
}

bool session_over(const struct session *s)
{
        struct session_result r;
        session_result(s, &r);
        return r.end != SESSION_END_NONE;
}

bool session_tick(struct session *s, int64_t now_ms)
{
        int64_t elapsed = now_ms - s->last_ms;
        s->last_ms = now_ms;
        if (elapsed < 0)
                elapsed = 0;
        if (s->set.clock.mode == SESSION_CLOCK_NONE || session_over(s))
                return false;
        char side = side_to_move(s);
        bool fell = false;
        if (s->set.clock.mode == SESSION_CLOCK_GAME) {
                int i = side_index(s, side);
                if (i < 0)
                        return false;
                s->left[i] -= elapsed;
                if (s->left[i] <= 0) {
                        s->left[i] = 0;
                        fell = true;
                }
        } else {
                s->move_used += elapsed;
                if (s->move_used >= s->set.clock.limit_ms) {
                        s->move_used = s->set.clock.limit_ms;
                        fell = true;
                }
        }
        if (fell) { /* Q20: the side whose time runs out loses */
                drop_after(s, s->cur);
                s->end = SESSION_END_TIME;
                s->loser = side;
                s->end_at = s->cur;
                changed(s);
        }
        return fell;
}

int64_t session_time_left(const struct session *s, char side, int64_t now_ms)
{
        if (s->set.clock.mode == SESSION_CLOCK_NONE)
                return -1;
        int64_t running = 0;
        if (!session_over(s) && side_to_move(s) == side && now_ms > s->last_ms)
                running = now_ms - s->last_ms;
        int64_t left;
        if (s->set.clock.mode == SESSION_CLOCK_GAME) {
                int i = side_index(s, side);
                if (i < 0)
                        return -1;
                left = s->left[i] - running;
        } else {
                left = s->set.clock.limit_ms -
                       (side_to_move(s) == side ? s->move_used : 0) - running;
        }
        return left < 0 ? 0 : left;
}

void session_clock_resume(struct session *s, int64_t now_ms)
{
        s->last_ms = now_ms;
}

void session_set_time_left(struct session *s, char side, int64_t ms)
{
        int i = side_index(s, side);
        if (i >= 0)
                s->left[i] = ms < 0                      ? 0
                             : ms > SESSION_CLOCK_MAX_MS ? SESSION_CLOCK_MAX_MS
                                                         : ms;
}

/* Q20: the increment a side earns when ply k ends its turn, given
 * (sign 1: played or redone) or taken back (-1: undone), so undo and redo
 * never earn time. Never past the bound, never below zero. */
static void add_increment(struct session *s, size_t k, int sign)
{
        const unsigned char *before = pos_at(s, k - 1);
        int64_t inc = s->set.clock.increment_ms;
        int i;

        if (s->set.clock.mode != SESSION_CLOCK_GAME || inc == 0 ||
            !s->ops->turn_ended(before, pos_at(s, k), s->actions[k]))
                return;
        i = side_index(s, s->ops->side_of(before, s->ops->turn(before)));
        if (i < 0)
                return;
        if (sign > 0)
                s->left[i] = s->left[i] > SESSION_CLOCK_MAX_MS - inc
                                 ? SESSION_CLOCK_MAX_MS
                                 : s->left[i] + inc;
        else
                s->left[i] = s->left[i] < inc ? 0 : s->left[i] - inc;
}

int session_play(struct session *s, const char *action, int64_t now_ms, char *reason,
                 size_t reason_size)
{
        if (session_over(s)) {
                tt_reason_copy(reason, reason_size, "the game is over");
                return -1;
        }
        if (session_tick(s, now_ms)) {
                tt_reason_copy(reason, reason_size, "time is up (Q20)");
                return -1;
        }
        if (s->cur + 1 >= SESSION_MAX_PLIES) {
                tt_reason_copy(reason, reason_size, "the game is too long");
                return -1;
        }
        char thrown[TT_ACTION_MAX];
        if (s->ops->throw_score != NULL && strcmp(action, "throw") == 0) {
                /* T4: the session throws with its own generator. Only when a
                 * throw is legal, so the generator is not used in vain. */
                struct tt_actions legal;
                if (s->ops->legal_actions(pos_at(s, s->cur), &legal) != 0) {
                        tt_reason_copy(reason, reason_size, "out of memory");
                        return -1;
                }
                bool ok = tt_actions_contains(&legal, "throw");
                tt_actions_free(&legal);
                if (ok) {
                        snprintf(thrown, sizeof thrown, "throw %d",
                                 s->ops->throw_score(&s->rng));
                        action = thrown;
                }
        }
        if (strlen(action) >= TT_ACTION_MAX) {
                tt_reason_copy(reason, reason_size, "action too long");
                return -1;
        }
        char *copy = strdup(action);
        if (copy == NULL || reserve(s, s->cur + 2) != 0) {
                free(copy);
                tt_reason_copy(reason, reason_size, "out of memory");
                return -1;
        }
        void *before = pos_at(s, s->cur);
        void *after = pos_at(s, s->cur + 1);
        /* Position cur+1 may hold a redo position: only drop it on success. */
        unsigned char *tmp = malloc(s->ops->pos_size);
        if (tmp == NULL) {
                free(copy);
                tt_reason_copy(reason, reason_size, "out of memory");
                return -1;
        }
        memcpy(tmp, before, s->ops->pos_size);
        char why[TT_REASON_MAX] = "illegal action";
        if (s->ops->play(tmp, action, why, sizeof why) != 0) {
                free(tmp);
                free(copy);
                tt_reason_copy(reason, reason_size, why);
                return -1;
        }
        drop_after(s, s->cur);
        s->end = SESSION_END_NONE; /* an ending further on (seek back) is gone */
        memcpy(after, tmp, s->ops->pos_size);
        free(tmp);
        s->actions[s->cur + 1] = copy;
        s->cur++;
        s->len = s->cur;
        count_repetition(s, s->cur);
        if (s->ops->turn_ended(before, after, action)) {
                s->move_used = 0;
                add_increment(s, s->cur, 1);
        }
        changed(s);
        return 0;
}

void session_choice(const struct session *s, int level, long time_ms, struct tt_choice *c)
{
        c->pos = pos_at(s, s->cur);
        c->history = s->cur > 0 ? pos_at(s, 0) : NULL;
        c->history_len = s->cur;
        c->repetition = s->repetition;
        c->level = level;
        c->time_ms = time_ms;
        c->progress = NULL;
        c->progress_ctx = NULL;
        c->memory = s->memory;
}

int session_choose(struct session *s, int level, long time_ms, char *out, size_t out_size)
{
        struct tt_choice c;
        if (session_over(s))
                return -1;
        session_choice(s, level, time_ms, &c);
        return s->ops->choose(&c, &s->rng, out, out_size);
}

int session_analyze(const struct session *s, int level, long time_ms,
                    struct tt_analysis *out)
{
        struct tt_choice c;
        if (session_over(s) || s->ops->analyze == NULL)
                return -1;
        session_choice(s, level, time_ms, &c);
        /* a copy of the generator: analysing changes nothing */
        tt_rng rng = s->rng;
        return s->ops->analyze(&c, &rng, out);
}

int session_secure_dice(struct session *s, char *reason, size_t reason_size)
{
        uint8_t key[32];
        if (session_random_bytes(key, sizeof key, reason, reason_size) != 0)
                return -1;
        tt_rng_seed_key(&s->rng, key);
        explicit_bzero(key, sizeof key);
        return 0;
}

int session_undo(struct session *s, int64_t now_ms, char *reason, size_t reason_size)
{
        if (!s->set.undo_allowed) {
                tt_reason_copy(reason, reason_size, "undo is not allowed in this game");
                return -1;
        }
        if (ended_by_session(s)) {
                tt_reason_copy(reason, reason_size, "the game has ended");
                return -1;
        }
        if (s->cur == 0) {
                tt_reason_copy(reason, reason_size, "nothing to undo");
                return -1;
        }
        char dice[16];
        /* A throw of the program's dice stands; the typed score of physical
         * dice may be corrected (Thaayam's dice=physical, T4). */
        if (s->ops->is_chance && s->ops->is_chance(s->actions[s->cur]) &&
            !(tt_option_get(s->canon, "dice", dice, sizeof dice) &&
              strcmp(dice, "physical") == 0)) {
                tt_reason_copy(reason, reason_size, "a throw cannot be taken back");
                return -1;
        }
        session_tick(s, now_ms);
        if (ended_by_session(s)) {
                tt_reason_copy(reason, reason_size, "time is up (Q20)");
                return -1;
        }
        add_increment(s, s->cur, -1);
        s->cur--;
        changed(s);
        return 0;
}

int session_redo(struct session *s, int64_t now_ms, char *reason, size_t reason_size)
{
        if (s->cur >= s->len) {
                tt_reason_copy(reason, reason_size, "nothing to redo");
                return -1;
        }
        if (ended_by_session(s)) {
                tt_reason_copy(reason, reason_size, "the game has ended");
                return -1;
        }
        session_tick(s, now_ms);
        if (ended_by_session(s)) {
                tt_reason_copy(reason, reason_size, "time is up (Q20)");
                return -1;
        }
        s->cur++;
        add_increment(s, s->cur, 1);
        changed(s);
        return 0;
}

bool session_redo_next(const struct session *s, char *buf, size_t size)
{
        if (s->cur >= s->len)
                return false;
        snprintf(buf, size, "%s", s->actions[s->cur + 1]);
        return true;
}

bool session_replay_next(const struct session *s, char *buf, size_t size)
{
        return session_redo_next(s, buf, size);
}

size_t session_ply_count(const struct session *s)
{
        return s->cur;
}

const char *session_action_at(const struct session *s, size_t i)
{
        if (i < 1 || i > s->len)
                return NULL;
        return s->actions[i];
}

size_t session_redo_count(const struct session *s)
{
        return s->len - s->cur;
}

int session_seek(struct session *s, size_t ply)
{
        if (ply > s->len)
                return -1;
        s->cur = ply;
        changed(s);
        return 0;
}

/* Ends the game by a declaration (resignation or agreed draw) unless the
 * clock of the side to move ran out first (Q20). */
static int declare_end(struct session *s, enum session_end end, char loser,
                       int64_t now_ms, char *reason, size_t reason_size)
{
        session_tick(s, now_ms);
        if (session_over(s)) {
                tt_reason_copy(reason, reason_size, "time is up (Q20)");
                return -1;
        }
        drop_after(s, s->cur);
        s->end = end;
        s->loser = loser;
        s->end_at = s->cur;
        changed(s);
        return 0;
}

int session_resign(struct session *s, char side, int64_t now_ms, char *reason,
                   size_t reason_size)
{
        if (session_over(s)) {
                tt_reason_copy(reason, reason_size, "the game is over");
                return -1;
        }
        if (side_index(s, side) < 0) {
                tt_reason_copy(reason, reason_size, "no such side");
                return -1;
        }
        return declare_end(s, SESSION_END_RESIGN, side, now_ms, reason, reason_size);
}

int session_agree_draw(struct session *s, int64_t now_ms, char *reason,
                       size_t reason_size)
{
        if (session_over(s)) {
                tt_reason_copy(reason, reason_size, "the game is over");
                return -1;
        }
        return declare_end(s, SESSION_END_AGREEMENT, 0, now_ms, reason, reason_size);
}

int session_set_end(struct session *s, enum session_end end, char loser)
{
        if (session_over(s))
                return -1;
        if (end == SESSION_END_TIME || end == SESSION_END_RESIGN) {
                if (side_index(s, loser) < 0)
                        return -1;
        } else if (end == SESSION_END_AGREEMENT) {
                loser = 0;
        } else {
                return -1;
        }
        drop_after(s, s->cur);
        s->end = end;
        s->loser = loser;
        s->end_at = s->cur;
        return 0;
}

void session_set_on_change(struct session *s, session_change_fn fn, void *ctx)
{
        s->on_change = fn;
        s->on_change_ctx = ctx;
}

int session_set_said(struct session *s, const char *said, size_t len)
{
        char *copy;
        if (len > SESSION_SAID_MAX)
                return -1;
        copy = malloc(len + 1);
        if (!copy)
                return -1;
        memcpy(copy, said, len);
        copy[len] = '\0';
        free(s->said);
        s->said = copy;
        s->said_len = len;
        return 0;
}

const char *session_said(const struct session *s, size_t *len)
{
        *len = s->said ? s->said_len : 0;
        return s->said ? s->said : "";
}
