import ExerciseModel
import Foundation
import Mutation

/// Runs the built schema's tests: first the baseline (no mutant on, every test must pass, or
/// the schema changed what the reference does and no outcome would mean anything), then each
/// compiled mutant against the hidden tests in the exercise's order until one fails. Every
/// test is a contained `TestRun` judged by its report channel, bounded by the grader's timeout,
/// so a mutant that loops for ever is killed by that timeout rather than hanging the run.
struct MutantRuns {
    let package: GradingPackage
    let exercise: Exercise
    let seconds: Double
    let events: ExerciseMutationEvents?

    /// What the tests may not read: every exercise's folder and the runner's sources.
    var hidden: [URL] { [exercise.folder.deletingLastPathComponent(), package.runnerURL] }

    /// The tests that fail with no mutant switched on, with what they said; empty when all pass.
    func baselineFailures() -> [(name: String, message: String)] {
        let binary = package.binary.resolvingSymlinksInPath()
        let tests = exercise.tests
        let slots = Slots<TestRun.Outcome>(count: tests.count)
        DispatchQueue.concurrentPerform(iterations: tests.count) { index in
            slots.set(index, TestRun(binary: binary, test: tests[index], package: package, hidden: hidden, seconds: seconds).run())
        }
        return zip(tests, slots.values).compactMap { test, outcome in
            guard let outcome, outcome.status == .passed else {
                return (test.name, outcome?.message ?? "the test did not run")
            }
            return nil
        }
    }

    /// One outcome per mutant, in ID order: `discarded` ones as they are, the rest run in
    /// parallel (one mutant per core at a time, its hidden tests one after another).
    func outcomes(_ mutants: [Mutant], discarded: Set<Int>) -> [MutantOutcome] {
        let binary = package.binary.resolvingSymlinksInPath()
        let compiled = mutants.filter { !discarded.contains($0.id) }
        let slots = Slots<MutantOutcome>(count: compiled.count)
        let counter = Slots<Int>(count: 1)
        DispatchQueue.concurrentPerform(iterations: compiled.count) { index in
            let outcome = run(compiled[index], binary: binary)
            slots.set(index, outcome)
            let done = counter.increment()
            events?(.finished(outcome, done: done, total: compiled.count))
        }
        var byID: [Int: MutantOutcome] = [:]
        for (mutant, outcome) in zip(compiled, slots.values) {
            byID[mutant.id] = outcome ?? MutantOutcome(mutant: mutant, status: .killed, killedBy: "did not run")
        }
        return mutants.map { byID[$0.id] ?? MutantOutcome(mutant: $0, status: .discarded) }
    }

    /// The first hidden test that does not pass with this mutant on kills it: a failed
    /// expectation, a crash or a timeout alike (`killedBy` is the test's name, with
    /// "(timed out)" or "(crashed or exited early)" when it did not finish). None failing
    /// means it survived.
    private func run(_ mutant: Mutant, binary: URL) -> MutantOutcome {
        for test in exercise.hiddenTests {
            var run = TestRun(binary: binary, test: test, package: package, hidden: hidden, seconds: seconds)
            run.environment = [MutantSwitch.environmentName: String(mutant.id)]
            let outcome = run.run()
            switch outcome.status {
            case .passed: continue
            case .failed: return MutantOutcome(mutant: mutant, status: .killed, killedBy: test.name)
            case .error:
                // The judge's own wording (never the test's output) says which way it ended.
                let how = outcome.message?.hasPrefix("timed out") == true ? "timed out" : "crashed or exited early"
                return MutantOutcome(mutant: mutant, status: .killed, killedBy: "\(test.name) (\(how))")
            }
        }
        return MutantOutcome(mutant: mutant, status: .survived)
    }
}

/// Where parallel workers leave their results, one slot each, behind a lock.
final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}

extension Slots where Value == Int {
    /// Adds one to the first slot and returns the new count.
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let next = (slots[0] ?? 0) + 1
        slots[0] = next
        return next
    }
}
