import ExerciseModel
import Foundation
@testable import Grading
import WorkbookTestSupport

/// The hostile submissions of `Tests/Fixtures/hostile-submissions/`, made into submissions
/// of exercise 03: its starter with two lines of attack hooked in (when the adapter is made,
/// and on every render), the shared `Smuggle.swift`, and the attack's own file.
enum CourseAttack {
    static let exerciseID = "03-uikit-navigation-adapter"
    static let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/hostile-submissions")

    /// Every attack file, by name without `.swift`.
    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") && $0 != "Smuggle.swift" }.map { String($0.dropLast(6)) }.sorted()
    }

    /// The starter with the hooks, the smuggling helpers and `attack`, placeholders filled in.
    static func submission(_ exercise: Exercise, attack: String, filling placeholders: [String: [String]] = [:]) throws
        -> Submission
    {
        guard var starter = exercise.starter.first(where: { $0.name == "Solution.swift" })?.text else {
            throw HookMissing(anchor: "starter/Solution.swift")
        }
        for (anchor, hook) in [
            ("navigationController.delegate = self", "\n        Attack.adapterCreated(navigationController)"),
            ("func render(_ stack: [ScreenEntry]) {", "\n        Attack.rendering(stack, on: navigationController)"),
        ] {
            guard let range = starter.range(of: anchor) else { throw HookMissing(anchor: anchor) }
            starter.insert(contentsOf: hook, at: range.upperBound)
        }
        var attackText = try String(contentsOf: folder.appendingPathComponent(attack + ".swift"), encoding: .utf8)
        for (placeholder, values) in placeholders {
            attackText = attackText.replacingOccurrences(
                of: placeholder, with: "[" + values.map { String(reflecting: $0) }.joined(separator: ", ") + "]")
        }
        return Submission(files: [
            "Solution.swift": starter, "Attack.swift": attackText,
            "Smuggle.swift": try String(contentsOf: folder.appendingPathComponent("Smuggle.swift"), encoding: .utf8),
        ], shownAs: "hostile/\(attack)")
    }

    struct HookMissing: Error { var anchor: String }
}

/// Everything about an exercise's hidden tests that no results format may ever show: each
/// observation's message, every line of hidden source that is not also in a file learners
/// get, and every value the reference solution's hidden checks observed that no public check
/// also observes.
struct HiddenText {
    var messages: [String]
    var sourceLines: [String]
    var referenceValues: [String]

    init(_ exercise: Exercise, reference: [String: TestTranscript]) {
        let shipped = (exercise.starter.map(\.text) + exercise.publicTests.map(\.file.text) + [exercise.prompt.markdown])
            .joined(separator: "\n")
        let hiddenFiles = Dictionary(exercise.hiddenTests.map { ($0.file.path, $0.file) }) { first, _ in first }.values
        messages = hiddenFiles.flatMap { CheckCallScanner.calls(in: $0.text).compactMap(\.message) }.filter { $0.count >= 8 }
        sourceLines = hiddenFiles.flatMap { $0.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
            .filter { $0.count >= 16 && !shipped.contains($0) && !$0.hasPrefix("///") && !$0.hasPrefix("//") }
        let publicValues = Set(exercise.publicTests.flatMap { reference[$0.name]?.checks.map(\.value) ?? [] })
        referenceValues = exercise.hiddenTests.flatMap { reference[$0.name]?.checks.map(\.value) ?? [] }
            .filter { $0.count >= 12 && !publicValues.contains($0) && !shipped.contains($0) }
    }

    /// The first secret `output` shows, described; nil when it shows none.
    func leak(in output: String) -> String? {
        if let message = messages.first(where: output.contains) { return "the hidden message \"\(message)\"" }
        if let line = sourceLines.first(where: output.contains) { return "the hidden source line \"\(line)\"" }
        if let value = referenceValues.first(where: output.contains) { return "the hidden reference value \(value)" }
        return nil
    }
}
