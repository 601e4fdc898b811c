import BookModel

/// Which declarations of a lesson are app code. Besides those marked `// Driver:`, a declaration
/// is left out as driver code when it needs what only the lesson's driving side has: LessonKit's
/// API (checks and traces, which an app's tests would hold), a variable its top-level statements
/// declare, or another declaration left out (so a spy's extension goes with the spy). A name some
/// declaration also declares (a property `port` beside a top-level `let port`) decides nothing:
/// an extension's `port` is most likely the type's own. What is left out is named in the
/// generated file, with the name that decided it.
package enum AppCodeSelection {
    struct Choice {
        var snippet: Snippet
        var declaration: AppCodeDeclaration
        /// Why it is not app code: `Driver:`, or the name it needs; nil for app code.
        var leftOutBecause: String?
    }

    /// LessonKit's public names: no app links LessonKit. `AppCodeFileTests` keeps the list in
    /// step with the module's sources.
    package static let lessonKitNames: Set<String> = [
        "LessonKit", "ChapterFingerprint", "CheckRecorder", "CheckResult", "EventTrace", "LessonOutputMode", "LessonReport",
        "LessonSection", "RecordedTrace", "SequenceTrace", "StateTrace", "TraceStep", "WeakReference", "beginLesson", "check",
        "checkAlive", "checkDeallocated", "checkEqual", "finishLesson",
    ]

    /// Every declaration of the lesson's listings in reading order, each chosen or left out.
    static func choices(in lesson: Lesson) -> [Choice] {
        var choices: [Choice] = []
        var driving = lessonKitNames
        for snippet in lesson.snippets {
            let scan = AppCodeDeclarations.scan(snippet.block.codeLines.joined(separator: "\n"))
            driving.formUnion(scan.statementNames)
            choices += scan.declarations.map { Choice(snippet: snippet, declaration: $0, leftOutBecause: $0.isDriver ? "Driver:" : nil) }
        }
        driving.subtract(choices.reduce(into: Set<String>()) { $0.formUnion($1.declaration.declares) })
        for choice in choices where choice.leftOutBecause != nil { driving.insert(declaredName(choice.declaration)) }
        // Until nothing changes: a declaration may need one that comes after it.
        var changed = true
        while changed {
            changed = false
            for index in choices.indices where choices[index].leftOutBecause == nil {
                guard let needed = choices[index].declaration.uses.intersection(driving).sorted().first else { continue }
                choices[index].leftOutBecause = needed
                driving.insert(declaredName(choices[index].declaration))
                changed = true
            }
        }
        return choices
    }

    /// `class Spy` → `Spy`; an extension declares nothing new (`""`).
    private static func declaredName(_ declaration: AppCodeDeclaration) -> String {
        declaration.name.hasPrefix("extension ") ? "" : String(declaration.name.split(separator: " ").last ?? "")
    }
}
