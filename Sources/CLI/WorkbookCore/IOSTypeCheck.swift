import BookModel
import ExerciseModel
import Foundation
import Verification

/// `check --ios`: the app code of the checked lessons, and every solution of the exercises that
/// practise their chapters, type-checked against a real iOS SDK.
extension Workbook {
    func typeCheckForIOS(sdk: IOSSDK, _ options: CheckOptions) -> IOSTypeCheckReport {
        let scratch = options.scratchPath ?? root.appendingPathComponent(".build")
        var checker = IOSTypeChecker(sdk: sdk, root: root, workFolder: scratch.appendingPathComponent("ios-typecheck"))
        checker.usesCache = options.usesCache
        return checker.check(iosUnits(only: options.lessons))
    }

    /// The lessons' units, then the exercises' (all of them, or those practising a chapter of
    /// the named lessons).
    package func iosUnits(only lessons: [String] = []) -> [IOSTypeCheckUnit] {
        let chosen = lessons.isEmpty ? plan.lessons : plan.lessons.filter { lessons.contains($0.name) }
        let chapters = Set(chosen.flatMap(\.chapters))
        let practising = lessons.isEmpty ? exercises : exercises.filter { chapters.contains($0.prompt.chapter) }
        return chosen.compactMap(IOSTypeCheckUnit.lesson) + practising.flatMap(Self.iosUnits)
    }

    /// Every solution of an exercise that is app code: the starter, the reference, the blind and
    /// the known-wrong solutions; when the learner writes the tests, the subject and its planted
    /// mistakes instead (the solutions there are tests, which drive the simulator). A solution
    /// that replaces only some files is checked with the reference's (or subject's) others.
    static func iosUnits(_ exercise: Exercise) -> [IOSTypeCheckUnit] {
        let folder = "\(ExerciseCatalog.folderName)/\(exercise.id)"
        func unit(_ name: String, _ files: [SourceFile], over base: [SourceFile] = []) -> IOSTypeCheckUnit? {
            guard !files.isEmpty else { return nil }
            let names = Set(files.map(\.name))
            let all = base.filter { !names.contains($0.name) } + files
            return IOSTypeCheckUnit.exerciseSolution("\(folder)/\(name)", files: all.map { ("\(folder)/\($0.path)", $0.text) })
        }
        if exercise.writesTests {
            return [unit("subject", exercise.subject)].compactMap { $0 }
                + exercise.mistakes.compactMap { unit("solutions/mistakes/\($0.name)", $0.files, over: exercise.subject) }
        }
        return [unit("starter", exercise.starter), unit("solutions/reference", exercise.reference),
            unit("solutions/blind", exercise.blindSolution, over: exercise.reference)].compactMap { $0 }
            + exercise.wrongSolutions.compactMap { unit("solutions/wrong/\($0.name)", $0.files, over: exercise.reference) }
    }
}
