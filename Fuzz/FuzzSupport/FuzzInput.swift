/// What every fuzz target does with libFuzzer's bytes before handing them on.
package enum FuzzInput {
    /// The bytes as text, invalid UTF-8 replaced (U+FFFD): the parsers take `String`.
    package static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// A finding that is not a crash of its own (a broken promise of the code under test):
    /// stops the process so libFuzzer saves the input as a crash artifact.
    package static func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError("fuzz invariant broken: \(message)", file: file, line: line)
    }
}
