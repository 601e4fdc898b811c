import Foundation
import FuzzSupport
import MarkdownModel

/// The Markdown model on any bytes: `parse(data:)` (UTF-8 validation and its located error),
/// then the lossy text through the parser and the block walker, which every later stage uses.
func check(_ bytes: UnsafeBufferPointer<UInt8>) {
    _ = try? MarkdownParser.parse(data: Data(buffer: bytes), file: "fuzz.md")
    let document = MarkdownParser.parse(FuzzInput.text(bytes), file: "fuzz.md")
    _ = document.codeBlocks.count + document.headings.count
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    check(UnsafeBufferPointer(start: data, count: size))
    return 0
}

#if !FUZZING
Replay.run(CommandLine.arguments.dropFirst(), check)
#endif
