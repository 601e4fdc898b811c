extension UIBarButtonItem {
    /// UIKit's built-in bar button items, with UIKit's raw values (the deprecated `pageCurl`
    /// left out). A system item keeps its own title and image whatever its primary action says;
    /// an untitled one is named in the log by its case, e.g. `close`.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        case close = 24
    }
}
