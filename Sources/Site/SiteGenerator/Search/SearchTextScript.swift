/// The text of one page's sections, as a script the search page adds only for the pages of
/// the results it shows (a script, not a fetch, so it works from `file://`). Each section is
/// its prose and its listing lines (`SearchSection.codeLines`), in the order the index lists
/// the page's sections:
///
///     (window.WORKBOOK_SEARCH_TEXT=window.WORKBOOK_SEARCH_TEXT||{})["01-a.html"]=[["prose",["line",…]],…];
///
/// A result shows the passage around its terms from this text; the index itself keeps none.
enum SearchTextScript {
    /// Where the search page finds a page's text: `assets/search/01-a.js` for `01-a.html`.
    /// The page's script computes the same name.
    static func path(forPage page: String) -> String {
        let name = page.hasSuffix(".html") ? String(page.dropLast(5)) : page
        return "assets/search/" + name + ".js"
    }

    /// One script per page that has sections, keyed by its path.
    static func scripts(for sections: [SearchSection]) -> [String: String] {
        var byPage: [String: [SearchSection]] = [:]
        var order: [String] = []
        for section in sections {
            if byPage[section.page] == nil { order.append(section.page) }
            byPage[section.page, default: []].append(section)
        }
        var scripts: [String: String] = [:]
        for page in order {
            scripts[path(forPage: page)] = script(page: page, sections: byPage[page]!)
        }
        return scripts
    }

    static func script(page: String, sections: [SearchSection]) -> String {
        var bytes: [UInt8] = Array("(window.WORKBOOK_SEARCH_TEXT=window.WORKBOOK_SEARCH_TEXT||{})[".utf8)
        SearchIndexScript.appendString(page, to: &bytes)
        bytes.append(contentsOf: "]=[".utf8)
        for (number, section) in sections.enumerated() {
            if number > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "["))
            SearchIndexScript.appendString(section.text, to: &bytes)
            bytes.append(contentsOf: ",[".utf8)
            for (index, line) in section.codeLines.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                SearchIndexScript.appendString(line, to: &bytes)
            }
            bytes.append(contentsOf: "]]".utf8)
        }
        bytes.append(contentsOf: "];\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}
