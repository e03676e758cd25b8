/* fuzz_engine.h: the body shared by the engine fuzz targets: the input is
 * a session of protocol lines fed to the command interpreter. */
#ifndef TT_FUZZ_ENGINE_H
#define TT_FUZZ_ENGINE_H

#include "engine/engine.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int fuzz_engine_session(const struct tt_game_ops *ops, const uint8_t *data,
                               size_t size)
{
        static FILE *sink;
        if (sink == NULL)
                sink = fopen("/dev/null", "w");
        if (sink == NULL)
                return 0;
        struct engine *e = engine_new(ops, 1);
        if (e == NULL)
                return 0;
        engine_restrict(e, false, 5); /* no files, think at most 5 ms */
        const char *p = (const char *)data, *end = p + size;
        while (p < end) {
                const char *nl = memchr(p, '\n', (size_t)(end - p));
                size_t len = nl != NULL ? (size_t)(nl - p) : (size_t)(end - p);
                if (len > ENGINE_LINE_MAX) /* as engine_run: too long */
                        len = ENGINE_LINE_MAX + 1;
                if (!engine_handle_line(e, p, len, sink))
                        break;
                p = nl != NULL ? nl + 1 : end;
        }
        engine_free(e);
        return 0;
}

#endif
