import Diagnostics
import Foundation
import MarkdownModel

/// Reads one exercise folder into an `Exercise`, or reports every problem at its file and
/// line: a missing part, a test without points, two tests with one name, a hidden test that
/// the learner edition would ship, fewer than three known-wrong solutions.
package enum ExerciseLoader {
    package static let minimumWrongSolutions = 3

    package static func load(folder: URL, id: String, edition: ExerciseEdition = .instructor) throws -> Exercise {
        let instructor = edition.hasSolutions
        let display = "\(ExerciseCatalog.folderName)/\(id)/"
        var errors: [SourceError] = []
        func missing(_ part: String, hint: String) {
            errors.append(SourceError(file: display + part, line: 1, message: "the exercise has no \(part)", hint: hint))
        }
        let root = folder.deletingLastPathComponent().deletingLastPathComponent()

        var prompt: ExercisePrompt?
        if let data = FileManager.default.contents(atPath: folder.appendingPathComponent("README.md").path) {
            do {
                let document = try MarkdownParser.parse(data: data, file: display + "README.md")
                let (read, problems) = PromptReader.read(document, chapters: chapterPaths(root: root))
                prompt = read
                errors += problems
            } catch let error as SourceError {
                errors.append(error)
            }
        } else {
            missing("README.md", hint: "write the prompt: # Title, the chapter it practises, ## Objectives, ## Rules, ## Hints")
        }

        let starter = swiftFiles(in: folder, "starter", display: display, errors: &errors)
        if starter.isEmpty { missing("starter/", hint: "put the files the learner edits in starter/, e.g. starter/Solution.swift") }
        let reference = edition.hasReference ? swiftFiles(in: folder, "solutions/reference", display: display, errors: &errors) : []
        if !edition.hasReference {
            // The learner edition has no solutions.
        } else if reference.isEmpty {
            missing("solutions/reference/", hint: "put the reference solution there, with the same file names as starter/")
        } else if !starter.isEmpty, let problem = notTheStartersFiles(reference, "reference solution", at: display + "solutions/reference", starter: starter) {
            errors.append(problem)
        }

        // Where the learner writes the tests, there are none to load: there is a subject instead.
        let subject = swiftFiles(in: folder, TestWriting.subjectFolder, display: display, errors: &errors)
        let mistakes = subject.isEmpty || !edition.hasHiddenTests ? []
            : TestWriting.mistakes(in: folder, display: display, subject: subject, errors: &errors)

        var tests: [ExerciseTest] = []
        // The learner edition ships no hidden tests: they are the grader's.
        for visibility in edition.hasHiddenTests ? [ExerciseTest.Visibility.public, .hidden] : [.public] where subject.isEmpty {
            let folderName = "tests/\(visibility.rawValue)"
            let files = swiftFiles(in: folder, folderName, display: display, errors: &errors)
            let found = files.flatMap { file -> [ExerciseTest] in
                let (tests, problems) = TestScanner.tests(in: file, visibility: visibility, displayPrefix: display)
                errors += problems + CheckRules.problems(in: file, visibility: visibility, display: display)
                return tests
            }
            if files.isEmpty {
                errors.append(SourceError(file: display + folderName, line: 1,
                    message: "the exercise has no \(visibility.rawValue) tests",
                    hint: "write test functions in \(folderName)/*.swift, each under '/// points: N'"))
            }
            tests += found
        }
        errors += duplicateNames(tests, display: display) + duplicateFileNames(tests, display: display)
        if let prompt { errors += unquotedRules(tests, readme: prompt.markdown, display: display) }
        let promptFile = prompt.map { [SourceFile(path: "README.md", text: $0.markdown)] } ?? []
        let shipped = promptFile + starter + tests.filter { $0.visibility == .public }.map(\.file)
        errors += leakedHiddenTests(tests.filter { $0.visibility == .hidden }, shipped: shipped, display: display)

        errors += GivenCode.problems(reference: reference, starter: starter, display: display)
        let wrong = instructor ? wrongSolutions(in: folder, display: display, starter: starter, errors: &errors) : []
        let blind = instructor ? swiftFiles(in: folder, "solutions/blind", display: display, errors: &errors) : []
        if !blind.isEmpty, let problem = notTheStartersFiles(blind, "blind solution", at: display + "solutions/blind", starter: starter) {
            errors.append(problem)
        }
        if wrong.count < minimumWrongSolutions, instructor {
            errors.append(SourceError(file: display + "solutions/wrong", line: 1,
                message: "the exercise has \(wrong.count) known-wrong solution\(wrong.count == 1 ? "" : "s"); it needs at least \(minimumWrongSolutions)",
                hint: "add solutions/wrong/<mistake>/ folders, each a plausible mistake whose first line says '// Mistake: …'"))
        }

        guard errors.isEmpty, let prompt else { throw SourceErrors(errors) }
        var exercise = Exercise(
            id: id, folder: folder, prompt: prompt, starter: starter,
            publicTests: tests.filter { $0.visibility == .public }, hiddenTests: tests.filter { $0.visibility == .hidden },
            reference: reference, wrongSolutions: wrong)
        exercise.edition = edition
        exercise.subject = subject
        exercise.blindSolution = blind
        exercise.mistakes = mistakes
        return exercise
    }

    /// `chapters/*.md` of the book the exercise belongs to.
    private static func chapterPaths(root: URL) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("chapters").path)) ?? []
        return Set(names.filter { $0.hasSuffix(".md") }.map { "chapters/\($0)" })
    }

    /// The `.swift` files directly in `folder/subpath`, by name, each valid UTF-8.
    static func swiftFiles(in folder: URL, _ subpath: String, display: String, errors: inout [SourceError]) -> [SourceFile] {
        let url = folder.appendingPathComponent(subpath)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.compactMap { name in
            let path = "\(subpath)/\(name)"
            guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(name).path),
                let text = String(validUTF8: data)
            else {
                errors.append(SourceError(file: display + path, line: 1, message: "the file is not readable UTF-8 text",
                    hint: "save it as UTF-8"))
                return nil
            }
            return SourceFile(path: path, text: text)
        }
    }

    private static func duplicateNames(_ tests: [ExerciseTest], display: String) -> [SourceError] {
        var first: [String: ExerciseTest] = [:]
        var errors: [SourceError] = []
        for test in tests {
            if let earlier = first[test.name] {
                errors.append(SourceError(file: display + test.file.path, line: test.line,
                    message: "two tests are named '\(test.name)': the first is at \(display + earlier.file.path):\(earlier.line)",
                    hint: "every test of an exercise needs its own name; results are reported by name"))
            } else {
                first[test.name] = test
            }
        }
        return errors
    }

    /// Public and hidden test files are compiled into one module, where two files may not
    /// share a name (and a check's record names its file by name alone).
    private static func duplicateFileNames(_ tests: [ExerciseTest], display: String) -> [SourceError] {
        var first: [String: String] = [:]
        var errors: [SourceError] = []
        for path in tests.map(\.file.path) where first[(path as NSString).lastPathComponent] != path {
            let name = (path as NSString).lastPathComponent
            if let earlier = first[name] {
                errors.append(SourceError(file: display + path, line: 1,
                    message: "test file \(path) has the same name as \(earlier)",
                    hint: "give every test file of an exercise its own name: public and hidden tests are compiled together"))
            } else {
                first[name] = path
            }
        }
        return errors
    }

    /// A solution replaces the starter's files one for one; the error when `files` do not.
    private static func notTheStartersFiles(_ files: [SourceFile], _ kind: String, at path: String, starter: [SourceFile])
        -> SourceError?
    {
        guard Set(files.map(\.name)) != Set(starter.map(\.name)) else { return nil }
        return SourceError(file: path, line: 1,
            message: "the \(kind)'s files (\(files.map(\.name).joined(separator: ", "))) are not the starter's (\(starter.map(\.name).joined(separator: ", ")))",
            hint: "a solution replaces the starter's files one for one")
    }

    /// A hidden test grades a policy the learner can only know from the README, so each one
    /// names the README's words it checks, and those words must be there.
    private static func unquotedRules(_ tests: [ExerciseTest], readme: String, display: String) -> [SourceError] {
        var errors: [SourceError] = []
        let said = TestRule.collapsed(readme)
        let saidBytes = Array(said.utf8)
        for test in tests {
            if test.visibility == .hidden, test.rules.isEmpty {
                errors.append(SourceError(file: display + test.file.path, line: test.line,
                    message: "hidden test '\(test.name)' does not say which rule of the README it checks",
                    hint: "add '/// rule: \"…\"' under its points, quoting the README's words; if the README does not say it, say it there first"))
            }
            for rule in test.rules where !rule.isQuoted(inCollapsed: said, bytes: saidBytes) {
                let lines = test.file.text.split(separator: "\n", omittingEmptySubsequences: false)
                errors.append(SourceError(file: display + test.file.path, line: rule.line,
                    message: "the README does not say \"\(rule.text)\"",
                    hint: "quote the README's words exactly (line breaks and runs of spaces count as one space), or write the rule into README.md",
                    sourceLine: rule.line <= lines.count ? String(lines[rule.line - 1]) : nil))
            }
        }
        return errors
    }

    /// A hidden test named in a file the learner edition ships would give it away.
    private static func leakedHiddenTests(_ hidden: [ExerciseTest], shipped: [SourceFile], display: String) -> [SourceError] {
        var errors: [SourceError] = []
        for file in shipped {
            let bytes = Array(file.text.utf8)
            // Foundation's search matches canonically equivalent text; these are the only
            // characters equivalent to ASCII ones (K, ';', '`'). Without them, text whose bytes
            // do not hold an ASCII name does not hold it for Foundation either.
            let hasASCIIEquivalents = file.text.unicodeScalars.contains { ["\u{212A}", "\u{037E}", "\u{1FEF}"].contains($0) }
            for test in hidden {
                let name = Array(test.name.utf8)
                if !hasASCIIEquivalents, name.allSatisfy({ $0 < 0x80 }), !ByteSearch.contains(name, in: bytes) { continue }
                // One search of the whole text, not one per line: a name holds no line break, so
                // its first occurrence is on the first line that holds it.
                guard let found = file.text.range(of: test.name) else { continue }
                let line = file.text[..<found.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                errors.append(SourceError(file: display + file.path, line: line,
                    message: "hidden test '\(test.name)' is named in \(file.path), which learners get",
                    hint: "keep hidden tests and their names out of starter/ and tests/public/"))
            }
        }
        return errors
    }

    private static func wrongSolutions(in folder: URL, display: String, starter: [SourceFile], errors: inout [SourceError])
        -> [WrongSolution]
    {
        let wrong = folder.appendingPathComponent("solutions/wrong")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: wrong.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return names.compactMap { name in
            let files = swiftFiles(in: folder, "solutions/wrong/\(name)", display: display, errors: &errors)
            guard let first = files.first else {
                errors.append(SourceError(file: display + "solutions/wrong/\(name)", line: 1,
                    message: "known-wrong solution '\(name)' has no .swift files", hint: "put the mistaken solution's files there"))
                return nil
            }
            let firstLine = first.text.prefix { $0 != "\n" }
            guard firstLine.hasPrefix("// Mistake:"),
                case let mistake = firstLine.dropFirst("// Mistake:".count).trimmingCharacters(in: .whitespaces), !mistake.isEmpty
            else {
                errors.append(SourceError(file: display + first.path, line: 1,
                    message: "a known-wrong solution's first line must say what it gets wrong",
                    hint: "start it with '// Mistake: reconciles on willShow, before the transition completes'",
                    sourceLine: String(firstLine)))
                return nil
            }
            return WrongSolution(name: name, mistake: mistake, files: files)
        }
    }
}
