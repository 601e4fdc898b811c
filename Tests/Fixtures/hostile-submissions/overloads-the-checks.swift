// Attack: non-generic overloads of the grader's check functions. In the old runner these won
// overload resolution against its generic ones and recorded nothing; a test that recorded no
// failure passed.
import NavigationSimulator

public func expectEqual(_ actual: [String], _ expected: [String], _ message: String = "") {}
func expectEqual(_ actual: [[ScreenEntry]], _ expected: [[ScreenEntry]], _ message: String = "") {}
public func expectEqual(_ actual: String?, _ expected: String?, _ message: String = "") {}
public func expect(_ condition: Bool, _ message: String) {}
public func observe(_ value: [String], _ message: String) {}
func observe(_ value: [[ScreenEntry]], _ message: String) {}
public func observe(_ value: Bool, _ message: String) {}

public enum GradingHarness {
    public static func observe<Value>(_ value: Value, _ message: String) {}
}

enum Attack {
    @MainActor static func adapterCreated(_ navigationController: UINavigationController) {}
    @MainActor static func rendering(_ stack: [ScreenEntry], on navigationController: UINavigationController) {}
}
