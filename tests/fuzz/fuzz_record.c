/* fuzz_record.c: libFuzzer target, the record parser on arbitrary text. A
 * record it accepts must write back to a record it accepts again, with the
 * same state. */
#include "record/record.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
        char why[256];
        struct session *s = record_parse((const char *)data, size, 0, why, sizeof why);
        if (s == NULL) {
                if (strncmp(why, "line ", 5) != 0)
                        abort(); /* every refusal names its line */
                return 0;
        }
        char *text;
        size_t len;
        if (record_format(s, "fuzz", &text, &len) != 0)
                abort();
        struct session *again = record_parse(text, len, 0, why, sizeof why);
        if (again == NULL)
                abort();
        char a[TT_STATE_MAX], b[TT_STATE_MAX];
        session_state(s, a, sizeof a);
        session_state(again, b, sizeof b);
        if (strcmp(a, b) != 0)
                abort();
        free(text);
        session_free(again);
        session_free(s);
        return 0;
}
