/// A time limit on one Graphviz layout.
///
/// The layout runs in a child process (`LayoutHelpers`), so the limit is real: past it the
/// child is killed, the caller gets `LayoutDeadline.Expired`, and the next layout starts a new
/// child. The size limits (`DiagramLimits`) keep every accepted chart far below the deadline.
enum LayoutDeadline {
    /// How long one layout may take. Within the size limits the slowest measured was ~3 s.
    static let seconds: Double = 20

    struct Expired: Error {
        var seconds: Double
    }
}
