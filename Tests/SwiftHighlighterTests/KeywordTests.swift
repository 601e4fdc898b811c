import SwiftHighlighter
import SwiftTokenizer
import Testing

@Suite("Keywords and identifiers")
struct KeywordTests {
    @Test func reservedKeywords() {
        let code = "func start() { guard let x = y else { return }; if x is Int { try await run() } }"
        for keyword in ["func", "guard", "let", "else", "return", "if", "is", "try", "await"] {
            #expect(kind(of: keyword, in: code) == .keyword, "\(keyword)")
        }
    }

    @Test func selfAndSelfTypeAreKeywords() {
        let code = "static func make() -> Self { Self(parent: self) }"
        #expect(kinds(of: "Self", in: code) == [.keyword, .keyword])
        #expect(kind(of: "self", in: code) == .keyword)
        #expect(kind(of: "self", in: "let t = Coordinator.self") == .keyword)
    }

    @Test func backtickedKeywordIsAnIdentifier() {
        let code = "let `default` = Screen.home"
        #expect(kind(of: "`default`", in: code) == .identifier)
        #expect(kind(of: "`default`", in: "case `default`") == .identifier)
    }

    @Test func literalsKeywords() {
        #expect(significantTokens("[true, false, nil]").filter { $0.kind == .keyword }.count == 3)
    }

    @Test func keywordAfterDotIsAMember() {
        #expect(kind(of: "default", in: "let style = .default") == .property)
        #expect(kind(of: "init", in: "let c = .init(router: r)") == .keyword)
        #expect(kind(of: "init", in: "super.init()") == .keyword)
    }

    @Test func keywordAsArgumentLabel() {
        #expect(kind(of: "in", in: "f(in: container)") == .identifier)
        #expect(kind(of: "default", in: "value(for: key, default: 0)") == .identifier)
        #expect(kind(of: "default", in: "switch x {\ndefault: break\n}") == .keyword)
    }

    @Test(arguments: [
        ("weak", "weak var delegate: Delegate?"),
        ("unowned", "unowned let parent: Coordinator"),
        ("lazy", "lazy var router = Router()"),
        ("mutating", "mutating func push()"),
        ("override", "override func viewDidLoad()"),
        ("convenience", "convenience init()"),
        ("required", "required init?(coder: NSCoder)"),
        ("nonisolated", "nonisolated func id() -> String"),
        ("consuming", "consuming func finish()"),
        ("borrowing", "func show(_ s: borrowing Screen)"),
        ("isolated", "func run(on actor: isolated MainActor)"),
        ("async", "func load() async throws -> Data"),
        ("some", "var body: some View { text }"),
        ("any", "let child: any Coordinator"),
        ("final", "final class AppCoordinator"),
        ("actor", "actor ImageCache {}"),
        ("open", "open class Base {}"),
    ])
    func contextualKeywordInItsPosition(word: String, code: String) {
        #expect(kind(of: word, in: code) == .contextualKeyword, "\(code)")
    }

    @Test func concurrencyKeywords() {
        let code = "async let page = loader.load()\nlet result = await page"
        #expect(kind(of: "async", in: code) == .contextualKeyword)
        #expect(kind(of: "await", in: code) == .keyword)
        #expect(kind(of: "async", in: "DispatchQueue.main.async { }") == .call)
    }

    @Test func propertyAccessors() {
        let code = "var title: String { get set }\nvar name = \"\" { willSet { } didSet(old) { } }"
        for word in ["get", "set", "willSet", "didSet"] {
            #expect(kind(of: word, in: code) == .contextualKeyword, "\(word)")
        }
        #expect(kind(of: "set", in: "private(set) var count = 0") == .contextualKeyword)
        #expect(kind(of: "set", in: "set(newValue) { store = newValue }") == .contextualKeyword)
    }

    @Test func contextualKeywordsUsedAsNames() {
        #expect(kind(of: "set", in: "let set = Set<Int>()") == .identifier)
        #expect(kind(of: "set", in: "set.insert(1)") == .identifier)
        #expect(kind(of: "get", in: "cache.get(key)") == .call)
        #expect(kind(of: "get", in: "get(key)") == .call)
        #expect(kind(of: "some", in: "case .some(let x)") == .call)
        #expect(kind(of: "some", in: "return some") == .identifier)
        #expect(kind(of: "weak", in: "f(weak: true)") == .identifier)
        #expect(kind(of: "open", in: "func open() {}") == .identifier)
        #expect(kind(of: "lazy", in: "lazy = false") == .identifier)
    }

    @Test func plainIdentifiers() {
        #expect(significantTokens("coordinator") == [token(.identifier, "coordinator")])
        #expect(kind(of: "$0", in: "items.map { $0.id }") == .identifier)
        #expect(kind(of: "_", in: "_ = start()") == .identifier)
        #expect(kind(of: "café", in: "let café = 1") == .identifier)
    }

    @Test func declaredFunctionNameIsNotACall() {
        #expect(kind(of: "start", in: "func start() {}") == .identifier)
        #expect(kind(of: "start", in: "coordinator.start()") == .call)
    }
}
