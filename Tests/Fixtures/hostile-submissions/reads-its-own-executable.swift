// Attack: the tests are compiled into the program the submission runs in, so read it
// (/proc/self/exe) and carry every readable string out: as the titles the public tests show,
// on standard output and error, and as the words of a crash. The old runner held every hidden
// message there; the grader now blanks them out of the program and strips its symbols.
#if canImport(Glibc)
import Glibc
#endif
import NavigationSimulator

enum Attack {
    nonisolated(unsafe) static var renders = 0

    @MainActor static func adapterCreated(_ navigationController: UINavigationController) {}

    @MainActor static func rendering(_ stack: [ScreenEntry], on navigationController: UINavigationController) {
        renders += 1
        let strings = Smuggle.strings(in: Smuggle.read("/proc/self/exe") ?? [], minimum: 12)
        Smuggle.out(strings, on: navigationController, crash: renders > 1)
    }
}
