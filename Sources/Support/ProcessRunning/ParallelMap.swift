import Foundation

extension Array where Element: Sendable {
    /// `transform` of every element, at most `limit` at a time, the results in the elements'
    /// order: the one parallel runner of lessons, type-checks, graded tests and mutants, whose
    /// jobs mostly wait on a child process (so `limit` may exceed the core count). `finished`
    /// hears of each result as its job ends, with how many jobs have ended so far (for progress).
    package func parallelMap<Value>(
        limit: Int, _ transform: @escaping @Sendable (_ index: Int, _ element: Element) -> Value,
        finished: @escaping @Sendable (_ value: Value, _ done: Int) -> Void = { _, _ in }
    ) -> [Value] {
        let slots = ResultSlots<Value>(count: count)
        let lanes = DispatchSemaphore(value: Swift.max(1, limit))
        let group = DispatchGroup()
        for (index, element) in enumerated() {
            lanes.wait()
            group.enter()
            DispatchQueue.global().async {
                defer { lanes.signal(); group.leave() }
                let value = transform(index, element)
                finished(value, slots.set(index, value))
            }
        }
        group.wait()
        return slots.all
    }
}
