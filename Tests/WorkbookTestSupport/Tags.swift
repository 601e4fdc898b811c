import Foundation
import Testing

extension Tag {
    /// Suites that build lesson packages with SwiftPM.
    @Tag public static var nestedBuild: Self
    /// Suites that drive headless Chromium.
    @Tag public static var browser: Self
}

/// The quick loop: `WORKBOOK_QUICK_TESTS=1 swift test` skips the slow suites (nested
/// SwiftPM builds, Chromium), which say so in the run's output. CI runs everything.
public enum SlowSuites {
    public static let enabled = ProcessInfo.processInfo.environment["WORKBOOK_QUICK_TESTS"] == nil
    public static let reason: Comment = "skipped in the quick loop (WORKBOOK_QUICK_TESTS is set)"
}
