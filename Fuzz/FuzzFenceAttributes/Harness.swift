import BookModel
import Diagnostics
import FuzzSupport
import MarkdownModel

/// The fence-attribute tokenizer twice: directly on the input's first line, and as the
/// planner meets it, on a ```` ```swift ```` fence whose info string is that line, parsed by
/// the Markdown model and read by `FenceAttributes.parse`. A reported column must lie on the
/// fence line (1 … its length + 1): a caret past the end is a drifted column.
func check(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = FuzzInput.text(bytes)
    let line = text.prefix { $0 != "\n" && $0 != "\r" }
    var tokenizer = AttributeTokenizer(line, startColumn: 1)
    do {
        _ = try tokenizer.tokenize()
    } catch {
        if error.column < 1 || error.column > line.count + 1 {
            FuzzInput.fail("tokenizer column \(error.column) outside 1…\(line.count + 1) for \(line.debugDescription)")
        }
    }

    let chapter = "# Fuzz\n\n```swift " + line + "\n" + text.dropFirst(line.count) + "\n```\n"
    // Past the nesting limit the parse is a located error, and there is no fence to read.
    guard let document = try? MarkdownParser.parse(chapter, file: "fuzz.md") else { return }
    for block in document.codeBlocks where block.isFenced && block.language == "swift" {
        do {
            _ = try FenceAttributes.parse(block, in: document)
        } catch {
            let fenceLine = document.line(error.line) ?? ""
            if error.column < 1 || error.column > fenceLine.count + 1 {
                FuzzInput.fail("error column \(error.column) outside line \(error.line) (\(fenceLine.count) characters)")
            }
        }
    }
}

@main enum Harness {
    static func main() { FuzzMain.run(check) }
}
