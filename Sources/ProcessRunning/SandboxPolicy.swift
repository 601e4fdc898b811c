import Foundation

/// Whether a run is shut away from the machine. Untrusted programs (lessons, submissions) are
/// contained; tools the developer installed (`swift build`) are not.
package enum SandboxPolicy: Sendable, Equatable {
    case none
    /// With bubblewrap when available: read-only root, private /tmp, /dev and /proc, no network, new PID namespace,
    /// die with parent; the program's own folder and `readable` stay readable even under /tmp; the working directory
    /// and `writable` are bound read-write; `hidden` paths are covered by an empty tmpfs (a grader hides its hidden
    /// tests from a submission). Without bwrap: runs uncontained (see Sandbox.notice).
    case contained(writable: [URL] = [], readable: [URL] = [], hidden: [URL] = [])
}
