/* options.c: command-line pieces shared by both games (see options.h). */
#include "main/options.h"
#include "main/cli.h"
#include "i18n/i18n.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cli_usage(const char *prog, const char *fmt, const char *arg)
{
        fprintf(stderr, "%s: ", prog);
        fprintf(stderr, fmt, arg);
        fprintf(stderr, "\n");
        fprintf(stderr, _("Try '%s --help' for more information.\n"), prog);
        return CLI_EXIT_USAGE;
}

int cli_onoff(const char *v, bool *out)
{
        if (strcmp(v, "on") == 0 || strcmp(v, "yes") == 0) {
                *out = true;
                return 0;
        }
        if (strcmp(v, "off") == 0 || strcmp(v, "no") == 0) {
                *out = false;
                return 0;
        }
        return -1;
}

int cli_int(const char *v, int min, int max, int *out)
{
        char *end;
        long n;
        if (*v < '0' || *v > '9')
                return -1; /* no sign, no spaces */
        errno = 0;
        n = strtol(v, &end, 10);
        if (errno || end == v || *end || n < min || n > max)
                return -1;
        *out = (int)n;
        return 0;
}

int cli_pair(const char *arg, const char *ids, char *id, const char **value)
{
        if (!arg[0] || arg[1] != '=' || !strchr(ids, arg[0]))
                return -1;
        *id = arg[0];
        *value = arg + 2;
        return 0;
}

bool cli_computer(const char *v, int max_level, int *level)
{
        if (strncmp(v, "computer", 8) != 0)
                return false;
        *level = 0;
        return v[8] == '\0' || (v[8] == ':' && cli_int(v + 9, 1, max_level, level) == 0);
}

const char *cli_name_problem(const char *name, size_t size)
{
        if (!*name || strlen(name) >= size)
                return _("a name must have 1 to 63 bytes: '%s'");
        for (const char *c = name; *c; c++)
                if ((unsigned char)*c < 32 || *c == 127)
                        return _("a name may not contain control characters: '%s'");
        return NULL;
}
