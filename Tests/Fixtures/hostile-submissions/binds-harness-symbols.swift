// Attack: @_silgen_name reaches any symbol with external linkage. The old runner's recorder
// was "internal" and still a global symbol: a submission bound its setter and emptied the
// failures. Here the attack binds the only symbols the harness exports — its public checks
// and entry point — and records checks that "held", then ends the test early, as if done.
#if canImport(Glibc)
import Glibc
#endif
import NavigationSimulator

@_silgen_name("$s14GradingHarness6expect__6fileID4line6columnySbyXK_SSs12StaticStringVS2utF")
func harnessExpect(_ condition: () -> Bool, _ message: String, fileID: StaticString, line: UInt, column: UInt)

@_silgen_name("$s14GradingHarness7observe__6fileID4line6columnyx_SSs12StaticStringVS2utlF")
func harnessObserve<Value>(_ value: Value, _ message: String, fileID: StaticString, line: UInt, column: UInt)

enum Attack {
    @MainActor static func adapterCreated(_ navigationController: UINavigationController) {
        for line in UInt(1)...UInt(300) {
            harnessExpect({ true }, "held", fileID: "GradingRunner/AdapterBasics.swift", line: line, column: 9)
            harnessObserve(true, "", fileID: "GradingRunner/AdapterEdges.swift", line: line, column: 13)
        }
        _exit(0)
    }

    @MainActor static func rendering(_ stack: [ScreenEntry], on navigationController: UINavigationController) {}
}
