/* reason.h: the reasons this module returns (why, why_size), written with
 * a printf format; internal to src/net. */
#ifndef TT_NET_REASON_H
#define TT_NET_REASON_H

#include <stddef.h>

/* Writes a reason into why[0..size-1] (cut to fit; why may be NULL). */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
void net_reason(char *why, size_t size, const char *fmt, ...);

#endif
