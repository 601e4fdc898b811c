import BookModel
import Diagnostics
import Foundation

/// A local image a chapter shows. Images live under `chapters/` and are copied to the same
/// relative path in the site; one whose real path (symbolic links followed) is outside the
/// book is refused. Read by the load-time checks, so `check` refuses what `build` would, and
/// again by the render stage, which copies the bytes.
struct ImageFile {
    let image: ImageReference
    let chapter: Chapter
    let root: URL

    func read() throws(SourceError) -> Data {
        let source = image.source
        guard !source.hasPrefix("/"), !source.split(separator: "/").contains("..") else {
            throw failure("image '\(source)' is outside chapters/", hint: "keep images in a folder under chapters/ and link them relatively")
        }
        let url = root.appendingPathComponent("chapters").appendingPathComponent(source)
        switch ContainedPath.resolve(url, inside: root) {
        case .outside(let real):
            throw failure("image '\(source)' is a link to '\(real)', outside the book",
                hint: "copy the image into a folder under chapters/ instead of linking to it")
        case .missing:
            throw failure("image '\(source)' does not exist", hint: "check the path; it is relative to chapters/")
        case .inside(let real):
            let type = (try? FileManager.default.attributesOfItem(atPath: real))?[.type] as? FileAttributeType
            guard type == .typeRegular, let data = try? Data(contentsOf: URL(fileURLWithPath: real)) else {
                throw failure("image '\(source)' is not a readable file", hint: "an image must be a regular file under chapters/")
            }
            return data
        }
    }

    private func failure(_ message: String, hint: String) -> SourceError {
        SourceError(file: chapter.path, line: image.line, column: image.column, message: message, hint: hint,
            sourceLine: chapter.document.line(image.line))
    }
}
