// fork + exec with limits, a fresh process group and a clean descriptor table. Everything the
// child needs (limits, signal defaults, descriptor numbers) is prepared before fork(), because
// after fork() in a multi-threaded program the child may only call async-signal-safe functions.

#if defined(__linux__)
#define _GNU_SOURCE  // pipe2
#endif
#include "CProcessSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <sys/socket.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

#ifndef CLOSE_RANGE_CLOEXEC
#define CLOSE_RANGE_CLOEXEC (1U << 2)
#endif

enum { MAX_LIMITS = 4, FIRST_FREE_FD = 4, FALLBACK_FD_SCAN_CAP = 1 << 20 };

typedef struct {
    int resource;
    struct rlimit value;
} planned_limit;

/// A limit can only be lowered without privileges, so never ask for more than the current hard limit.
static rlim_t clamp_to_hard(rlim_t wanted, rlim_t hard) {
    if (hard != RLIM_INFINITY && wanted > hard) return hard;
    return wanted;
}

static void plan(planned_limit *out, int *count, int resource, rlim_t soft, rlim_t hard) {
    struct rlimit current;
    if (getrlimit(resource, &current) != 0) return;
    out[*count].resource = resource;
    out[*count].value.rlim_max = clamp_to_hard(hard, current.rlim_max);
    out[*count].value.rlim_cur = clamp_to_hard(soft, out[*count].value.rlim_max);
    *count += 1;
}

/// The CPU limit's hard value is one second above the soft one: SIGXCPU first (a clear reason),
/// SIGKILL a second later for a program that ignores it.
static int plan_limits(const cps_limits *limits, planned_limit out[MAX_LIMITS]) {
    int count = 0;
    plan(out, &count, RLIMIT_CORE, 0, 0);
    if (limits != NULL && limits->has_cpu_seconds)
        plan(out, &count, RLIMIT_CPU, limits->cpu_seconds, limits->cpu_seconds + 1);
    if (limits != NULL && limits->has_address_space_bytes)
        plan(out, &count, RLIMIT_AS, limits->address_space_bytes, limits->address_space_bytes);
    if (limits != NULL && limits->has_file_size_bytes)
        plan(out, &count, RLIMIT_FSIZE, limits->file_size_bytes, limits->file_size_bytes);
    return count;
}

static void close_quietly(int fd) {
    if (fd >= 0) close(fd);
}

/// Runs in the child only: sends (stage, errno) to the parent and leaves without running atexit
/// handlers or flushing stdio buffers that belong to the parent.
static void fail_in_child(int error_fd, int stage) {
    int record[2] = {stage, errno};
    ssize_t written;
    do {
        written = write(error_fd, record, sizeof record);
    } while (written < 0 && errno == EINTR);
    _exit(127);
}

/// Runs in the child only: marks every descriptor from `first` up as close-on-exec (so the error
/// pipe keeps working until execve succeeds). close_range needs Linux 5.11; older kernels get a loop.
static void close_on_exec_from(int first, int scan_limit) {
#if defined(__linux__) && defined(SYS_close_range)
    if (syscall(SYS_close_range, (unsigned)first, ~0U, CLOSE_RANGE_CLOEXEC) == 0) return;
#endif
    for (int fd = first; fd < scan_limit; fd++) fcntl(fd, F_SETFD, FD_CLOEXEC);
}

/// Runs in the child only: writes its own pid, in decimal, into each control group's
/// `cgroup.procs`, which moves it there (threads and later children follow). Only write() and
/// getpid(), both async-signal-safe; the digits are formatted by hand for the same reason.
static int join_cgroups(const cps_limits *limits) {
    if (limits == NULL) return 0;
    char digits[24];
    char *start = digits + sizeof digits;
    long value = (long)getpid();
    do {
        *--start = (char)('0' + value % 10);
        value /= 10;
    } while (value > 0);
    ssize_t length = digits + sizeof digits - start;
    for (int index = 0; index < limits->cgroup_procs_fd_count && index < CPS_MAX_CGROUP_FDS; index++) {
        ssize_t written;
        do {
            written = write(limits->cgroup_procs_fds[index], start, (size_t)length);
        } while (written < 0 && errno == EINTR);
        if (written != length) return -1;
    }
    return 0;
}

/// Runs in the child only. Sources are first copied above fd 3 so that no dup2 can overwrite a
/// descriptor that is still to be moved (the parent may have had fd 0–3 closed).
static void run_child(const char *path, char *const argv[], char *const envp[], const char *directory,
                      const cps_limits *requested, const planned_limit *limits, int limit_count, int sources[4],
                      int source_count, int error_fd, int scan_limit) {
    if (join_cgroups(requested) != 0) fail_in_child(error_fd, CPS_STAGE_CGROUP);
    if (setpgid(0, 0) != 0) fail_in_child(error_fd, CPS_STAGE_SETUP);

    // Ignored signals and the blocked mask survive execve; handlers do not. Start from defaults.
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    for (int signal_number = 1; signal_number < NSIG; signal_number++) {
        if (signal_number == SIGKILL || signal_number == SIGSTOP) continue;
        sigaction(signal_number, &default_action, NULL);
    }
    sigset_t empty;
    sigemptyset(&empty);
    sigprocmask(SIG_SETMASK, &empty, NULL);

    for (int index = 0; index < limit_count; index++) {
        if (setrlimit(limits[index].resource, &limits[index].value) != 0)
            fail_in_child(error_fd, CPS_STAGE_SETUP);
    }

    int high_error_fd = fcntl(error_fd, F_DUPFD_CLOEXEC, FIRST_FREE_FD);
    if (high_error_fd < 0) fail_in_child(error_fd, CPS_STAGE_SETUP);
    error_fd = high_error_fd;
    int moved[4];
    for (int index = 0; index < source_count; index++) {
        moved[index] = fcntl(sources[index], F_DUPFD_CLOEXEC, FIRST_FREE_FD);
        if (moved[index] < 0) fail_in_child(error_fd, CPS_STAGE_SETUP);
    }
    for (int target = 0; target < source_count; target++) {
        if (dup2(moved[target], target) < 0) fail_in_child(error_fd, CPS_STAGE_SETUP);
    }
    close_on_exec_from(source_count, scan_limit);

    if (directory != NULL && chdir(directory) != 0) fail_in_child(error_fd, CPS_STAGE_CHDIR);
    execve(path, argv, envp);
    fail_in_child(error_fd, CPS_STAGE_EXEC);
}

#if !defined(__linux__)
/// Marks both ends of a new pipe or socket pair close-on-exec, where the C library cannot make
/// them so (macOS has neither pipe2 nor SOCK_CLOEXEC). A fork in another thread between the
/// two calls can copy the ends into that child; every child spawned here marks all descriptors
/// above its own close-on-exec before it execs, so they never reach a program.
static int close_both_on_exec(int ends[2]) {
    for (int index = 0; index < 2; index++) {
        if (fcntl(ends[index], F_SETFD, FD_CLOEXEC) != 0) {
            int saved = errno;
            close(ends[0]);
            close(ends[1]);
            ends[0] = ends[1] = -1;
            errno = saved;
            return -1;
        }
    }
    return 0;
}
#endif

static int make_pipe(int ends[2]) {
    ends[0] = ends[1] = -1;
#if defined(__linux__)
    return pipe2(ends, O_CLOEXEC);
#else
    if (pipe(ends) != 0) return -1;
    return close_both_on_exec(ends);
#endif
}

/// The report channel is a socket pair rather than a pipe: the parent first sends the child a
/// secret on it (so the secret is never in an environment or a command line any process can
/// read), then reads the report back on the same descriptor.
static int make_channel(int ends[2]) {
    ends[0] = ends[1] = -1;
#if defined(__linux__)
    return socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends);
#else
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, ends) != 0) return -1;
    if (close_both_on_exec(ends) != 0) return -1;
#if defined(SO_NOSIGPIPE)
    // macOS has no MSG_NOSIGNAL, which the parent's sends pass on Linux: on its end, a send to
    // a child that has gone fails with EPIPE instead of raising SIGPIPE, as it does there.
    int yes = 1;
    setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &yes, sizeof yes);
#endif
    return 0;
#endif
}

static void set_nonblocking(int fd) {
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0) fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

static int open_pidfd(pid_t pid) {
#if defined(__linux__) && defined(SYS_pidfd_open)
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    (void)pid;
    return -1;
#endif
}

int cps_spawn(const char *path, char *const argv[], char *const envp[], const char *directory,
              const cps_limits *limits, int opens_report_channel, cps_child *child,
              int *failed_stage) {
    child->pid = -1;
    child->stdout_fd = child->stderr_fd = child->report_fd = child->pidfd = -1;
    *failed_stage = CPS_STAGE_NONE;

    planned_limit planned[MAX_LIMITS];
    int limit_count = plan_limits(limits, planned);
    struct rlimit open_files;
    int scan_limit = 1024;
    if (getrlimit(RLIMIT_NOFILE, &open_files) == 0 && open_files.rlim_cur != RLIM_INFINITY)
        scan_limit = open_files.rlim_cur < FALLBACK_FD_SCAN_CAP ? (int)open_files.rlim_cur : FALLBACK_FD_SCAN_CAP;

    int out[2] = {-1, -1}, err[2] = {-1, -1}, report[2] = {-1, -1}, status_pipe[2] = {-1, -1};
    int null_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (null_fd < 0 || make_pipe(out) != 0 || make_pipe(err) != 0 || make_pipe(status_pipe) != 0 ||
        (opens_report_channel && make_channel(report) != 0)) {
        int saved = errno;
        int all[] = {null_fd, out[0], out[1], err[0], err[1], report[0], report[1], status_pipe[0], status_pipe[1]};
        for (unsigned index = 0; index < sizeof all / sizeof all[0]; index++) close_quietly(all[index]);
        *failed_stage = CPS_STAGE_PIPES;
        return saved;
    }

    int sources[4] = {null_fd, out[1], err[1], report[1]};
    int source_count = opens_report_channel ? 4 : 3;
    pid_t pid = fork();
    if (pid == 0) {
        run_child(path, argv, envp, directory, limits, planned, limit_count, sources, source_count,
                  status_pipe[1], scan_limit);
    }
    int fork_errno = errno;
    close_quietly(null_fd);
    close_quietly(out[1]);
    close_quietly(err[1]);
    close_quietly(report[1]);
    close_quietly(status_pipe[1]);
    if (pid < 0) {
        close_quietly(out[0]);
        close_quietly(err[0]);
        close_quietly(report[0]);
        close_quietly(status_pipe[0]);
        *failed_stage = CPS_STAGE_FORK;
        return fork_errno;
    }
    // Also set from this side, so the group exists before anyone signals it.
    setpgid(pid, pid);

    // End of file means execve succeeded (the pipe was close-on-exec); a record means it did not.
    int record[2] = {0, 0};
    ssize_t got;
    do {
        got = read(status_pipe[0], record, sizeof record);
    } while (got < 0 && errno == EINTR);
    close_quietly(status_pipe[0]);
    if (got > 0) {
        int ignored_status;
        while (waitpid(pid, &ignored_status, 0) < 0 && errno == EINTR) {}
        close_quietly(out[0]);
        close_quietly(err[0]);
        close_quietly(report[0]);
        *failed_stage = got == (ssize_t)sizeof record ? record[0] : CPS_STAGE_SETUP;
        return got == (ssize_t)sizeof record && record[1] != 0 ? record[1] : EIO;
    }

    set_nonblocking(out[0]);
    set_nonblocking(err[0]);
    if (report[0] >= 0) set_nonblocking(report[0]);
    child->pid = pid;
    child->stdout_fd = out[0];
    child->stderr_fd = err[0];
    child->report_fd = report[0];
    child->pidfd = open_pidfd(pid);
    return 0;
}

int cps_has_exited(pid_t pid) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) return errno == EINTR ? 0 : -1;
    return info.si_pid == pid ? 1 : 0;
}

int cps_reap(pid_t pid, int *status, double *cpu_seconds) {
    struct rusage usage;
    memset(&usage, 0, sizeof usage);
    pid_t result;
    do {
        result = wait4(pid, status, 0, &usage);
    } while (result < 0 && errno == EINTR);
    if (result < 0) return errno;
    *cpu_seconds = (double)usage.ru_utime.tv_sec + (double)usage.ru_utime.tv_usec / 1e6 +
                   (double)usage.ru_stime.tv_sec + (double)usage.ru_stime.tv_usec / 1e6;
    return 0;
}

int cps_exit_code(int status) {
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int cps_term_signal(int status) {
    return WIFSIGNALED(status) ? WTERMSIG(status) : 0;
}
