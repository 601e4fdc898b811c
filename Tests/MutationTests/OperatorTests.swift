import Mutation
import MutationResults
import Testing

/// Each operator on a small source: the mutant it plants, at the line and column where the
/// author wrote the code, and the schema text that switches it on.
@Suite("Mutation operators")
struct OperatorTests {
    /// Wraps `body` in a class method so it is code under test, starting at file line 10.
    static func source(_ body: String) -> MutationSource {
        MutationSource(file: "chapters/x.md", firstLine: 10, code: "final class Flow {\n    func go() {\n" + body + "\n    }\n}\n")
    }

    static func mutants(_ body: String) -> [Mutant] { MutationSchema([source(body)]).mutants }

    @Test func equalitySwapped() {
        let found = Self.mutants("        if state == expected { finish() }")
        let swap = found.first { $0.mutationOperator == .swapEquality }
        #expect(swap?.original == "state == expected")
        #expect(swap?.mutated == "state != expected")
        #expect(swap?.line == 12)
        #expect(swap?.column == 18)
    }

    @Test func orderingAndLogicalSwapped() {
        let found = Self.mutants("        if count < limit && isOpen { grow() }")
        #expect(found.contains { $0.mutationOperator == .swapOrdering && $0.mutated == "count <= limit" })
        #expect(found.contains { $0.mutationOperator == .swapLogical && $0.mutated == "count < limit || isOpen" })
    }

    @Test func conditionNegated() {
        let found = Self.mutants("        if isOpen {\n            close()\n        }")
        #expect(found.contains { $0.mutationOperator == .negateCondition && $0.mutated == "if !(isOpen)" && $0.line == 12 })
    }

    @Test func booleanFlippedButNotAnimated() {
        let found = Self.mutants("        isOpen = true\n        navigation.popViewController(animated: true)")
        let flips = found.filter { $0.mutationOperator == .flipBoolean }
        #expect(flips.map(\.line) == [12])
        #expect(flips.first?.mutated == "false")
    }

    @Test(arguments: ["timer?.invalidate()", "removeChild(child)", "childCoordinators.removeAll { $0 === child }", "delegate = nil", "stop()"])
    func cleanUpDeleted(_ statement: String) {
        let found = Self.mutants("        " + statement)
        #expect(found.contains { $0.mutationOperator == .deleteStatement && $0.original == statement && $0.line == 12 })
    }

    @Test func printsAndDeclarationsAreNotDeleted() {
        let found = Self.mutants("        print(\"hi\")\n        let x = make()\n        x.y = 3")
        #expect(!found.contains { $0.mutationOperator == .deleteStatement })
    }

    @Test func weakCaptureMadeStrong() {
        let found = Self.mutants("        child.onFinish = { [weak self] in self?.removeChild(child) }")
        let strong = found.first { $0.mutationOperator == .strongReference }
        #expect(strong?.original == "[weak self]")
        let text = MutationSchema([Self.source("        child.onFinish = { [weak self] in self?.removeChild(child) }")]).render()[0].text
        #expect(text.contains("[weak self, __wbKeep\(strong!.id)_0 = __wbMutant(\(strong!.id)) ? self : nil] in _ = __wbKeep\(strong!.id)_0;"),
            "the body reads the strong capture, or Swift would leave it out of the closure: \(text)")
    }

    @Test func weakCaptureWithParametersMadeStrong() throws {
        let line = "        host.onFinish = { [weak self, weak host] output in self?.finished(output, host) }"
        let schema = MutationSchema([Self.source(line)])
        let id = try #require(schema.mutants.first { $0.mutationOperator == .strongReference }).id
        let text = schema.render()[0].text
        #expect(text.contains("? host : nil] output in _ = __wbKeep\(id)_0; _ = __wbKeep\(id)_1; if !"), "\(text)")
        let others = Set(schema.mutants.map(\.id))
        #expect(schema.render(discarding: others)[0].text.contains("{ [weak self, weak host] output in self?.finished(output, host) }"),
            "discarded, the closure is as written")
    }

    @Test func weakPropertyMadeStrong() {
        let code = "final class Screen {\n    weak var delegate: ScreenDelegate?\n}\n"
        let schema = MutationSchema([MutationSource(file: "f.swift", firstLine: 1, code: code)])
        #expect(schema.mutants.map(\.mutationOperator) == [.strongReference])
        #expect(schema.mutants.first?.line == 2)
        let text = schema.render()[0].text
        #expect(text.contains("var delegate: ScreenDelegate? { get { __wbMutant(1) ? __wbStrong1 : __wbWeak1 }"))
        #expect(text.split(separator: "\n").count == code.split(separator: "\n").count)
    }

    @Test func guardAlwaysPasses() {
        let found = Self.mutants("        guard isReady else { return }\n        start()")
        #expect(found.contains { $0.mutationOperator == .guardAlwaysPasses && $0.mutated == "guard true else" })
        #expect(!found.contains { $0.mutationOperator == .removeEarlyReturn }, "a guard's return cannot go")
    }

    @Test func bindingGuardsAreLeftAlone() {
        #expect(!Self.mutants("        guard let next = queue.first else { return }").contains { $0.mutationOperator == .guardAlwaysPasses })
    }

    @Test func earlyReturnRemoved() {
        let found = Self.mutants("        if isFinished {\n            return\n        }\n        start()")
        #expect(found.contains { $0.mutationOperator == .removeEarlyReturn && $0.line == 13 })
    }

    @Test func identityComparisonAlwaysTrue() {
        let found = Self.mutants("        if currentID == id { apply() }\n        if other === self { apply() }")
        let identities = found.filter { $0.mutationOperator == .identityAlwaysTrue }
        #expect(identities.map(\.line) == [12, 13])
    }

    @Test func checksAndScenarioAreNeverMutated() {
        let code = "let flow = Flow()\nif flow.isOpen { flow.close() }\ncheck(flow.count == 1, \"one\")\n"
        #expect(MutationSchema([MutationSource(file: "f.md", firstLine: 1, code: code)]).mutants.isEmpty)
        #expect(Self.mutants("        check(count == 1, \"one\")").isEmpty)
    }

    @Test func driverDeclarationsAreNotMutated() {
        let code = "// Driver: taps through the flow.\nfunc tapThrough(_ flow: Flow) {\n    if flow.isOpen { flow.close() }\n}\n"
        #expect(MutationSchema([MutationSource(file: "f.md", firstLine: 1, code: code)]).mutants.isEmpty)
    }

    /// An exercise's given code: the learner does not write it, so nothing may grade it.
    @Test func givenDeclarationsAreNotMutatedButTheirNeighboursAre() {
        let given = "// Given: the same in the starter.\nfunc isOpen(_ flow: Flow) -> Bool {\n    flow.count > 0\n}\n"
        #expect(MutationSchema([MutationSource(file: "f.swift", firstLine: 1, code: given)]).mutants.isEmpty)
        let mine = "func isClosed(_ flow: Flow) -> Bool {\n    flow.count == 0\n}\n"
        #expect(!MutationSchema([MutationSource(file: "f.swift", firstLine: 1, code: given + mine)]).mutants.isEmpty)
    }
}

/// Shapes that once produced schemata that did not compile.
@Suite("Mutation operators: awkward shapes")
struct AwkwardShapeTests {
    @Test func forInIsNotAClosure() {
        let found = OperatorTests.mutants("        for listener in listeners { listener(id) }")
        let deletions = found.filter { $0.mutationOperator == .deleteStatement }
        #expect(deletions.map(\.original) == ["listener(id)"])
    }

    @Test func optionalChainingIsPartOfTheOperand() {
        let found = OperatorTests.mutants("        guard session?.id == id else { return }")
        #expect(found.contains { $0.mutationOperator == .swapEquality && $0.original == "session?.id == id" })
    }
}

extension AwkwardShapeTests {
    @Test func aNilTestIsNotAnIdentityComparison() {
        let found = OperatorTests.mutants("        if highlightedID != nil { clear() }")
        #expect(!found.contains { $0.mutationOperator == .identityAlwaysTrue })
        #expect(found.contains { $0.mutationOperator == .swapEquality })
    }
}

extension AwkwardShapeTests {
    @Test func loneValuesAreNotDeleted() {
        let found = OperatorTests.mutants("        let ready = items.compactMap({ $0() })\n        let names = items.map { $0.name() }\n        _ = ready")
        #expect(!found.contains { $0.mutationOperator == .deleteStatement })
        let getter = "final class A {\n    var names: [String] { items.map(\\.name) }\n    var first: String { items.first() }\n}\n"
        #expect(MutationSchema([MutationSource(file: "f", firstLine: 1, code: getter)]).mutants.isEmpty)
    }
}
