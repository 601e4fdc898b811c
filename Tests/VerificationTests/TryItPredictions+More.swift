/// The predictions of chapters 3 to 9 that did not fit beside the others (TryItPredictions.swift).
let moreTryItPredictions: [TryItPrediction] = [
    TryItPrediction(
        chapter: "09-1-testing-navigation.md", lesson: "testing-navigation",
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
        chapter: "09-1-testing-navigation.md", lesson: "testing-navigation",
        statement: "Exactly four checks fail, all in this part's deep-link tests",
        edits: [
            (find: """
                          linkAccount == account, notice > 0
            """,
             replace: """
                          notice > 0
            """),
        ],
        failingChecks: 4),
    TryItPrediction(
        chapter: "09-1-testing-navigation.md", lesson: "testing-navigation",
        statement: "Exactly four checks fail, all of them deallocation checks of the finished flow",
        edits: [
            (find: """
                    NoticeScreen(notice: notice) { [weak self] in self?.archiveRequested(entryID: entryID) }
            """,
             replace: """
                    NoticeScreen(notice: notice) { self.archiveRequested(entryID: entryID) }
            """),
        ],
        failingChecks: 4),
    TryItPrediction(
        chapter: "09-2-integration-tests.md", lesson: "testing-navigation",
        statement: "Every check of this part still passes, and exactly two checks fail",
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
        chapter: "09-3-testing-time.md", lesson: "testing-navigation",
        statement: "Exactly two checks fail, both about the impatient adapter",
        edits: [
            (find: """
                override var waitsForTransitions: Bool { false }
            """,
             replace: """
                override var waitsForTransitions: Bool { true }
            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "07-2-swiftui-deep-links.md", lesson: "swiftui-router",
        statement: "keeps the ones after it. Exactly one check fails",
        edits: [
            (find: """
                        guard isValid(route, after: restored.last) else { break }
            """,
             replace: """
                        guard isValid(route, after: restored.last) else { continue }
            """),
        ],
        failingChecks: 1),
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
        chapter: "04-1-mvc-coordinator.md", lesson: "mvc-coordinator",
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
        chapter: "04-1-mvc-coordinator.md", lesson: "mvc-coordinator",
        statement: "instead of a fresh one in `start()` and run the lesson. Thirteen checks fail",
        edits: [
            (find: """
                    stack = [StackEntry(id: issueID(), destination: .catalog)]
            """,
             replace: """
                    stack = [StackEntry(id: 0, destination: .catalog)]
            """),
        ],
        failingChecks: 13),
    TryItPrediction(
        chapter: "04-2-reconcile-and-stop.md", lesson: "mvc-coordinator",
        statement: "`catalog.onBookChosen = nil` and run the lesson. Exactly one check fails",
        edits: [
            (find: """
                    catalog.onBookChosen = nil

            """,
             replace: ""),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "04-3-uikit-adapter.md", lesson: "mvc-coordinator",
        statement: "block. Seven checks fail, starting with",
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
        failingChecks: 7),
    TryItPrediction(
        chapter: "04-3-uikit-adapter.md", lesson: "mvc-coordinator",
        statement: "`guard !pages.isEmpty else { return }`: two checks fail",
        edits: [
            (find: """
                    guard !pages.isEmpty else { return endFlow() }
            """,
             replace: """
                    guard !pages.isEmpty else { return }
            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "06-1-scopes-and-deep-links.md", lesson: "scopes-and-deep-links",
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
        chapter: "06-1-scopes-and-deep-links.md", lesson: "scopes-and-deep-links",
        statement: "in the first scenario. Exactly one check fails",
        edits: [
            (find: """
            app?.library?.editNote(for: "dune")                           // a second edit is open at logout
            simulator.settle()

            """,
             replace: """
            app?.library?.editNote(for: "dune")                           // a second edit is open at logout

            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "06-2-deep-links.md", lesson: "scopes-and-deep-links",
        statement: "and run the lesson. Exactly one check fails: after Keep editing",
        edits: [
            (find: """
                        if !leave { self.pendingBookID = nil }

            """,
             replace: ""),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "06-3-windows-and-split-view.md", lesson: "scopes-and-deep-links",
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
        chapter: "05-1-mvvm-coordinator.md", lesson: "mvvm-coordinator",
        statement: "Exactly four checks fail, all in the first section",
        edits: [
            (find: """
                        let deliver = onOutput
                        invalidate()           // cut first, so a re-entrant tap cannot deliver twice

                """,
             replace: """
                        let deliver = onOutput

                """),
        ],
        failingChecks: 4),
    TryItPrediction(
        chapter: "05-1-mvvm-coordinator.md", lesson: "mvvm-coordinator",
        statement: "capture strong (`{ [self] state in self.render(state) }`): exactly one check fails",
        edits: [
            (find: """
                viewModel.onStateChange = { [weak self] state in self?.render(state) }
                """,
             replace: """
                viewModel.onStateChange = { [self] state in self.render(state) }
                """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "05-2-after-the-pick.md", lesson: "mvvm-coordinator",
        statement: "Exactly three checks fail: the cancelled task, the dropped answer at logout",
        edits: [
            (find: """
                        picker.stop()
                        cancelPendingCheck()

                """,
             replace: """
                        picker.stop()

                """),
        ],
        failingChecks: 3),
    TryItPrediction(
        chapter: "05-3-when-a-child-is-done.md", lesson: "mvvm-coordinator",
        statement: "Exactly one check fails: the stop during the replacement",
        edits: [
            (find: """
                guard let self, self.session?.id == next.id else { return }   // stopped or replaced meanwhile
                """,
             replace: """
                guard let self else { return }
                """),
        ],
        failingChecks: 1),
]
