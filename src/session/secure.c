/* secure.c: random numbers nobody can predict, from the kernel's
 * getrandom(2), for the keys of the dice (session_secure_dice) and the
 * seeds of new games. Outside the rules library, which stays pure. */
#include "session/session.h"
#include "tt_text.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>

int session_random_bytes(void *buf, size_t size, char *reason, size_t reason_size)
{
        unsigned char *p = buf;
        size_t got = 0;

        while (got < size) {
                ssize_t n = getrandom(p + got, size - got, 0);
                if (n < 0 && errno == EINTR)
                        continue;
                if (n <= 0) {
                        tt_reason(reason, reason_size,
                                  "no random numbers from the system (getrandom: %s)",
                                  n < 0 ? strerror(errno) : "nothing read");
                        return -1;
                }
                got += (size_t)n;
        }
        return 0;
}

int session_random_seed(uint64_t *seed, char *reason, size_t reason_size)
{
        unsigned char b[8];
        if (session_random_bytes(b, sizeof b, reason, reason_size) != 0)
                return -1;
        *seed = 0;
        for (int i = 0; i < 8; i++)
                *seed = *seed << 8 | b[i];
        if (*seed == 0) /* 0 means "no seed" to the front ends */
                *seed = 1;
        return 0;
}
