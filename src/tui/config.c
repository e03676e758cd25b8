/* config.c: the key=value settings file of the front end (see config.h). */
#include "tt_ascii.h"
#include "tui/config.h"
#include "record/files.h"
#include "net/sanitize.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Why the settings were last not read or not written ("" when they were). */
static char problem[TUI_CONFIG_PROBLEM_MAX];

int tui_config_dir(char *buf, size_t size)
{
        const char *xdg = getenv("XDG_CONFIG_HOME");
        const char *home = getenv("HOME");
        int n;

        if (xdg && xdg[0] == '/')
                n = snprintf(buf, size, "%s/tabletop", xdg);
        else if (home && *home)
                n = snprintf(buf, size, "%s/.config/tabletop", home);
        else
                return -1;
        return n > 0 && (size_t)n < size ? 0 : -1;
}

static int config_file(char *buf, size_t size)
{
        char dir[512];
        int n;
        if (tui_config_dir(dir, sizeof dir) != 0)
                return -1;
        n = snprintf(buf, size, "%s/settings", dir);
        return n > 0 && (size_t)n < size ? 0 : -1;
}

static char *trim(char *s)
{
        char *e;
        while (*s == ' ' || *s == '\t')
                s++;
        e = s + strlen(s);
        while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r'))
                *--e = '\0';
        return s;
}

void tui_config_load(struct tui_config *c)
{
        char path[600], line[256];
        FILE *f;

        c->n = 0;
        if (config_file(path, sizeof path) != 0)
                return;
        /* Settings in a directory others may write are not trusted. */
        char dir[512];
        struct stat st;
        if (tui_config_dir(dir, sizeof dir) == 0 && lstat(dir, &st) == 0 &&
            (!S_ISDIR(st.st_mode) || st.st_uid != geteuid() ||
             (st.st_mode & (S_IWGRP | S_IWOTH)) != 0)) {
                record_private_dir(dir, problem, sizeof problem);
                return;
        }
        f = fopen(path, "r");
        if (!f)
                return;
        while (fgets(line, sizeof line, f)) {
                char *eq, *key, *value;
                if (!strchr(line, '\n') && !feof(f)) {
                        int ch; /* an over-long line: skip the rest */
                        while ((ch = fgetc(f)) != EOF && ch != '\n')
                                ;
                        continue;
                }
                key = trim(line);
                if (*key == '#' || *key == '\0')
                        continue;
                eq = strchr(key, '=');
                if (!eq)
                        continue;
                *eq = '\0';
                value = trim(eq + 1);
                key = trim(key);
                /* Values are shown on the screens (names): plain text only. */
                if (net_text_clean(value))
                        tui_config_set(c, key, value);
        }
        fclose(f);
}

const char *tui_config_problem(void)
{
        return problem;
}

void tui_config_problem_clear(void)
{
        problem[0] = '\0';
}

int tui_config_save(const struct tui_config *c)
{
        char dir[512], path[600];
        char *text = NULL;
        size_t len = 0;
        int i, rc;

        if (tui_config_dir(dir, sizeof dir) != 0)
                return -1;
        if (record_private_dir(dir, problem, sizeof problem) != 0)
                return -1;
        snprintf(path, sizeof path, "%s/settings", dir);
        FILE *f = open_memstream(&text, &len);
        if (!f)
                return -1;
        fprintf(f, "# tabletop settings (key=value), written by the program\n");
        for (i = 0; i < c->n; i++)
                fprintf(f, "%s=%s\n", c->items[i].key, c->items[i].value);
        if (fclose(f) != 0) {
                free(text);
                return -1;
        }
        /* The records' atomic write: a temporary file made with O_EXCL
         * (mkstemp), so nothing planted under its name is followed. */
        rc = record_write_atomic(path, text, len, problem, sizeof problem);
        free(text);
        if (rc == 0)
                problem[0] = '\0';
        return rc;
}

const char *tui_config_get(const struct tui_config *c, const char *key, const char *def)
{
        int i;
        for (i = 0; i < c->n; i++)
                if (strcmp(c->items[i].key, key) == 0)
                        return c->items[i].value;
        return def;
}

int tui_config_get_int(const struct tui_config *c, const char *key, int def, int min,
                       int max)
{
        const char *v = tui_config_get(c, key, NULL);
        long n;

        if (!v || !*v || !tt_ascii_long(v, min, max, &n))
                return def;
        return (int)n;
}

int tui_config_set(struct tui_config *c, const char *key, const char *value)
{
        int i;
        const char *p;

        if (!*key || strlen(key) >= TUI_CONFIG_KEY_MAX ||
            strlen(value) >= TUI_CONFIG_VALUE_MAX)
                return -1;
        for (p = key; *p; p++)
                if (*p == '=' || *p == '\n' || *p == ' ' || (unsigned char)*p < 32)
                        return -1;
        for (p = value; *p; p++)
                if (*p == '\n' || *p == '\r')
                        return -1;
        for (i = 0; i < c->n; i++)
                if (strcmp(c->items[i].key, key) == 0)
                        break;
        if (i == c->n) {
                if (c->n >= TUI_CONFIG_ITEMS)
                        return -1;
                c->n++;
                snprintf(c->items[i].key, TUI_CONFIG_KEY_MAX, "%s", key);
        }
        snprintf(c->items[i].value, TUI_CONFIG_VALUE_MAX, "%s", value);
        return 0;
}

int tui_config_set_int(struct tui_config *c, const char *key, int value)
{
        char buf[24];
        snprintf(buf, sizeof buf, "%d", value);
        return tui_config_set(c, key, buf);
}
