#ifndef CFILEEXCHANGE_H
#define CFILEEXCHANGE_H

// Swaps two paths in one step, so that at every moment each name holds either the old or the
// new folder: renameat2(RENAME_EXCHANGE) on Linux (called through syscall(), since not every
// C library declares renameat2), renamex_np(RENAME_SWAP) on macOS.

/// Exchanges `from` and `to` atomically; both must exist. Returns 0 or an errno: EINVAL,
/// ENOSYS or ENOTSUP/EOPNOTSUPP when the kernel or the filesystem cannot exchange (the caller
/// falls back), anything else when the exchange itself failed. Nothing is changed on failure.
int cfe_exchange(const char *from, const char *to);

#endif
