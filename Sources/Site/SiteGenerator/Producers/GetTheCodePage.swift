/// "Get the code": where the workbook's source is and how to run it, linked from the sidebar
/// and from every chapter's lesson box.
struct GetTheCodePage: PageProducer {
    static let page = "get-the-code.html"

    func produce(into draft: inout SiteDraft) throws {
        let body = GetTheCodeTemplate(
            repository: draft.repository, lessons: draft.plan.lessons.filter(\.isRunnable).map(\.name),
            exercises: draft.exercises.map(\.id)
        ).body
        draft.add(Self.page, text: draft.shell.page(title: "Get the code", current: Self.page, body: body))
    }
}
