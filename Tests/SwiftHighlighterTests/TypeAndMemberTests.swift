import SwiftHighlighter
import SwiftTokenizer
import Testing

@Suite("Types, calls and properties")
struct TypeAndMemberTests {
    @Test func capitalisedIdentifiersAreTypes() {
        let code = "let router: Router = NavigationRouter(root: UINavigationController())"
        for name in ["Router", "NavigationRouter", "UINavigationController"] {
            #expect(kind(of: name, in: code) == .type, "\(name)")
        }
    }

    @Test func lowercaseTypeAfterColonInDeclaration() {
        #expect(kind(of: "element", in: "let x: element = y") == .type)
        #expect(kind(of: "y", in: "let x: element = y") == .identifier)
    }

    @Test func lowercaseTypeAfterArrow() {
        #expect(kind(of: "index", in: "func f() -> index") == .type)
        #expect(kind(of: "index", in: "func f() -> some index") == .type)
    }

    @Test func parameterTypesInFunctionDeclaration() {
        let code = "func show(_ screen: screen, animated flag: bool = true)"
        #expect(kinds(of: "screen", in: code) == [.identifier, .type])
        #expect(kind(of: "bool", in: code) == .type)
        #expect(kind(of: "animated", in: code) == .identifier)
    }

    @Test func argumentValuesInCallsAreNotTypes() {
        let code = "show(screen: detail, animated: flag)"
        #expect(kind(of: "detail", in: code) == .identifier)
        #expect(kind(of: "flag", in: code) == .identifier)
        #expect(kind(of: "coordinator", in: "self.init(parent: coordinator)") == .identifier)
    }

    @Test func ternaryAndDictionaryColonsAreNotTypes() {
        #expect(kind(of: "b", in: "let v = a ? b : c") == .identifier)
        #expect(kind(of: "c", in: "let v = a ? b : c") == .identifier)
        #expect(kind(of: "value", in: "let d = [key: value]") == .identifier)
    }

    @Test func genericConstraintsAndInheritance() {
        #expect(kind(of: "equatable", in: "struct Box<T: equatable>") == .type)
        #expect(kind(of: "base", in: "class Child: base {}") == .type)
    }

    @Test func callsAndProperties() {
        let code = "navigationController.pushViewController(screen.view, animated: true)"
        #expect(kind(of: "navigationController", in: code) == .identifier)
        #expect(kind(of: "pushViewController", in: code) == .call)
        #expect(kind(of: "view", in: code) == .property)
    }

    @Test func trailingClosureCalls() {
        #expect(kind(of: "filter", in: "let open = screens.filter { $0.isOpen }") == .call)
        #expect(kind(of: "withAnimation", in: "withAnimation {\n    dismiss()\n}") == .call)
        #expect(kind(of: "isOpen", in: "let open = screens.filter { $0.isOpen }") == .property)
    }

    @Test func braceAfterAConditionOpensTheBody() {
        #expect(kind(of: "isActive", in: "if flow.isActive {\n    stop()\n}") == .property)
        #expect(kind(of: "ready", in: "while ready { tick() }") == .identifier)
        #expect(kind(of: "all", in: "for item in store.all { use(item) }") == .property)
        #expect(kind(of: "route", in: "switch coordinator.route {\ncase .home: break\n}") == .property)
        let code = "if items.contains(where: { $0.done }) {\n    items.forEach { $0.reset() }\n}"
        #expect(kind(of: "forEach", in: code) == .call)
        #expect(kind(of: "done", in: code) == .property)
    }

    @Test func braceOnTheNextLineIsNotATrailingClosure() {
        #expect(kind(of: "current", in: "let x = flow.current\n{ }") == .property)
    }

    @Test func implicitMemberExpressions() {
        #expect(kind(of: "push", in: "router.perform(.push(detail))") == .call)
        #expect(kind(of: "home", in: "let screen: Screen = .home") == .property)
    }

    @Test func optionalChaining() {
        let code = "parent?.childDidFinish(self)"
        #expect(kind(of: "childDidFinish", in: code) == .call)
        #expect(kind(of: "?", in: code) == .operator)
    }

    @Test func freeFunctionCall() {
        #expect(kind(of: "print", in: "print(value)") == .call)
        #expect(kind(of: "value", in: "print(value)") == .identifier)
    }

    @Test func operatorsIncludingCustomOnes() {
        #expect(significantTokens("a ?? b").map(\.kind) == [.identifier, .operator, .identifier])
        #expect(kind(of: "<*>", in: "f <*> x") == .operator)
        #expect(kind(of: "•", in: "a • b") == .operator)
        #expect(kind(of: "->", in: "() -> Void") == .operator)
        #expect(kind(of: "&", in: "swap(&a, &b)") == .operator)
    }

    @Test func punctuation() {
        let kinds = significantTokens("f(a, [b]) { c; d: e }").filter { $0.kind == .punctuation }.map(\.text)
        #expect(kinds == ["(", ",", "[", "]", ")", "{", ";", ":", "}"])
    }

    @Test func keyPathBackslash() {
        #expect(significantTokens(#"\Screen.title"#).map(\.kind) == [.punctuation, .type, .punctuation, .property])
    }
}
