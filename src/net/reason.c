/* reason.c: the reasons this module returns, from a printf format. */
#include "net/reason.h"

#include <stdarg.h>
#include <stdio.h>

void net_reason(char *why, size_t size, const char *fmt, ...)
{
        if (why == NULL || size == 0)
                return;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, size, fmt, ap);
        va_end(ap);
}
