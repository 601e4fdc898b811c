import Foundation

/// A fuzz target built without `-DFUZZING` (a plain `swift build`, no sanitizers) is a small
/// command that runs the target's check on each file it is given: a crash artifact from
/// `.build/fuzz/artifacts/` reproduces with `swift run FuzzMarkdownModel FILE` and a readable
/// backtrace, and a normal build of the package keeps compiling every harness.
package enum Replay {
    package static func run(_ arguments: ArraySlice<String>, _ check: (UnsafeBufferPointer<UInt8>) -> Void) -> Never {
        guard !arguments.isEmpty else {
            FileHandle.standardError.write(Data("usage: FUZZ-TARGET FILE…  (replays each file; see README, Fuzzing)\n".utf8))
            exit(64)
        }
        for path in arguments {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                exit(66)
            }
            let start = Date()
            data.withUnsafeBytes { raw in check(raw.bindMemory(to: UInt8.self)) }
            print("\(path): \(data.count) bytes, no crash, \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        }
        exit(0)
    }
}
