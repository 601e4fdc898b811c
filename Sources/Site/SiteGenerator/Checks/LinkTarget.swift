/// Where a link in a chapter (or an exercise's prompt) goes: read once, the same way, by the
/// renderer writing its `href` and by the load-time link check.
enum LinkTarget: Equatable {
    /// http, https or mailto (the only schemes `URLPolicy` lets through), or `//host`: it leaves the site.
    case external
    /// `#anchor` (nil for a bare `#`) on the page the link is on.
    case samePage(anchor: String?)
    /// A chapter's page, by its file name, with the anchor after `#` if any.
    case chapter(page: String, anchor: String?)
    /// A file that is no chapter of the book.
    case unknown

    init(_ destination: String, pagesByChapterFile: [String: String]) {
        if URLPolicy.scheme(of: destination) != nil || destination.hasPrefix("//") {
            self = .external
            return
        }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target = String(parts[0])
        let anchor = parts.count > 1 ? String(parts[1]) : nil
        if target.isEmpty {
            self = .samePage(anchor: anchor)
            return
        }
        let fileName = target.hasPrefix("./") ? String(target.dropFirst(2)) : target
        self = pagesByChapterFile[fileName].map { .chapter(page: $0, anchor: anchor) } ?? .unknown
    }
}
