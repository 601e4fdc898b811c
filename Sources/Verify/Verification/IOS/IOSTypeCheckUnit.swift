import BookModel

/// What is type-checked together in one compiler run: one lesson's app code, or one exercise
/// solution (its files, with the reference's for any it does not replace).
package struct IOSTypeCheckUnit: Equatable, Sendable {
    /// e.g. `lesson mvc-coordinator`, `exercises/01-auth-handover/solutions/reference`.
    package var name: String
    /// The lesson whose app code this is; nil for an exercise solution.
    package var lesson: String?
    package var files: [AppCodeFile]
    /// The files the code came from (`chapters/04-1-mvc-coordinator.md`, `exercises/…/Solution.swift`):
    /// an error located in one of them is the author's to fix.
    package var origins: [String]
    /// How many of a lesson's declarations were left out as driver code (`AppCodeSelection`).
    package var leftOut = 0

    package init(name: String, lesson: String?, files: [AppCodeFile], origins: [String], leftOut: Int = 0) {
        self.name = name
        self.lesson = lesson
        self.files = files
        self.origins = origins
        self.leftOut = leftOut
    }
}

extension IOSTypeCheckUnit {
    /// A lesson's app code; nil when its listings declare nothing.
    package static func lesson(_ lesson: Lesson) -> IOSTypeCheckUnit? {
        AppCodeFile.lesson(lesson).map {
            IOSTypeCheckUnit(
                name: "lesson \(lesson.name)", lesson: lesson.name, files: [$0], origins: lesson.chapters,
                leftOut: AppCodeSelection.choices(in: lesson).filter { $0.leftOutBecause != nil }.count)
        }
    }

    /// One exercise solution: `folder` (e.g. `exercises/01-x/solutions/reference`) and its
    /// files, paths relative to the workbook root.
    package static func exerciseSolution(_ folder: String, files: [(path: String, text: String)]) -> IOSTypeCheckUnit {
        IOSTypeCheckUnit(name: folder, lesson: nil, files: AppCodeFile.exercise(files), origins: files.map(\.path))
    }
}
