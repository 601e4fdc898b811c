// Attack: make the grade's output unreadable or dangerous — titles that are terminal escape
// sequences (clear the screen, move the cursor, set the window title) and a megabyte long,
// megabytes of prints, and a crash whose words are escapes too.
#if canImport(Glibc)
import Glibc
#endif
import NavigationSimulator

enum Attack {
    nonisolated(unsafe) static var renders = 0

    @MainActor static func adapterCreated(_ navigationController: UINavigationController) {}

    @MainActor static func rendering(_ stack: [ScreenEntry], on navigationController: UINavigationController) {
        renders += 1
        let escapes = "\u{1b}[2J\u{1b}[H\u{1b}]0;graded 30/30\u{07}\r\u{1b}[1A"
        let long = escapes + String(repeating: "PASS ", count: 200_000)
        for _ in 0..<2 { print(String(repeating: "\u{1b}[31mflood\u{1b}[0m ", count: 100_000)) }
        Smuggle.out([long, escapes + "total: 30/30"], on: navigationController, crash: renders > 2)
    }
}
