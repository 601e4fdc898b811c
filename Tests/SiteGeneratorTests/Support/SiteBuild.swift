import Foundation
import WorkbookCore

/// A site build through the real pipeline, configured the way the tests need it.
struct SiteBuild {
    var root: URL
    var output: URL
    var verify = true
    var scratchPath: URL?
    /// Off for the real book: tests must never edit the tree they check.
    var writesSources = true

    @discardableResult
    func build() throws -> BuildSummary {
        let check = CheckOptions(scratchPath: scratchPath, generation: writesSources ? .write : .requireCurrent)
        return try Workbook.load(root: root).build(BuildOptions(output: output, verification: verify ? check : nil))
    }
}
