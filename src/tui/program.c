/* program.c: the command that runs this program again (see program.h). */
#include "tui/program.h"

#include <stdio.h>
#include <string.h>

static char argv0[1024];

void tui_program_set(const char *name)
{
        snprintf(argv0, sizeof argv0, "%s", name ? name : "");
}

const char *tui_program_command(const char *game, char *buf, size_t size)
{
        const char *slash = strrchr(argv0, '/');
        const char *base = slash ? slash + 1 : argv0;

        if (!argv0[0] || strlen(argv0) >= sizeof argv0 - 1)
                snprintf(buf, size, "tabletop %s", game);
        else if (strcmp(base, game) == 0)
                snprintf(buf, size, "%s", argv0);
        else
                snprintf(buf, size, "%s %s", argv0, game);
        return buf;
}
