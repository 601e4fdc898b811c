/// The predictions of chapters 3 to 9 that did not fit beside the others (TryItPredictions.swift).
let moreTryItPredictions: [TryItPrediction] = [
    TryItPrediction(
        chapter: "09-testing-navigation.md", lesson: "testing-navigation",
        statement: "keeping `self.isRunning`. Exactly two checks fail",
        edits: [
            (find: """
                        guard let self, exists, self.isRunning, self.session == askedInSession else { return }
            """,
             replace: """
                        guard let self, exists, self.isRunning else { return }
            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "09-testing-navigation.md", lesson: "testing-navigation",
        statement: "so the real adapter behaves like the impatient one. Exactly two checks fail",
        edits: [
            (find: """
                var waitsForTransitions: Bool { true }
            """,
             replace: """
                var waitsForTransitions: Bool { false }
            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "09-testing-navigation.md", lesson: "testing-navigation",
        statement: "Exactly four checks fail, all of them deallocation checks of the finished flow",
        edits: [
            (find: """
                    ThreadScreen(thread: thread) { [weak self] in self?.archiveRequested(entryID: entryID) }
            """,
             replace: """
                    ThreadScreen(thread: thread) { self.archiveRequested(entryID: entryID) }
            """),
        ],
        failingChecks: 4),
    TryItPrediction(
        chapter: "07-swiftui-router.md", lesson: "swiftui-router",
        statement: "run the checks again: two failures remain",
        edits: [
            (find: """
                    didSet { sheetChanged(from: oldValue) }
            """,
             replace: """
                    didSet {}
            """),
            (find: """
                    notes[bookID] = text
                    sheet = nil
                }
            """,
             replace: """
                    notes[bookID] = text
                    sheet = nil
                    if let link = pendingLink { pendingLink = nil; path = link }
                }
            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "03-2-reconciling-the-stack.md", lesson: "child-coordinators",
        statement: "Make `TiedScreen.delegate` `weak` again. Exactly two checks fail",
        edits: [
            (find: """
                    var delegate: (any TiedScreenDelegate)?    // no `weak`: the screen owns its coordinator
                """,
             replace: """
                    weak var delegate: (any TiedScreenDelegate)?
                """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "02-navigation-simulator.md", lesson: "navigation-simulator",
        statement: "Exactly three checks fail, the three after the swipe",
        edits: [
            (find: """
                swipe?.cancel()
                simulator.settle()

                check(!log.lines.contains { $0.contains("didShow") }, "a cancelled swipe-back never calls didShow")
                """,
             replace: """
                swipe?.finish()
                simulator.settle()

                check(!log.lines.contains { $0.contains("didShow") }, "a cancelled swipe-back never calls didShow")
                """),
        ],
        failingChecks: 3),
    TryItPrediction(
        chapter: "03-1-child-coordinators.md", lesson: "child-coordinators",
        statement: "Exactly one check fails, in the next part",
        edits: [
            (find: """
                        guard childCoordinators.contains(where: { $0 === coordinator }) else { return }
                        childCoordinators.removeAll { $0 === coordinator }
                """,
             replace: """
                        childCoordinators.removeAll { $0 === coordinator }
                """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "03-4-delegate-slot.md", lesson: "container-composition",
        statement: "Exactly five checks fail, every one that expects the damage",
        edits: [
            (find: """
                        navigationController.delegate = self            // the parent's slot, taken
                """,
             replace: ""),
        ],
        failingChecks: 5),
    TryItPrediction(
        chapter: "03-5-sharing-and-split-view.md", lesson: "container-composition",
        statement: "Exactly three checks fail",
        edits: [
            (find: """
                        navigationController.popToViewController(below, animated: true)
                """,
             replace: """
                        navigationController.popToRootViewController(animated: true)
                """),
        ],
        failingChecks: 3),
    TryItPrediction(
        chapter: "03-3-container-composition.md", lesson: "container-composition",
        statement: "Nine checks fail, every one after a re-tap",
        edits: [
            (find: """
                    ) -> Bool {
                        guard flow(for: viewController) is SettingsCoordinator, !isSignedIn else { return true }
                """,
             replace: """
                    ) -> Bool {
                        if viewController === tabBarController.selectedViewController { return false }
                        guard flow(for: viewController) is SettingsCoordinator, !isSignedIn else { return true }
                """),
        ],
        failingChecks: 9),
    TryItPrediction(
        chapter: "04-mvc-coordinator.md", lesson: "mvc-coordinator",
        statement: "to the guard. Exactly one check fails",
        edits: [
            (find: """
                    guard let index = stack.firstIndex(where: { $0.id == entryID }), index > 0 else { return }
            """,
             replace: """
                    guard let index = stack.firstIndex(where: { $0.id == entryID }), index > 0, index == stack.count - 1 else { return }
            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "04-mvc-coordinator.md", lesson: "mvc-coordinator",
        statement: "instead of a fresh one in `start()` and run the lesson. Fourteen checks fail",
        edits: [
            (find: """
                    stack = [StackEntry(id: issueID(), destination: .catalog)]
            """,
             replace: """
                    stack = [StackEntry(id: 0, destination: .catalog)]
            """),
        ],
        failingChecks: 14),
    TryItPrediction(
        chapter: "04-mvc-coordinator.md", lesson: "mvc-coordinator",
        statement: "block. Five checks fail, starting with",
        edits: [
            (find: """
                    if let index = awaited.firstIndex(where: { $0.elementsEqual(shown, by: ===) }) {
                        awaited.removeFirst(index + 1)            // our own render, and older ones, are done
                        return
                    }

            """,
             replace: """

            """),
        ],
        failingChecks: 5),
    TryItPrediction(
        chapter: "04-mvc-coordinator.md", lesson: "mvc-coordinator",
        statement: "`guard !stack.isEmpty else { return }`: two checks fail",
        edits: [
            (find: """
                    guard !stack.isEmpty else { return endFlow() }
            """,
             replace: """
                    guard !stack.isEmpty else { return }
            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "06-scopes-and-deep-links.md", lesson: "scopes-and-deep-links",
        statement: "and run the lesson. Exactly three checks fail",
        edits: [
            (find: """
                    guard let session = accounts.session, session.ticket == ticket else {
            """,
             replace: """
                    guard let session = accounts.session else {
            """),
        ],
        failingChecks: 3),
    TryItPrediction(
        chapter: "06-scopes-and-deep-links.md", lesson: "scopes-and-deep-links",
        statement: "in the first scenario. Five checks fail",
        edits: [
            (find: """
            app?.library?.editNote(for: 3)                                // a second edit is open at logout
            simulator.settle()

            """,
             replace: """
            app?.library?.editNote(for: 3)                                // a second edit is open at logout

            """),
        ],
        failingChecks: 5),
    TryItPrediction(
        chapter: "06-scopes-and-deep-links.md", lesson: "scopes-and-deep-links",
        statement: "and run the lesson. Exactly two checks fail: the book the person left",
        edits: [
            (find: """

                func splitViewController(
                    _ svc: UISplitViewController,
                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
                ) -> UISplitViewController.DisplayMode {
                    if let detail, detail.navigationController?.parent !== primary {   // left with Back
                        self.detail = nil
                        selectedBookID = nil
                        svc.setViewController(Screen("Pick a book"), for: .secondary)
                    }
                    return proposedDisplayMode
                }

            """,
             replace: ""),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "05-mvvm-coordinator.md", lesson: "mvvm-coordinator",
        statement: "Exactly three checks fail, the first being the late result from session 2",
        edits: [
            (find: """
                        guard session?.id == id else { return }    // a late result from an earlier session

                """,
             replace: """

                """),
        ],
        failingChecks: 3),
]
