/// Records whether `condition` holds. Never stops the lesson: later checks still run.
@discardableResult
public func check(
    _ condition: @autoclosure () -> Bool, _ message: String,
    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    record(condition(), message, detail: nil, file: file, line: line, column: column)
}

/// Records whether `actual == expected`; on failure the report shows both sides.
@discardableResult
public func checkEqual<Value: Equatable>(
    _ actual: @autoclosure () -> Value, _ expected: @autoclosure () -> Value,
    _ message: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let actualValue = actual()
    let expectedValue = expected()
    return record(
        actualValue == expectedValue, message,
        detail: "expected: \(describe(expectedValue))\n  actual:   \(describe(actualValue))",
        file: file, line: line, column: column)
}

/// Records whether the object behind `reference` is gone. Call it after every intentional
/// owner has let go: a failure means something (often a closure) still holds it — a leak.
@discardableResult
public func checkDeallocated<Object: AnyObject>(
    _ reference: WeakReference<Object>, _ message: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    recordLifetime(reference, expectReleased: true, message, file: file, line: line, column: column)
}

/// Records whether the object behind `reference` is still alive, e.g. that an owner that
/// should keep a screen really does.
@discardableResult
public func checkAlive<Object: AnyObject>(
    _ reference: WeakReference<Object>, _ message: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    recordLifetime(reference, expectReleased: false, message, file: file, line: line, column: column)
}

/// The one body behind `checkDeallocated` and `checkAlive`.
private func recordLifetime<Object: AnyObject>(
    _ reference: WeakReference<Object>, expectReleased: Bool, _ message: String,
    file: StaticString, line: UInt, column: UInt
) -> Bool {
    let detail = expectReleased
        ? "\(reference.typeName) is still alive: something still holds a strong reference to it"
        : "\(reference.typeName) was already deallocated"
    return record(reference.isReleased == expectReleased, message, detail: detail, file: file, line: line, column: column)
}

/// Stores one result; `detail` explains a failure and is dropped when the check passed.
private func record(
    _ passed: Bool, _ message: String, detail: String?, file: StaticString, line: UInt, column: UInt
) -> Bool {
    CheckRecorder.shared.record(CheckResult(
        message: message, file: "\(file)", line: Int(line), column: Int(column), passed: passed,
        detail: passed ? nil : detail))
    return passed
}

func describe<Value>(_ value: Value) -> String {
    String(reflecting: value)
}
