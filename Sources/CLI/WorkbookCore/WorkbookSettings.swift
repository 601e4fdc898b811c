import Diagnostics
import Foundation

/// What a course sets once for all its pages, in `ROOT/workbook.json`:
///
///     {"repository": "https://example.org/course/coordinator-workbook-learner.git"}
///
/// The file is optional — without it the site says to ask the instructor — so a fork only
/// changes this file, never a template.
package struct WorkbookSettings: Codable, Equatable, Sendable {
    package static let fileName = "workbook.json"

    /// Where learners clone the workbook from; nil when not configured.
    package var repository: String?

    package init(repository: String? = nil) { self.repository = repository }

    /// The settings at `root`; the defaults when the file is absent. A file that is there but
    /// not the expected JSON is an error, so a typo never silently publishes the placeholder.
    package static func load(root: URL) throws -> WorkbookSettings {
        let url = root.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return WorkbookSettings() }
        do {
            var settings = try JSONDecoder().decode(WorkbookSettings.self, from: data)
            settings.repository = settings.repository?.trimmingCharacters(in: .whitespacesAndNewlines)
            if settings.repository?.isEmpty == true { settings.repository = nil }
            return settings
        } catch {
            throw ToolError("\(fileName) is not a JSON object like {\"repository\": \"URL\"}",
                hint: "fix or delete \(fileName); without it the site asks learners to get the repository from their instructor")
        }
    }
}
