// Iterative removal of a folder tree that a hostile program may have shaped (see CRemoveTree.h).
// Depth costs memory (one identity per level), never descriptors or path length.

#if defined(__linux__)
#define _GNU_SOURCE  // O_PATH
#endif
#include "CRemoveTree.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/// What a folder is, independent of its name: renames cannot fake it.
typedef struct {
    dev_t device;
    ino_t inode;
} identity;

typedef struct {
    identity *items;
    size_t count;
    size_t capacity;
} identity_list;

static identity identify(const struct stat *info) {
    identity result = {info->st_dev, info->st_ino};
    return result;
}

static int same(identity left, identity right) {
    return left.device == right.device && left.inode == right.inode;
}

static int push(identity_list *list, identity item) {
    if (list->count == list->capacity) {
        size_t capacity = list->capacity == 0 ? 64 : list->capacity * 2;
        identity *grown = realloc(list->items, capacity * sizeof *grown);
        if (grown == NULL) return ENOMEM;
        list->items = grown;
        list->capacity = capacity;
    }
    list->items[list->count++] = item;
    return 0;
}

static int contains(const identity_list *list, identity item) {
    for (size_t index = 0; index < list->count; index++) {
        if (same(list->items[index], item)) return 1;
    }
    return 0;
}

static int is_dot_or_dot_dot(const char *name) {
    return name[0] == '.' && (name[1] == '\0' || (name[1] == '.' && name[2] == '\0'));
}

/// Opens the folder `name` in `parent` without following a symlink. A folder the program
/// locked (mode 000, so not even its owner may list it) is opened up first. On Linux it is held
/// by an O_PATH handle and opened up through /proc/self/fd, which changes exactly the folder
/// held even if the name was swapped for a symlink meanwhile. Elsewhere (macOS has neither) the
/// name is opened up without following a link, then opened again, still without following one:
/// a name swapped for a symlink in between is refused, and one swapped for another folder is
/// entered only if this process may.
static int open_folder(int parent, const char *name) {
    int folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (folder >= 0 || errno != EACCES) return folder;
#if defined(__linux__)
    int handle = openat(parent, name, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (handle < 0) return -1;
    char link[64];
    snprintf(link, sizeof link, "/proc/self/fd/%d", handle);
    if (chmod(link, S_IRWXU) != 0) fchmodat(parent, name, S_IRWXU, AT_SYMLINK_NOFOLLOW);
    folder = openat(handle, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    int saved = errno;
    close(handle);
    errno = saved;
    return folder;
#else
    if (fchmodat(parent, name, S_IRWXU, AT_SYMLINK_NOFOLLOW) != 0) return -1;
    return openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
#endif
}

/// Far more than any real tree needs (a 10,000-level chain takes 10,000).
enum { MAXIMUM_DESCENTS = 1 << 24 };

/// What emptying one folder came to.
enum { CLEARED = 0, DESCEND = 1, STUCK = 2 };

/// Removes what it can in `folder`, pass after pass, until it is empty (CLEARED), until a
/// sub-folder with entries must be emptied first (DESCEND, its name in `descend`), or until a
/// pass removes nothing (STUCK: what is left is on another file system or cannot be removed).
static int clear_folder(int folder, dev_t device, const identity_list *stuck, char descend[NAME_MAX + 1]) {
    struct stat info;
    if (fstat(folder, &info) == 0 && (info.st_mode & S_IRWXU) != S_IRWXU) fchmod(folder, (info.st_mode & 07777) | S_IRWXU);
    for (;;) {
        int copy = fcntl(folder, F_DUPFD_CLOEXEC, 0);
        DIR *listing = copy >= 0 ? fdopendir(copy) : NULL;
        if (listing == NULL) {
            if (copy >= 0) close(copy);
            return STUCK;
        }
        // The copy shares its position with `folder`, which an earlier pass left at the end.
        rewinddir(listing);
        int removed = 0, left = 0;
        struct dirent *entry;
        while ((entry = readdir(listing)) != NULL) {
            const char *name = entry->d_name;
            if (is_dot_or_dot_dot(name)) continue;
            if (unlinkat(folder, name, 0) == 0 || errno == ENOENT) {
                removed++;
                continue;
            }
            // Linux answers EISDIR for a folder; POSIX also allows EPERM.
            int full = 0;
            if (errno == EISDIR || errno == EPERM) {
                if (unlinkat(folder, name, AT_REMOVEDIR) == 0 || errno == ENOENT) {
                    removed++;
                    continue;
                }
                full = errno == ENOTEMPTY || errno == EEXIST;
            }
            left++;
            if (!full) continue;
            struct stat child;
            if (fstatat(folder, name, &child, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISDIR(child.st_mode)) continue;
            if (child.st_dev != device || contains(stuck, identify(&child))) continue;
            strncpy(descend, name, NAME_MAX);
            descend[NAME_MAX] = '\0';
            closedir(listing);
            return DESCEND;
        }
        closedir(listing);
        if (left == 0) return CLEARED;
        if (removed == 0) return STUCK;
    }
}

/// Climbs from `current` to its parent, which must be the folder it was entered from.
/// Returns the parent's descriptor, or -1 when the tree moved underneath the walk.
static int climb(int current, identity expected) {
    int parent = openat(current, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    struct stat info;
    if (parent >= 0 && fstat(parent, &info) == 0 && same(identify(&info), expected)) return parent;
    if (parent >= 0) close(parent);
    return -1;
}

int cps_remove_tree(const char *path) {
    struct stat top;
    if (lstat(path, &top) != 0) return errno == ENOENT ? 0 : errno;
    if (!S_ISDIR(top.st_mode)) return unlink(path) == 0 || errno == ENOENT ? 0 : errno;
    int current = open_folder(AT_FDCWD, path);
    if (current < 0) return errno;

    identity_list ancestors = {NULL, 0, 0}, stuck = {NULL, 0, 0};
    int result = 0;
    char name[NAME_MAX + 1];
    // A program still running somewhere could refill folders forever; the walk does not wait.
    long descents_left = MAXIMUM_DESCENTS;
    for (;;) {
        int step = clear_folder(current, top.st_dev, &stuck, name);
        struct stat here;
        if (fstat(current, &here) != 0) {
            result = errno;
            break;
        }
        if (step == DESCEND) {
            if (descents_left-- == 0) {
                result = EBUSY;
                break;
            }
            int child = open_folder(current, name);
            struct stat child_info;
            if (child < 0) {
                // Cannot be entered: never try again, or the walk would go round forever.
                if (fstatat(current, name, &child_info, AT_SYMLINK_NOFOLLOW) != 0) continue;
                if ((result = push(&stuck, identify(&child_info))) != 0) break;
                continue;
            }
            if ((result = push(&ancestors, identify(&here))) != 0) {
                close(child);
                break;
            }
            close(current);
            current = child;
            continue;
        }
        if (step == STUCK && (result = push(&stuck, identify(&here))) != 0) break;
        if (ancestors.count == 0) break;
        int parent = climb(current, ancestors.items[--ancestors.count]);
        if (parent < 0) {
            result = EXDEV;
            break;
        }
        close(current);
        current = parent;
    }
    close(current);
    free(ancestors.items);
    free(stuck.items);
    if (result != 0) return result;
    if (rmdir(path) != 0 && errno != ENOENT) return errno;
    return 0;
}
