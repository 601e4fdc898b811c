import Foundation
import RuntimeLibraries
import Testing
import WorkbookTestSupport

/// The packages the workbook generates (grading, mutants, `workbook init`) depend on its own
/// by path, and SwiftPM refuses one whose deployment target is below that of a product it
/// uses: they name the same platforms as `Package.swift`.
@Suite struct PlatformsTests {
    @Test func generatedPackagesAskForTheWorkbooksPlatforms() throws {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("\n    " + RuntimeLibraries.manifestPlatforms + "\n"))
    }
}
