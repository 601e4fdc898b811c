import Foundation

/// Whether a run is shut away from the machine. Untrusted programs (lessons, submissions) are
/// contained; tools the developer installed (`swift build`) are not.
package enum SandboxPolicy: Sendable, Equatable {
    case none
    /// With bubblewrap when available, the program sees only a minimal view (`SandboxView`): the
    /// system read-only, the Swift runtime, a few /etc files, itself alone at /sandbox/bin, and
    /// private size-capped tmpfs mounts for /tmp and its working folder; no network, its own PID
    /// namespace, no capabilities, dies with its parent. Only what a caller names is shown of
    /// the host besides: a given working directory and `writable` read-write, `readable`
    /// read-only. `hidden` paths inside those are covered by an empty tmpfs (or /dev/null for a
    /// file); anywhere else it changes nothing, because nothing else of the host is visible — a
    /// grader's hidden tests under the checkout are out of sight without it. Without bwrap: runs
    /// uncontained in a private host folder (see Sandbox.notice).
    case contained(writable: [URL] = [], readable: [URL] = [], hidden: [URL] = [])
}
