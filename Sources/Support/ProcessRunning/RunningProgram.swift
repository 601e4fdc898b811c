import Foundation

/// The file of the program this process runs (`workbook`, a test runner), links followed: for
/// a stamp that changes when it is rebuilt, and for finding the programs SwiftPM builds beside it.
package enum RunningProgram {
    /// nil when it cannot be found out.
    package static var path: String? {
        #if os(Linux)
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
        // macOS has no /proc. Tests there run inside `xctest`, which lives in Xcode, not in the
        // build folder: the loaded test bundle is the program built there.
        if let tests = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return tests.bundleURL.resolvingSymlinksInPath().path
        }
        return Bundle.main.executableURL?.resolvingSymlinksInPath().path
        #endif
    }
}
