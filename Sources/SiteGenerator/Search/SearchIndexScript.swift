import Foundation

/// The search index as a script that sets `window.WORKBOOK_SEARCH`, so the search page can
/// load it with a `<script>` tag from `file://`, where fetching a JSON file is not allowed.
enum SearchIndexScript {
    static func script(for sections: [SearchSection]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(sections)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        // "</" cannot end a script block when written as "<\/".
        return "window.WORKBOOK_SEARCH=" + json.replacingOccurrences(of: "</", with: "<\\/") + ";\n"
    }
}
