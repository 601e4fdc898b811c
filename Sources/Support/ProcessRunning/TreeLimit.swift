import Foundation

/// Whether a run's whole process tree can be capped (memory, process count) with control
/// groups on this machine. Found once per process by making and removing a trial group, since
/// a mounted hierarchy may still refuse us (not root, a read-only /sys in a container). Where
/// it cannot, runs keep their per-process limits only, `ProcessResult.treeLimited` is false
/// and `notice` says so in one line.
package enum TreeLimit {
    package static var isAvailable: Bool { probe.hierarchies != nil }

    /// nil when available; else one line saying the tree is not capped and why.
    package static var notice: String? { probe.notice }

    /// Where run groups are made: this process's own group in each hierarchy (empty when
    /// unavailable).
    package static var hierarchies: [CgroupHierarchy] { probe.hierarchies ?? [] }

    /// A fresh group with `limits`' tree caps for one run; nil when the limits ask for none,
    /// when groups cannot be used here, or when making this one failed (the run then has its
    /// per-process limits only).
    static func group(for limits: ProcessLimits) -> RunGroup? {
        guard limits.treeMemoryBytes != nil || limits.processCount != nil, let hierarchies = probe.hierarchies else {
            return nil
        }
        return try? RunGroup.create(
            named: RunGroup.name(number: numbers.next()), in: hierarchies,
            memoryBytes: limits.treeMemoryBytes, processCount: limits.processCount)
    }

    private static let numbers = Counter()
    private static let probe = Probe.run()

    private struct Probe {
        var hierarchies: [CgroupHierarchy]?
        var notice: String?

        static func run() -> Probe {
            #if !os(Linux)
            return failed("control groups exist only on Linux")
            #else
            let hierarchies: [CgroupHierarchy]
            switch CgroupHierarchy.find() {
            case .failure(let problem): return failed(problem.reason)
            case .success(let found): hierarchies = found
            }
            // v2 gives a group's children only the controllers listed in its subtree_control.
            for hierarchy in hierarchies where hierarchy.version == .v2 {
                let control = hierarchy.parent + "/cgroup.subtree_control"
                let enabled = Set((ControlFile.read(control) ?? "").split(whereSeparator: \.isWhitespace).map(String.init))
                guard !CgroupHierarchy.needed.isSubset(of: enabled) else { continue }
                let error = ControlFile.write("+memory +pids", to: control)
                if error != 0 {
                    return failed("cannot enable the memory and pids controllers in \(hierarchy.parent): \(String(cString: strerror(error)))")
                }
            }
            do {
                let trial = try RunGroup.create(
                    named: RunGroup.name(number: 0), in: hierarchies, memoryBytes: 64 << 20, processCount: 8)
                trial.remove()
            } catch {
                return failed(error.reason)
            }
            return Probe(hierarchies: hierarchies)
            #endif
        }

        private static func failed(_ reason: String) -> Probe {
            Probe(notice: "note: control groups cannot be used here (\(reason)), so the memory and process count of a run's whole process tree are not capped, only each process's own")
        }
    }
}

/// Numbers for run groups, unique within this process (runs start on many threads at once).
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
        lock.withLock {
            last += 1
            return last
        }
    }
}
