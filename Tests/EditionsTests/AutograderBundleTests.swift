import Diagnostics
import Editions
import Foundation
import Testing
import WorkbookTestSupport

/// The Gradescope bundle holds the two scripts, executable, at its root and the instructor's
/// package with every hidden test and no solution; the scripts are valid bash; the same
/// source makes the same zip.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zip"), "needs /usr/bin/zip"))
struct AutograderBundleTests {
    @Test func theZipHoldsTheScriptsTheBookAndTheHiddenTestsButNoSolutions() throws {
        let fixture = EditionFixture()
        defer { fixture.remove() }
        let root = try fixture.write()
        let folder = temporaryFolder("autograder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = folder.appendingPathComponent("counter.zip")

        let summary = try AutograderBundle(root: root, exercise: EditionFixture.exercise).write(to: zip)
        let listing = try ZipListing(Data(contentsOf: zip))
        let exercise = "workbook/exercises/\(EditionFixture.exercise)"
        #expect(Array(listing.names.prefix(2)) == ["setup.sh", "run_autograder"])
        #expect(listing.entries.prefix(2).allSatisfy { $0.mode == 0o755 }, "\(listing.entries.prefix(2))")
        for name in [
            "workbook/Package.swift", "workbook/chapters/01-basics.md", "\(exercise)/tests/hidden/Counting.swift",
            "\(exercise)/tests/public/Basics.swift", "\(exercise)/starter/Solution.swift", "\(exercise)/README.md",
        ] {
            #expect(listing.names.contains(name), "the bundle lacks \(name)")
        }
        // The grader compares every run with the reference solution; the known-wrong ones stay home.
        #expect(listing.names.contains("\(exercise)/solutions/reference/Solution.swift"), "\(listing.names)")
        #expect(!listing.names.contains { $0.contains("solutions/wrong") }, "\(listing.names)")
        #expect(!listing.names.contains { $0.contains(".build/") || $0.hasPrefix("workbook/site/") || $0.contains(".git/") })
        #expect(listing.names.count == summary.files)
        #expect(summary.hiddenTests == ["exercises/\(EditionFixture.exercise)/tests/hidden/Counting.swift"])

        let again = folder.appendingPathComponent("again.zip")
        _ = try AutograderBundle(root: root, exercise: EditionFixture.exercise).write(to: again)
        #expect(try Data(contentsOf: zip) == Data(contentsOf: again), "the same source makes the same zip")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["again.zip", "counter.zip"],
            "no partial file is left behind")
    }

    @Test func anUnknownExerciseIsAnErrorNamingTheOnesThereAre() throws {
        let fixture = EditionFixture()
        defer { fixture.remove() }
        let root = try fixture.write()
        let zip = temporaryFolder("autograder").appendingPathExtension("zip")
        let error = try #require(throws: ToolError.self) { try AutograderBundle(root: root, exercise: "02-missing").write(to: zip) }
        #expect(error.hint?.contains(EditionFixture.exercise) == true)
        #expect(!FileManager.default.fileExists(atPath: zip.path))
    }

    @Test func bothScriptsAreValidBash() throws {
        let folder = temporaryFolder("autograder-scripts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [
            ("setup.sh", AutograderScripts.setup(exercise: EditionFixture.exercise)),
            ("run_autograder", AutograderScripts.runAutograder(exercise: EditionFixture.exercise)),
        ] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
            let result = try runProcess("/bin/bash", ["-n", name], in: folder)
            #expect(result.status == 0, "\(name): \(result.error)")
            #expect(text.hasPrefix("#!/usr/bin/env bash\n"))
        }
        let setup = AutograderScripts.setup(exercise: EditionFixture.exercise)
        #expect(setup.contains(AutograderScripts.swiftURL))
        for package in AutograderScripts.workbookPackages + AutograderScripts.swiftPackages {
            #expect(setup.contains("  \(package) \\\n") || setup.contains("  \(package)\n"), "setup.sh does not install \(package)")
        }
        #expect(setup.contains("swift build -c release --product workbook"))
        #expect(setup.contains("grade \"$EXERCISE\" --submission \"$BOOK/exercises/$EXERCISE/starter\""))
    }
}

/// Where the learner writes the tests, the grader needs the planted mistakes their tests must
/// catch, and learners need the subject their tests run against, but never the mistakes.
@Suite struct TestWritingPartsTests {
    @Test func theGraderTakesThePlantedMistakesAndLearnersTheSubject() throws {
        let mistake = try #require(ExercisePart.of("exercises/09-tests/solutions/mistakes/trims/Solution.swift"))
        #expect(mistake.part == .plantedMistakes && mistake.exercise == "09-tests")
        #expect(mistake.part.isForGrader && !mistake.part.isForLearners)
        let subject = try #require(ExercisePart.of("exercises/09-tests/subject/Solution.swift"))
        #expect(subject.part == .subject && subject.part.isForGrader && subject.part.isForLearners)
        let blind = try #require(ExercisePart.of("exercises/09-tests/solutions/blind/CatalogTests.swift"))
        #expect(!blind.part.isForGrader && !blind.part.isForLearners)
    }
}
