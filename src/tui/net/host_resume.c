/* host_resume.c: `tabletop host --resume` and the menu's resume of a
 * hosted game (see host_resume.h): the kept file read back into a session
 * and a hosting request with the same seats and watchers. */
#include "tui/net/host_resume.h"
#include "i18n/i18n.h"
#include "net/keep.h"
#include "net/sanitize.h"
#include "tui/kit/event.h"
#include "tui/net/lobby.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

/* The kept game `name` and how to host it again; NULL with why. */
static struct session *kept_request(const char *name, struct tui_host_request *h,
                                    char *why, size_t len)
{
        struct net_host_options o;
        struct session *s = net_keep_load(name, tui_now_ms(), &o, why, len);

        if (!s)
                return NULL;
        tui_host_request_init(h);
        h->host = true;
        h->resumed = true;
        h->net = o; /* its name and watchers; the seats follow */
        /* the seats as they were kept: for anyone, or for one uid */
        for (int i = 0; i < o.nseats && h->nremote < TUI_REMOTE_SEATS_MAX; i++)
                if (o.seats[i].kind == NET_SEAT_REMOTE) {
                        h->remote[h->nremote] = o.seats[i].id;
                        h->remote_rule[h->nremote++] = o.seats[i];
                }
        /* Its dice are keyed anew from getrandom when it is hosted again
         * (host_and_join, net_host_serve): the kept seed predicts nothing. */
        return s;
}

int tui_host_resume_main(const struct tui_options *ui, const char *name)
{
        static struct net_kept kept[NET_KEEP_LIST_MAX];
        struct tui_host_request h;
        char why[TT_REASON_MAX];
        struct session *s;
        int n = net_keep_list(kept, NET_KEEP_LIST_MAX);

        if (!name) {
                if (n == 0) {
                        net_print_clean(
                            stderr, "%s\n",
                            _("tabletop: no hosted game is kept for 'tabletop host "
                              "--resume'"));
                        return 1;
                }
                if (n > 1) {
                        printf("%s\n", _("Hosted games kept, newest first:"));
                        for (int i = 0; i < n; i++) {
                                char when[32] = "?";
                                struct tm tm;
                                if (localtime_r(&kept[i].when, &tm))
                                        strftime(when, sizeof when, "%Y-%m-%d %H:%M",
                                                 &tm);
                                printf(_("  %-12s %-8s kept %s   tabletop host --resume "
                                         "%s\n"),
                                       kept[i].name, kept[i].game, when, kept[i].name);
                        }
                        return 0;
                }
                name = kept[0].name;
        }
        s = kept_request(name, &h, why, sizeof why);
        if (!s) {
                net_print_clean(stderr,
                                _("tabletop: cannot resume the hosted game %s: %s\n"),
                                name, _(why));
                return 1;
        }
        return tui_host_main(ui, s, &h);
}

enum tui_run tui_host_resume_run(const char *name, char *why, size_t len)
{
        struct tui_host_request h;
        struct session *s = kept_request(name, &h, why, len);

        if (!s)
                return TUI_RUN_FAILED;
        return tui_host_run(s, &h, why, len);
}
