import Foundation

/// One graded exercise, read from `exercises/NN-slug/` — the instructor's source, from which
/// both the learner edition (no hidden tests, no solutions) and the grader's view are made.
///
///     exercises/NN-slug/
///       README.md                  the prompt: # Title, a link to the chapter practised,
///                                  ## Objectives, ## Rules, ## Hints (an ordered list of 2–4)
///       starter/*.swift            what the learner edits: compiles, fails the tests
///       tests/public/*.swift       tests the learner has and runs
///       tests/hidden/*.swift       tests only the grader has
///       solutions/reference/*.swift                  the reference solution (same file names as starter/)
///       solutions/wrong/<mistake>/*.swift            ≥ 3 known-wrong solutions, each a plausible
///                                                    mistake; its first line says `// Mistake: …`
///       solutions/blind/*.swift                      a solution written from what a learner has alone
///                                                    (README, starter, public tests); must earn full marks
///
/// In an exercise where the learner writes the tests (chapter 9's), the roles turn round:
///
///     exercises/NN-slug/
///       subject/*.swift                              the correct implementation the tests run
///                                                    against; learners get it
///       starter/*.swift                              the learner's test file(s)
///       solutions/reference/*.swift                  the instructor's tests, which catch every mistake
///       solutions/mistakes/<name>/*.swift            ≥ 3 implementations with a planted mistake, each
///                                                    `// Mistake: …` then `// points: N`; the grader's
///       solutions/wrong/<name>/*.swift               ≥ 3 known-wrong test files
///
/// A test is a top-level function whose doc comment gives its points:
///
///     /// points: 2
///     /// rule: "a cancelled swipe never reaches `didShow`"    (hidden tests: at least one)
///     @MainActor func cancelledSwipeKeepsTheStack() { … observe(…) … }
package struct Exercise: Sendable {
    /// `NN-slug`, the folder name; also what `workbook grade` takes.
    package var id: String
    /// Which edition the exercise was read from: in the learner edition it has no hidden
    /// tests and no solutions, and says so instead of pretending there are none.
    package var edition: ExerciseEdition = .instructor
    /// The exercise folder.
    package var folder: URL
    package var prompt: ExercisePrompt
    /// Starter files, by file name (`Solution.swift`), in name order.
    package var starter: [SourceFile]
    package var publicTests: [ExerciseTest]
    package var hiddenTests: [ExerciseTest]
    package var reference: [SourceFile]
    package var wrongSolutions: [WrongSolution]
    /// Written by someone who read only the README, the starter and the public tests: if it does
    /// not earn full marks, the README leaves out a rule the hidden tests check. Instructor only.
    package var blindSolution: [SourceFile] = []
    /// When the learner writes the tests: the implementation they test. Empty otherwise.
    package var subject: [SourceFile] = []
    /// When the learner writes the tests: what their tests must catch (not in the learner edition).
    package var mistakes: [PlantedMistake] = []

    package init(
        id: String, folder: URL, prompt: ExercisePrompt, starter: [SourceFile], publicTests: [ExerciseTest],
        hiddenTests: [ExerciseTest], reference: [SourceFile], wrongSolutions: [WrongSolution]
    ) {
        self.id = id
        self.folder = folder
        self.prompt = prompt
        self.starter = starter
        self.publicTests = publicTests
        self.hiddenTests = hiddenTests
        self.reference = reference
        self.wrongSolutions = wrongSolutions
    }

    package var tests: [ExerciseTest] { publicTests + hiddenTests }
    /// Whether the learner writes the tests (and the points are for mistakes they catch).
    package var writesTests: Bool { !subject.isEmpty }
    package var totalPoints: Int {
        writesTests ? mistakes.map(\.points).reduce(0, +) : tests.map(\.points).reduce(0, +)
    }
    /// The files a test file may belong to, for locating messages: `tests/public/Reconcile.swift`.
    package var testFiles: [SourceFile] {
        var seen: [String: SourceFile] = [:]
        for test in tests { seen[test.file.path] = test.file }
        return seen.values.sorted { $0.path < $1.path }
    }
}

/// A Swift file of an exercise: its path relative to the exercise folder, and its text.
package struct SourceFile: Sendable, Equatable {
    /// e.g. `starter/Solution.swift`, `tests/hidden/Lifecycle.swift`.
    package var path: String
    package var text: String

    package init(path: String, text: String) { (self.path, self.text) = (path, text) }

    /// The file name alone, e.g. `Solution.swift`.
    package var name: String { (path as NSString).lastPathComponent }
}

/// One test function with its points.
package struct ExerciseTest: Sendable, Equatable {
    package enum Visibility: String, Sendable, Equatable {
        case `public`
        case hidden
    }

    /// The function's name, unique within the exercise.
    package var name: String
    package var points: Int
    package var visibility: Visibility
    /// The test file it is in (the grader's own copy, never the learner's).
    package var file: SourceFile
    /// The 1-based line of `func NAME(`.
    package var line: Int
    /// The README's words this test checks, from its `/// rule: "…"` lines; every hidden test
    /// has at least one, so no policy is graded that the learner was not told.
    package var rules: [TestRule] = []

    package init(name: String, points: Int, visibility: Visibility, file: SourceFile, line: Int) {
        self.name = name
        self.points = points
        self.visibility = visibility
        self.file = file
        self.line = line
    }
}

/// One `/// rule: "…"` line of a test: words quoted from the exercise's README.
package struct TestRule: Sendable, Equatable {
    package static let prefix = "/// rule:"

    package var text: String
    /// Its 1-based line in the test file.
    package var line: Int

    package init(text: String, line: Int) { (self.text, self.line) = (text, line) }

    /// Whether `readme` says it: the quoted words appear in it, any run of whitespace (a line
    /// break included) matching any other.
    package func isQuoted(in readme: String) -> Bool {
        isQuoted(inCollapsed: Self.collapsed(readme))
    }

    /// `isQuoted(in:)` against a README already `collapsed`: an exercise has dozens of rules,
    /// and collapsing its README once for each made loading the book's exercises its slowest step.
    package func isQuoted(inCollapsed readme: String) -> Bool {
        isQuoted(inCollapsed: readme, bytes: Array(readme.utf8))
    }

    /// `isQuoted(inCollapsed:)` with the README's bytes taken once for all of an exercise's rules.
    func isQuoted(inCollapsed readme: String, bytes: [UInt8]) -> Bool {
        let quoted = Self.collapsed(text)
        // Equal bytes are a match (the usual case, found without Foundation's slow search);
        // between pure-ASCII texts unequal bytes are a miss. Only text beyond ASCII can match
        // without equal bytes (a canonically equivalent form), so only it goes to Foundation.
        if ByteSearch.contains(Array(quoted.utf8), in: bytes) { return true }
        if bytes.allSatisfy({ $0 < 0x80 }) && quoted.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        return readme.contains(quoted)
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}

/// A known-wrong solution: a plausible mistake a learner makes, named for what it gets wrong.
package struct WrongSolution: Sendable, Equatable {
    /// The folder name under `solutions/wrong/`, e.g. `reconciles-on-will-show`.
    package var name: String
    /// From the `// Mistake: …` first line.
    package var mistake: String
    package var files: [SourceFile]

    package init(name: String, mistake: String, files: [SourceFile]) {
        (self.name, self.mistake, self.files) = (name, mistake, files)
    }
}

/// The prompt, as the site shows it and `workbook hint` reads it.
package struct ExercisePrompt: Sendable {
    package var title: String
    /// The chapter the exercise practises, e.g. `chapters/03-child-coordinators.md`.
    package var chapter: String
    /// The prompt's Markdown, whole.
    package var markdown: String
    /// 2–4 progressive hints, in order.
    package var hints: [String]

    package init(title: String, chapter: String, markdown: String, hints: [String]) {
        self.title = title
        self.chapter = chapter
        self.markdown = markdown
        self.hints = hints
    }
}

/// The instructor's source holds every exercise whole; the learner edition only the parts
/// learners get; the grader's copy (inside an autograder bundle) the hidden tests and the
/// reference solution, but no known-wrong solutions. Each copy's root carries a marker file, so the tools know which they run in.
package enum ExerciseEdition: Sendable, Equatable {
    case instructor
    case learner
    case grader

    /// The file at the root of a learner edition.
    package static let markerFile = ".workbook-learner-edition"
    /// The file at the root of the grader's copy in an autograder bundle.
    package static let graderMarkerFile = ".workbook-grader-edition"

    /// The edition of the workbook at `root`.
    package static func of(root: URL) -> ExerciseEdition {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: root.appendingPathComponent(markerFile).path) { return .learner }
        if fileManager.fileExists(atPath: root.appendingPathComponent(graderMarkerFile).path) { return .grader }
        return .instructor
    }

    /// Whether this copy has hidden tests.
    package var hasHiddenTests: Bool { self != .learner }
    /// Whether this copy has the reference and known-wrong solutions.
    package var hasSolutions: Bool { self == .instructor }
    /// Whether this copy has the reference solution, which the grader compares every test
    /// run with: the instructor's source and the grader's copy in an autograder bundle.
    package var hasReference: Bool { self != .learner }
}
