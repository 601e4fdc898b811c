import Diagnostics
import Foundation
import Mutation
import SwiftBuild

/// Builds every lesson's schema in one SwiftPM run and, while the build fails, discards the
/// mutants its compiler errors are traced to and builds again. Each round discards at least
/// one mutant or sets a lesson aside; after `rounds` a lesson that still fails is built with
/// no mutants at all (each of them counted as discarded), and a lesson that does not compile
/// even then is set aside with its errors, so one broken listing never blocks the others.
struct MutantBuild {
    let package: MutantPackage
    var buildSeconds: Double = 900
    /// A failed SwiftPM build stops at the first module that does not compile, so a round may
    /// report one lesson's errors and not reach another's: with every lesson of the course in
    /// one build, a lesson whose mutants need five discards in turn used up ten rounds
    /// (chapter 3's container composition, December 2026). Rounds after the first few are
    /// incremental builds of a few seconds.
    var rounds = 30

    /// Begins the reason of mutants discarded only because the build gave up on their
    /// lesson: no compiler error was theirs, so no cache may remember them as not compiling.
    static let wholeLessonDiscard = "discarded with every mutant of the lesson: "

    struct Built {
        /// Per lesson: the mutants that did not compile, each with the compiler error blamed on it.
        var discarded: [String: Set<Int>]
        var reasons: [String: [Int: String]] = [:]
        /// Lessons that do not compile without any mutant, with the compiler's errors.
        var unbuildable: [String: [CompilerDiagnostic]] = [:]
        var seconds: Double
        var builds: Int
    }

    /// `known`: mutants (with their compiler errors) that did not compile last time.
    func build(_ all: [LessonSchema], startingFrom known: [String: [Int: String]] = [:]) throws -> Built {
        var discarded = known.mapValues { Set($0.keys) }
        var reasons = known
        var unbuildable: [String: [CompilerDiagnostic]] = [:]
        var schemas = all
        let start = Date()
        for round in 1...rounds {
            guard !schemas.isEmpty else {
                return Built(discarded: discarded, reasons: reasons, unbuildable: unbuildable,
                    seconds: Date().timeIntervalSince(start), builds: round - 1)
            }
            try package.writeManifest(lessons: schemas.map(\.lesson.name))
            var rendered: [String: [MutationSchema.RenderedSource]] = [:]
            for schema in schemas {
                let program = schema.program(discarding: discarded[schema.lesson.name] ?? [])
                rendered[schema.lesson.name] = program.rendered
                try package.writeProgram(program.text, lesson: schema.lesson.name)
            }
            let result = try PackageBuild(packageFolder: package.folder, scratchPath: package.buildFolder, seconds: buildSeconds).run()
            if result.succeeded {
                return Built(discarded: discarded, reasons: reasons, unbuildable: unbuildable,
                    seconds: Date().timeIntervalSince(start), builds: round)
            }
            let errors = CompilerDiagnostic.parse(result.combinedText, relativeTo: package.root.path).filter { $0.severity == .error }
            var progress = false
            for schema in schemas {
                let name = schema.lesson.name
                let mine = rendered[name] ?? []
                let own = errors.filter { error in
                    mine.contains { $0.source.file == error.file } || package.isGenerated(error.file, lesson: name)
                }
                var unexplained = false
                let before = discarded[name] ?? []
                let allIDs = Set(schema.mutants.map(\.id))
                if !own.isEmpty, before == allIDs {
                    unbuildable[name] = own  // no mutant left: the lesson itself does not compile
                    progress = true
                    continue
                }
                for error in own {
                    let blamed = schema.schema.culprits(
                        file: error.file, line: error.line, column: error.column, in: mine, discarded: before)
                    let fresh = blamed.subtracting(before)
                    if fresh.isEmpty { unexplained = true }
                    if !fresh.isEmpty { progress = true }
                    discarded[name, default: []].formUnion(fresh)
                    for id in fresh where reasons[name]?[id] == nil { reasons[name, default: [:]][id] = error.description }
                }
                if !own.isEmpty, unexplained || round >= rounds - 1, discarded[name] != allIDs {
                    let reason = Self.wholeLessonDiscard + own[0].description
                    for id in allIDs.subtracting(discarded[name] ?? []) { reasons[name, default: [:]][id] = reason }
                    discarded[name] = allIDs  // nothing left to blame: build the lesson as written
                    progress = true
                }
            }
            schemas.removeAll { unbuildable[$0.lesson.name] != nil }
            guard progress else {
                let shown = errors.prefix(5).map(\.description)
                throw ToolError(
                    "the mutant schemata do not compile, and no mutant explains why",
                    hint: "check that 'swift run workbook check' passes first; the compiler said the lines above",
                    detail: shown.isEmpty ? Array(result.combinedText.split(separator: "\n").suffix(15).map(String.init)) : Array(shown))
            }
        }
        throw ToolError("the mutant schemata still do not compile after \(rounds) builds",
            hint: "run 'swift run workbook check' to see whether the lessons themselves build")
    }
}
