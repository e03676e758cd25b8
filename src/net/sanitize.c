/* sanitize.c: fprintf for a terminal, cleaning what it prints with the
 * library's cleaner (see sanitize.h, tt_clean.h). */
#include "net/sanitize.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int net_print_clean(FILE *f, const char *fmt, ...)
{
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(NULL, 0, fmt, ap);
        va_end(ap);
        if (n < 0)
                return EOF;
        char *text = malloc((size_t)n + 1);
        if (text == NULL)
                return EOF;
        va_start(ap, fmt);
        vsnprintf(text, (size_t)n + 1, fmt, ap);
        va_end(ap);
        int rc = 0;
        for (char *line = text; *line != '\0' && rc != EOF;) {
                char *nl = strchr(line, '\n');
                if (nl != NULL)
                        *nl = '\0';
                net_sanitize(line, strlen(line) + 1, line);
                rc = fputs(line, f);
                if (nl == NULL)
                        break;
                if (rc != EOF)
                        rc = fputc('\n', f);
                line = nl + 1;
        }
        free(text);
        return rc;
}
