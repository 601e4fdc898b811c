#ifndef CREMOVETREE_H
#define CREMOVETREE_H

// Removes a run's private folder whatever the program left in it. FileManager gives up on
// paths longer than PATH_MAX, folders with mode 000 and names that are not UTF-8; this does not.

/// Removes `path` and everything below it: chains of folders deeper than PATH_MAX, folders
/// with mode 000, read-only files, names with any bytes. It holds one folder open at a time and
/// works relative to it (openat, unlinkat), never with a full path; it climbs back with ".."
/// and checks each step against the folder it came down from, so a folder renamed meanwhile
/// cannot lead it out of the tree. Symlinks are removed, never followed, and other file systems
/// mounted inside are left alone. Returns 0 when `path` is gone (or never existed), else an
/// errno (ENOTEMPTY when something could not be removed).
int cps_remove_tree(const char *path);

#endif
