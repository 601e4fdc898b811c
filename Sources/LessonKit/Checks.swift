/// Records whether `condition` holds. Never stops the lesson: later checks still run.
@discardableResult
public func check(
    _ condition: @autoclosure () -> Bool, _ message: String,
    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let passed = condition()
    CheckRecorder.shared.record(
        CheckResult(message: message, file: "\(file)", line: Int(line), column: Int(column), passed: passed))
    return passed
}

/// Records whether `actual == expected`; on failure the report shows both sides.
@discardableResult
public func checkEqual<Value: Equatable>(
    _ actual: @autoclosure () -> Value, _ expected: @autoclosure () -> Value,
    _ message: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let actualValue = actual()
    let expectedValue = expected()
    let passed = actualValue == expectedValue
    let detail = passed
        ? nil
        : "expected: \(describe(expectedValue))\n  actual:   \(describe(actualValue))"
    CheckRecorder.shared.record(
        CheckResult(message: message, file: "\(file)", line: Int(line), column: Int(column), passed: passed, detail: detail))
    return passed
}

/// Records whether the object behind `reference` is gone. Call it after every intentional
/// owner has let go: a failure means something (often a closure) still holds it — a leak.
@discardableResult
public func checkDeallocated<Object: AnyObject>(
    _ reference: WeakReference<Object>, _ message: String,
    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let passed = reference.isReleased
    let detail = passed
        ? nil
        : "\(reference.typeName) is still alive: something still holds a strong reference to it"
    CheckRecorder.shared.record(
        CheckResult(message: message, file: "\(file)", line: Int(line), column: Int(column), passed: passed, detail: detail))
    return passed
}

/// Records whether the object behind `reference` is still alive, e.g. that an owner that
/// should keep a screen really does.
@discardableResult
public func checkAlive<Object: AnyObject>(
    _ reference: WeakReference<Object>, _ message: String,
    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let passed = !reference.isReleased
    let detail = passed ? nil : "\(reference.typeName) was already deallocated"
    CheckRecorder.shared.record(
        CheckResult(message: message, file: "\(file)", line: Int(line), column: Int(column), passed: passed, detail: detail))
    return passed
}

func describe<Value>(_ value: Value) -> String {
    String(reflecting: value)
}
