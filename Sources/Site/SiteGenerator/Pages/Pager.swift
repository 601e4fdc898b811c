import MarkupWriting

/// Previous and next page at the end of a chapter or an exercise, in course order
/// (`CourseOrder`); ←/→ follow its links (`PagerKeys`).
struct Pager {
    var previous: CourseOrder.Stop?
    var next: CourseOrder.Stop?

    init(_ neighbours: (previous: CourseOrder.Stop?, next: CourseOrder.Stop?)) {
        previous = neighbours.previous
        next = neighbours.next
    }

    func render(into html: inout MarkupWriter) {
        guard previous != nil || next != nil else { return }
        html.open("nav", [Attribute("class", "pager"), Attribute("aria-label", "Previous and next page")])
        if let previous {
            html.element("a", [Attribute("class", "pager-previous"), Attribute("rel", "prev"), Attribute("href", previous.page)],
                text: "← " + previous.title)
        } else {
            html.raw("<span></span>")
        }
        if let next {
            html.element("a", [Attribute("class", "pager-next"), Attribute("rel", "next"), Attribute("href", next.page)],
                text: next.title + " →")
        } else {
            html.raw("<span></span>")
        }
        html.close("nav")
        html.raw("\n")
    }
}
