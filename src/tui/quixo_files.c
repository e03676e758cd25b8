/* quixo_files.c: saving, loading, replaying and resuming through the
 * records module (src/record; see quixo_files.h). */
#include "tui/quixo_files.h"
#include "record/record.h"
#include "i18n/i18n.h"

#include <stdio.h>

int tui_quixo_resume_path(char *buf, size_t size)
{
        char why[256];
        return record_autosave_path("quixo", buf, size, why, sizeof why);
}

int tui_quixo_save(const struct session *s, const char *path, char *why, size_t len)
{
        return record_save(s, path, NULL, why, len);
}

struct session *tui_quixo_resume(int64_t now_ms, char *why, size_t len)
{
        return record_resume("quixo", now_ms, why, len);
}

void tui_quixo_autosave(struct session *s)
{
        record_autosave(s, NULL);
}

void tui_quixo_forget(void)
{
        record_autosave_clear("quixo");
}
