/* picture_cli.c: `tabletop picture FILE.ttrec [--ply N] [--svg|--png]
 * [--game GAME] [-o OUT]`: the picture of a recorded position as an SVG
 * file (src/picture). FILE is a file here or a path, or else a saved
 * game's name (as for --load). Bad input (a missing or broken record, a ply out of
 * range, another game's record, an output that is a symbolic link) is
 * refused with a message and nothing is written. */
#include "main/cli.h"

#include "i18n/i18n.h"
#include "net/sanitize.h"
#include "picture/picture.h"
#include "record/files.h"
#include "record/record.h"
#include "tui/saved/files.h"
#include "tui/saved/list.h"

#include <errno.h>
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void print_picture_help(void)
{
        printf("%s",
               _("Usage: tabletop picture FILE.ttrec [--ply N] [--svg] [-o OUT]\n"
                 "Draws the position of a saved game as an SVG picture: the board, the\n"
                 "marks or pieces, and the last move as an arrow. FILE is a file here,\n"
                 "a path, or else a saved game's name, as for --load (the picture then\n"
                 "goes to NAME.svg here).\n\n"
                 "      --ply N      the position after N actions (default: the last)\n"
                 "      --svg        write SVG (the default and only format)\n"
                 "      --png        not made: convert the SVG (see tabletop(6))\n"
                 "      --game GAME  refuse a record of another game\n"
                 "  -o, --output OUT write to OUT ('-': standard output); default: FILE\n"
                 "                   with .svg for .ttrec (FILE-plyN.svg with --ply)\n"
                 "  -h, --help       show this help and exit\n"));
}

static int usage(const char *fmt, const char *arg)
{
        net_print_clean(stderr, fmt, arg);
        net_print_clean(stderr, "%s\n",
                        _("Try 'tabletop picture --help' for more information."));
        return CLI_EXIT_USAGE;
}

/* A ply number: digits only, at most SESSION_MAX_PLIES. */
static bool parse_ply(const char *text, size_t *ply)
{
        char *end;
        if (!text || text[0] < '0' || text[0] > '9')
                return false;
        errno = 0;
        unsigned long long v = strtoull(text, &end, 10);
        if (errno != 0 || *end != '\0' || v > SESSION_MAX_PLIES)
                return false;
        *ply = (size_t)v;
        return true;
}

/* FILE.ttrec -> FILE.svg (or FILE-plyN.svg). */
static int default_output(const char *file, bool with_ply, size_t ply, char *buf,
                          size_t size)
{
        size_t n = strlen(file), ext = strlen(RECORD_EXT);
        if (n > ext && strcmp(file + n - ext, RECORD_EXT) == 0)
                n -= ext;
        int k = with_ply
                    ? snprintf(buf, size, "%.*s-ply%zu%s", (int)n, file, ply, PICTURE_EXT)
                    : snprintf(buf, size, "%.*s%s", (int)n, file, PICTURE_EXT);
        return k > 0 && (size_t)k < size ? 0 : -1;
}

/* Never through a symbolic link, never over a directory, a device or the
 * saved game itself. */
static int check_output(const char *out, const char *file)
{
        struct stat st, in;
        if (lstat(out, &st) != 0)
                return errno == ENOENT ? 0 : -1;
        if (stat(file, &in) == 0 && in.st_dev == st.st_dev && in.st_ino == st.st_ino) {
                net_print_clean(stderr,
                                _("tabletop: %s is the saved game itself: the picture is "
                                  "not written over it\n"),
                                out);
                return -1;
        }
        if (S_ISLNK(st.st_mode)) {
                net_print_clean(stderr,
                                _("tabletop: %s is a symbolic link: the picture is not "
                                  "written through it\n"),
                                out);
                return -1;
        }
        if (!S_ISREG(st.st_mode)) {
                net_print_clean(
                    stderr,
                    _("tabletop: %s is not a regular file: the picture is not "
                      "written\n"),
                    out);
                return -1;
        }
        return 0;
}

static int write_picture(const char *out, const char *file, const char *svg, size_t len)
{
        char why[4300];
        if (strcmp(out, "-") == 0) {
                if (fwrite(svg, 1, len, stdout) != len || fflush(stdout) != 0) {
                        net_print_clean(stderr, "%s\n",
                                        _("tabletop: cannot write the picture"));
                        return CLI_EXIT_FAILURE;
                }
                return CLI_EXIT_OK;
        }
        if (check_output(out, file) != 0)
                return CLI_EXIT_FAILURE;
        mode_t mask = umask(0);
        umask(mask);
        if (record_write_atomic_mode(out, svg, len, 0666 & ~mask, why, sizeof why) != 0) {
                net_print_clean(stderr, "tabletop: %s\n", why);
                return CLI_EXIT_FAILURE;
        }
        net_print_clean(stdout, _("Picture written to %s\n"), out);
        return CLI_EXIT_OK;
}

/* The record named on the command line: a file here (or a path) as it
 * is; a bare name that is no file here is a saved game's name, as for
 * --load and teach GAME FILE ("teams", "teams.ttrec", a unique beginning:
 * tui_saved_resolve). *shown becomes that name (the picture's default
 * name comes from it), path the file read. NULL with why. */
static struct session *open_record(const char *file, const char *game, char *path,
                                   size_t path_size, const char **shown, char *why,
                                   size_t len)
{
        static char resolved[4096];
        char saved_why[600];
        struct stat st;
        struct session *s;

        if (strchr(file, '/') || lstat(file, &st) == 0) {
                snprintf(path, path_size, "%s", file);
                return record_load(file, 0, why, len);
        }
        /* "teams" for teams.ttrec here */
        int k = snprintf(resolved, sizeof resolved, "%s%s", file, RECORD_EXT);
        if (k > 0 && (size_t)k < sizeof resolved && lstat(resolved, &st) == 0) {
                snprintf(path, path_size, "%s", resolved);
                *shown = resolved;
                return record_load(resolved, 0, why, len);
        }
        if (tui_saved_resolve(game, file, resolved, sizeof resolved, saved_why,
                              sizeof saved_why) != 0) {
                /* neither here nor among the saved games: both said */
                s = record_load(file, 0, why, len);
                if (s) { /* it came meanwhile */
                        snprintf(path, path_size, "%s", file);
                        return s;
                }
                size_t n = strlen(why);
                if (n + 2 < len)
                        snprintf(why + n, len - n, "; %s", saved_why);
                return NULL;
        }
        s = tui_load_game(resolved, false, 0, path, path_size, why, len);
        if (s)
                *shown = resolved;
        return s;
}

int cli_picture(int argc, char **argv)
{
        static const struct option options[] = {
            {"ply", required_argument, NULL, 'p'},
            {"svg", no_argument, NULL, 's'},
            {"png", no_argument, NULL, 'P'},
            {"game", required_argument, NULL, 'g'},
            {"output", required_argument, NULL, 'o'},
            {"help", no_argument, NULL, 'h'},
            {NULL, 0, NULL, 0},
        };
        const char *file = NULL, *out = NULL, *game = NULL;
        bool png = false, with_ply = false;
        size_t ply = 0;
        int c;

        /* argv[0] is "picture". */
        opterr = 0;
        optind = 1;
        while ((c = getopt_long(argc, argv, ":o:h", options, NULL)) != -1) {
                switch (c) {
                case 'p':
                        if (!parse_ply(optarg, &ply))
                                return usage(
                                    _("tabletop: --ply needs a number of actions, "
                                      "not '%s'\n"),
                                    optarg);
                        with_ply = true;
                        break;
                case 's':
                        png = false;
                        break;
                case 'P':
                        png = true;
                        break;
                case 'g':
                        game = optarg;
                        break;
                case 'o':
                        out = optarg;
                        break;
                case 'h':
                        print_picture_help();
                        return CLI_EXIT_OK;
                case ':':
                        return usage(_("tabletop: option '%s' needs a value\n"),
                                     argv[optind - 1]);
                default:
                        return usage(_("tabletop: unknown option '%s'\n"),
                                     argv[optind - 1]);
                }
        }
        for (; optind < argc; optind++) {
                if (file)
                        return usage(_("tabletop: unexpected argument '%s'\n"),
                                     argv[optind]);
                file = argv[optind];
        }
        if (!file)
                return usage("%s\n", _("tabletop: which saved game? (tabletop picture "
                                       "FILE.ttrec)"));
        if (game && !tt_game_by_name(game))
                return usage(_("tabletop: unknown game '%s'\n"), game);
        if (png) {
                net_print_clean(stderr, "%s\n",
                                _("tabletop: PNG pictures are not made by this program; "
                                  "write the SVG and convert it, e.g. with rsvg-convert "
                                  "-o board.png board.svg"));
                return CLI_EXIT_FAILURE;
        }

        char why[4400], path[4200], pwhy[TT_REASON_MAX], loaded[4200];
        struct session *s =
            open_record(file, game, loaded, sizeof loaded, &file, why, sizeof why);
        if (!s) {
                net_print_clean(stderr, "tabletop: %s\n", why);
                return CLI_EXIT_FAILURE;
        }
        const char *name = session_ops(s)->name;
        if (game && strcmp(game, name) != 0) {
                net_print_clean(stderr, _("tabletop: %s is a game of %s, not of %s\n"),
                                file, name, game);
                session_free(s);
                return CLI_EXIT_FAILURE;
        }
        if (!with_ply)
                ply = session_ply_count(s);
        if (!out) {
                if (default_output(file, with_ply, ply, path, sizeof path) != 0) {
                        net_print_clean(stderr, "%s\n",
                                        _("tabletop: the file name is too long"));
                        session_free(s);
                        return CLI_EXIT_FAILURE;
                }
                out = path;
        }
        char *svg = NULL;
        size_t len = 0;
        int rc = picture_session_svg(s, ply, &svg, &len, pwhy, sizeof pwhy);
        session_free(s);
        if (rc != 0) {
                net_print_clean(stderr, "tabletop: %s: %s\n", file, pwhy);
                return CLI_EXIT_FAILURE;
        }
        rc = write_picture(out, loaded, svg, len);
        free(svg);
        return rc;
}
