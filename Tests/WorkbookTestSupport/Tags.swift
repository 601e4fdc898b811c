import Foundation
import Testing

extension Tag {
    /// Suites that build lesson packages with SwiftPM.
    @Tag package static var nestedBuild: Self
    /// Suites that drive headless Chromium.
    @Tag package static var browser: Self
}

/// The quick loop: `WORKBOOK_QUICK_TESTS=1 swift test` skips the slow suites (nested
/// SwiftPM builds, Chromium), which say so in the run's output. CI runs everything.
package enum SlowSuites {
    package static let enabled = ProcessInfo.processInfo.environment["WORKBOOK_QUICK_TESTS"] == nil
    package static let reason: Comment = "skipped in the quick loop (WORKBOOK_QUICK_TESTS is set)"
}
