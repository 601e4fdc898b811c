import Foundation
import FuzzSupport
import MarkdownModel

/// The Markdown model on any bytes: `parse(data:)` (UTF-8 validation and its located error),
/// then the lossy text through the parser (a nesting past the limit is a located error) and
/// the block walker, which every later stage uses.
func check(_ bytes: UnsafeBufferPointer<UInt8>) {
    _ = try? MarkdownParser.parse(data: Data(buffer: bytes), file: "fuzz.md")
    guard let document = try? MarkdownParser.parse(FuzzInput.text(bytes), file: "fuzz.md") else { return }
    _ = document.codeBlocks.count + document.headings.count
}

@main enum Harness {
    static func main() { FuzzMain.run(check) }
}
