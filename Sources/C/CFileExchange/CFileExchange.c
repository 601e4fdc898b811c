// The one atomic exchange of two paths the write stage needs; see CFileExchange.h.

#define _GNU_SOURCE
#include "CFileExchange.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
#endif

int cfe_exchange(const char *from, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
    if (syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCHANGE) == 0) return 0;
    return errno;
#elif defined(__APPLE__)
    if (renamex_np(from, to, RENAME_SWAP) == 0) return 0;
    return errno;
#else
    (void)from;
    (void)to;
    return ENOSYS;
#endif
}
