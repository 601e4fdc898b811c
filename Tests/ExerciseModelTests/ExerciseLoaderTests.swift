import Diagnostics
import ExerciseModel
import Foundation
import Testing
import WorkbookTestSupport

/// A well-formed exercise loads whole; each kind of malformed exercise is an error at its
/// file and line, and all of them are reported at once.
@Suite struct ExerciseLoaderTests {
    private func errors(_ change: (inout ExerciseFixture) -> Void) throws -> [SourceError] {
        var fixture = ExerciseFixture()
        change(&fixture)
        defer { fixture.remove() }
        let root = try fixture.write()
        let error = try #require(throws: SourceErrors.self) { try ExerciseCatalog.load(root: root) }
        return error.errors
    }

    private func file(_ name: String) -> String { "exercises/\(ExerciseFixture.id)/\(name)" }

    @Test func aWellFormedExerciseLoads() throws {
        let fixture = ExerciseFixture()
        defer { fixture.remove() }
        let exercises = try ExerciseCatalog.load(root: try fixture.write())
        let exercise = try #require(exercises.first)
        #expect(exercise.id == "01-counter")
        #expect(exercise.prompt.title == "Count taps")
        #expect(exercise.prompt.chapter == "chapters/01-basics.md")
        #expect(exercise.prompt.hints == ["Start at zero.", "Add one per tap."])
        #expect(exercise.starter.map(\.path) == ["starter/Solution.swift"])
        #expect(exercise.publicTests.map(\.name) == ["startsAtZero"], "a private helper is not a test")
        #expect(exercise.hiddenTests.map(\.name) == ["countsEveryTap"])
        #expect(exercise.hiddenTests.first?.points == 2)
        #expect(exercise.hiddenTests.first?.line == 6, "the line of 'func', after a rule and an attribute line")
        #expect(exercise.hiddenTests.first?.rules == [TestRule(text: "Each tap adds one.", line: 4)])
        #expect(exercise.totalPoints == 3)
        #expect(exercise.wrongSolutions.map(\.mistake) == ["never counts", "counts twice", "starts at one"])
    }

    @Test func noExercisesFolderMeansNoExercises() throws {
        let root = temporaryFolder("no-exercises")
        #expect(try ExerciseCatalog.load(root: root).isEmpty)
        let error = try #require(throws: ToolError.self) { try ExerciseCatalog.exercise("01-x", root: root) }
        #expect(error.message == "no exercise named '01-x'")
    }

    @Test func aTestWithoutPointsIsLocated() throws {
        let found = try errors { $0.files[file("tests/public/Basics.swift")] = "func startsAtZero() {}\n" }
        #expect(found.map(\.location) == ["\(file("tests/public/Basics.swift")):1:1"])
        #expect(found.first?.message == "test 'startsAtZero' has no points")
    }

    @Test func pointsMustBeAPositiveNumberAboveATest() throws {
        let found = try errors {
            $0.files[file("tests/public/Basics.swift")] = "/// points: many\nfunc a() {}\n/// points: 1\nlet notATest = 1\n"
        }
        #expect(found.map(\.message).contains("'many' is not a number of points"))
        #expect(found.map(\.message).contains("'/// points:' is not followed by a test function"))
        #expect(found.map(\.message).contains("test 'a' has no points"))
    }

    @Test func twoTestsWithOneNameAreLocatedAtTheSecond() throws {
        let found = try errors {
            $0.files[file("tests/public/Basics.swift")] = "/// points: 1\nfunc countsEveryTap() {}\n"
        }
        let duplicate = try #require(found.first { $0.message.hasPrefix("two tests are named 'countsEveryTap'") })
        #expect(duplicate.location == "\(file("tests/hidden/Counting.swift")):6:1")
        #expect(found.contains { $0.message.contains("hidden test 'countsEveryTap' is named in tests/public/Basics.swift") })
    }

    @Test func aHiddenTestNamedInTheStarterWouldLeak() throws {
        let found = try errors {
            $0.files[file("starter/Solution.swift")] = "// see countsEveryTap\nstruct Counter {}\n"
        }
        #expect(found.map(\.location) == ["\(file("starter/Solution.swift")):1:1"])
    }

    @Test func missingPartsAreEachReported() throws {
        let found = try errors {
            $0.files = $0.files.filter { !$0.key.contains("/starter/") && !$0.key.contains("/tests/hidden/") && !$0.key.hasSuffix("README.md") }
        }
        let messages = Set(found.map(\.message))
        #expect(messages.contains("the exercise has no README.md"))
        #expect(messages.contains("the exercise has no starter/"))
        #expect(messages.contains("the exercise has no hidden tests"))
    }

    @Test func threeKnownWrongSolutionsEachSayingTheirMistake() throws {
        let found = try errors {
            $0.files = $0.files.filter { !$0.key.contains("mistake-2") }
            $0.files[file("solutions/wrong/mistake-1/Solution.swift")] = "struct Counter {}\n"
        }
        #expect(found.contains { $0.message == "a known-wrong solution's first line must say what it gets wrong"
            && $0.location == "\(file("solutions/wrong/mistake-1/Solution.swift")):1:1" })
        #expect(found.contains { $0.message.hasPrefix("the exercise has 1 known-wrong solution;") })
    }

    @Test func thePromptNeedsItsSectionsAChapterAndTwoToFourHints() throws {
        let found = try errors {
            $0.files[file("README.md")] = "# T\n\nPractises: [Nope](../../chapters/09-nope.md)\n\n## Hints\n\n1. Only one.\n"
        }
        let messages = found.map(\.message)
        #expect(messages.contains("the prompt has no '## Objectives' section"))
        #expect(messages.contains("the prompt links to 'chapters/09-nope.md', which is not a chapter of the book"))
        #expect(messages.contains("the prompt has 1 hints; an exercise has 2 to 4"))
        #expect(found.first { $0.message.hasPrefix("the prompt has 1 hints") }?.line == 7)
    }

    @Test func theReferenceReplacesTheStartersFiles() throws {
        let found = try errors {
            $0.files[file("solutions/reference/Other.swift")] = "let x = 1\n"
        }
        #expect(found.contains { $0.message.hasPrefix("the reference solution's files") })
    }

    @Test func theLearnerEditionNeedsNoHiddenTestsOrSolutions() throws {
        var fixture = ExerciseFixture()
        fixture.files = fixture.files.filter { !$0.key.contains("/tests/hidden/") && !$0.key.contains("/solutions/") }
        fixture.files[ExerciseEdition.markerFile] = "learner edition\n"
        defer { fixture.remove() }
        let exercise = try #require(try ExerciseCatalog.load(root: try fixture.write()).first)
        #expect(exercise.edition == .learner)
        #expect(exercise.hiddenTests.isEmpty && exercise.reference.isEmpty && exercise.wrongSolutions.isEmpty)
        #expect(exercise.publicTests.map(\.name) == ["startsAtZero"])
    }

    @Test func theGradersCopyHasTheReferenceButNoWrongSolutions() throws {
        var fixture = ExerciseFixture()
        fixture.files = fixture.files.filter { !$0.key.contains("/solutions/wrong/") }
        fixture.files[ExerciseEdition.graderMarkerFile] = "grader's copy\n"
        defer { fixture.remove() }
        let exercise = try #require(try ExerciseCatalog.load(root: try fixture.write()).first)
        #expect(exercise.edition == .grader && exercise.edition.hasReference && !exercise.edition.hasSolutions)
        #expect(exercise.reference.map(\.path) == ["solutions/reference/Solution.swift"], "every graded run is compared with it")
        #expect(exercise.hiddenTests.map(\.name) == ["countsEveryTap"] && exercise.wrongSolutions.isEmpty)
    }

    /// Issue 22: a hidden test graded a policy its README never stated. Every hidden test now
    /// quotes the README's words it checks, and the quote must be there.
    @Test func aHiddenTestMustQuoteTheREADMERuleItChecks() throws {
        let hidden = file("tests/hidden/Counting.swift")
        let unquoted = try errors {
            $0.files[hidden] = "@testable import Submission\n\n/// points: 2\nfunc countsEveryTap() { observe(1, \"x\") }\n"
        }
        #expect(unquoted.map(\.location) == ["\(hidden):4:1"])
        #expect(unquoted.first?.message == "hidden test 'countsEveryTap' does not say which rule of the README it checks")

        let wrongQuote = try errors {
            $0.files[hidden] = "/// points: 2\n/// rule: \"Each tap adds two.\"\nfunc countsEveryTap() { observe(1, \"x\") }\n"
        }
        #expect(wrongQuote.map(\.location) == ["\(hidden):2:1"])
        #expect(wrongQuote.first?.message == "the README does not say \"Each tap adds two.\"")

        let unquotedRule = try errors {
            $0.files[hidden] = "/// points: 2\n/// rule: Each tap adds one.\nfunc countsEveryTap() { observe(1, \"x\") }\n"
        }
        #expect(unquotedRule.map(\.message).contains("a rule line must quote the README: '/// rule: \"…\"'"))
    }

    @Test func aRuleMatchesAcrossLineBreaksAndSpaces() {
        let rule = TestRule(text: "adds  one per\ttap", line: 1)
        #expect(rule.isQuoted(in: "Every tap\nadds one\n  per tap, always."))
        #expect(!rule.isQuoted(in: "Every tap adds one, per tap."))
    }
}
