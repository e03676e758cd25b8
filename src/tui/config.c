/* config.c: the key=value settings file of the front end (see config.h). */
#include "tui/config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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
                tui_config_set(c, key, value);
        }
        fclose(f);
}

static int make_dirs(const char *dir)
{
        char buf[512];
        char *p;
        snprintf(buf, sizeof buf, "%s", dir);
        for (p = buf + 1; *p; p++) {
                if (*p != '/')
                        continue;
                *p = '\0';
                if (mkdir(buf, 0700) != 0 && errno != EEXIST)
                        return -1;
                *p = '/';
        }
        return mkdir(buf, 0700) != 0 && errno != EEXIST ? -1 : 0;
}

int tui_config_save(const struct tui_config *c)
{
        char dir[512], path[600], tmp[640];
        FILE *f;
        int i, fd, ok;

        if (tui_config_dir(dir, sizeof dir) != 0 || make_dirs(dir) != 0)
                return -1;
        snprintf(path, sizeof path, "%s/settings", dir);
        snprintf(tmp, sizeof tmp, "%s/.settings.%ld.tmp", dir, (long)getpid());
        fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0)
                return -1;
        f = fdopen(fd, "w");
        if (!f) {
                close(fd);
                unlink(tmp);
                return -1;
        }
        fprintf(f, "# tabletop settings (key=value), written by the program\n");
        for (i = 0; i < c->n; i++)
                fprintf(f, "%s=%s\n", c->items[i].key, c->items[i].value);
        ok = fflush(f) == 0 && fsync(fileno(f)) == 0;
        ok = fclose(f) == 0 && ok;
        if (!ok || rename(tmp, path) != 0) {
                unlink(tmp);
                return -1;
        }
        return 0;
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
        char *end;
        long n;

        if (!v || !*v)
                return def;
        errno = 0;
        n = strtol(v, &end, 10);
        if (errno || *end || n < min || n > max)
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
