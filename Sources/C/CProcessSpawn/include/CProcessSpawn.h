#ifndef CPROCESSSPAWN_H
#define CPROCESSSPAWN_H

// Starts a child process the way Foundation's Process cannot: with resource limits, in the
// run's control groups, in its own process group, with an optional extra pipe on fd 3 and
// nothing else inherited. The child does only async-signal-safe work between fork() and
// execve(), so this is safe to call from any thread of a multi-threaded program.

#include <stdint.h>
#include <sys/types.h>

/// How many control group hierarchies a child can join (cgroup v1 has one per controller).
#define CPS_MAX_CGROUP_FDS 4

/// Resource limits set in the child before exec. A zero `has_` flag keeps the inherited limit.
/// Core dumps are always switched off.
typedef struct {
    int has_cpu_seconds;
    uint64_t cpu_seconds;
    int has_address_space_bytes;
    uint64_t address_space_bytes;
    int has_file_size_bytes;
    uint64_t file_size_bytes;
    /// Open (close-on-exec) `cgroup.procs` files of the run's control groups: the child writes
    /// its pid into each before anything else, so it and everything it starts (bwrap and the
    /// program below it) are counted and capped as one tree. Unused entries are ignored.
    int cgroup_procs_fds[CPS_MAX_CGROUP_FDS];
    int cgroup_procs_fd_count;
} cps_limits;

/// The running child and the parent's (non-blocking, close-on-exec) read ends of its pipes.
typedef struct {
    pid_t pid;
    int stdout_fd;
    int stderr_fd;
    /// -1 unless a report channel was asked for.
    int report_fd;
    /// Readable once the child has exited; -1 when the kernel has no pidfd_open.
    int pidfd;
} cps_child;

/// Which step failed, so the caller can say "cannot start" or "cannot enter the folder".
typedef enum {
    CPS_STAGE_NONE = 0,
    CPS_STAGE_PIPES = 1,
    CPS_STAGE_FORK = 2,
    CPS_STAGE_SETUP = 3,
    CPS_STAGE_CHDIR = 4,
    CPS_STAGE_EXEC = 5,
    CPS_STAGE_CGROUP = 6,
} cps_stage;

/// Forks and execs `path` with exactly `argv` and `envp` (both NULL-terminated). The child gets
/// stdin from /dev/null, stdout and stderr on pipes, fd 3 on a socket pair when `opens_report_channel`
/// is non-zero, every other descriptor closed, and `directory` (when not NULL) as working folder.
/// Returns 0 and fills `child`, or returns an errno and sets `*failed_stage`; a child that could
/// not exec has been reaped already.
int cps_spawn(const char *path, char *const argv[], char *const envp[], const char *directory,
              const cps_limits *limits, int opens_report_channel, cps_child *child,
              int *failed_stage);

/// 1 when `pid` has exited (it stays a zombie, so its process group id cannot be reused until
/// `cps_reap`), 0 while it runs, -1 on error.
int cps_has_exited(pid_t pid);

/// Waits for `pid`, stores its raw wait status and the CPU seconds (user + system) it and its
/// reaped children used. Returns 0 or an errno.
int cps_reap(pid_t pid, int *status, double *cpu_seconds);

/// The exit code of a raw wait status, or -1 when it did not exit normally.
int cps_exit_code(int status);

/// The signal that ended a raw wait status, or 0 when it exited normally.
int cps_term_signal(int status);

#include "CRemoveTree.h"

#endif
