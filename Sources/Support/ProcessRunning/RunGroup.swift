import Foundation

/// One run's control group: a folder in each hierarchy, made before the run with the tree's
/// limits, joined by the child before it execs (so bwrap and everything below it are inside),
/// and after the run emptied — every process in it killed, however it left the process group —
/// and removed. The kernel then counts memory (tmpfs pages included) and tasks (threads
/// included) for the whole tree, which per-process limits cannot: forking children each
/// under RLIMIT_AS once reached +7 GB together.
final class RunGroup {
    /// Names are `workbook-<owner>` (`FolderOwner.tag`, whose token is the group's number in
    /// this process), so the start-up sweep of a later process can tell whose a group is and remove
    /// those whose owner died before it could.
    static let namePrefix = "workbook-"

    private let folders: [(hierarchy: CgroupHierarchy, path: String)]
    /// Open `cgroup.procs` of each folder; the child writes its pid into them before exec.
    private(set) var joinDescriptors: [Int32]

    private init(folders: [(hierarchy: CgroupHierarchy, path: String)], joinDescriptors: [Int32]) {
        self.folders = folders
        self.joinDescriptors = joinDescriptors
    }

    deinit { closeDescriptors() }

    /// The name of this process's group number `number`.
    static func name(number: Int) -> String { namePrefix + FolderOwner.current(token: String(number, radix: 16)).tag }

    /// The owner in a group's name, when `name` is one of ours.
    static func owner(ofGroupNamed name: String) -> FolderOwner? {
        guard name.hasPrefix(namePrefix), !name.hasPrefix(ScratchFolder.namePrefix) else { return nil }
        return FolderOwner(tag: name.dropFirst(namePrefix.count))
    }

    /// Makes the group `name` in every hierarchy with the limits set; on any failure removes
    /// what it made and says why.
    static func create(
        named name: String, in hierarchies: [CgroupHierarchy], memoryBytes: UInt64?, processCount: Int?
    ) throws(CgroupProblem) -> RunGroup {
        var made: [(hierarchy: CgroupHierarchy, path: String)] = []
        var descriptors: [Int32] = []
        func undo(_ problem: CgroupProblem) -> CgroupProblem {
            for descriptor in descriptors { close(descriptor) }
            for folder in made { rmdir(folder.path) }
            return problem
        }
        for hierarchy in hierarchies {
            let path = hierarchy.parent + "/" + name
            guard mkdir(path, 0o755) == 0 else {
                throw undo(.notPermitted("cannot create a control group in \(hierarchy.parent) (\(describe(errno)))"))
            }
            made.append((hierarchy, path))
            for (file, value) in settings(for: hierarchy, memoryBytes: memoryBytes, processCount: processCount) {
                let optional = file.hasPrefix("?")
                let file = optional ? String(file.dropFirst()) : file
                let error = ControlFile.write(value, to: path + "/" + file)
                if error != 0 && !optional {
                    throw undo(.notPermitted("cannot set \(file) of a control group in \(hierarchy.parent) (\(describe(error)))"))
                }
            }
            let descriptor = open(path + "/cgroup.procs", O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw undo(.notPermitted("cannot open cgroup.procs in \(path) (\(describe(errno)))"))
            }
            descriptors.append(descriptor)
        }
        return RunGroup(folders: made, joinDescriptors: descriptors)
    }

    /// A group an earlier process left behind, to be emptied and removed by the sweep.
    static func leftover(named name: String, in hierarchies: [CgroupHierarchy]) -> RunGroup {
        let folders = hierarchies.map { (hierarchy: $0, path: $0.parent + "/" + name) }
        return RunGroup(folders: folders.filter { ControlFile.exists($0.path) }, joinDescriptors: [])
    }

    /// The files to write, in order; a leading `?` marks one a kernel may lack or refuse. The
    /// memory cap covers swap too (memsw, swap.max, else swappiness 0), or a tree could spill
    /// into swap instead of being stopped; v2 kills the whole group on an OOM.
    private static func settings(for hierarchy: CgroupHierarchy, memoryBytes: UInt64?, processCount: Int?) -> [(String, String)] {
        var settings: [(String, String)] = []
        if let memoryBytes, hierarchy.controllers.contains("memory") {
            switch hierarchy.version {
            case .v1:
                settings.append(("memory.limit_in_bytes", String(memoryBytes)))
                if ControlFile.exists(hierarchy.parent + "/memory.memsw.limit_in_bytes") {
                    settings.append(("memory.memsw.limit_in_bytes", String(memoryBytes)))
                } else {
                    settings.append(("?memory.swappiness", "0"))
                }
            case .v2:
                settings += [("memory.max", String(memoryBytes)), ("?memory.swap.max", "0"), ("?memory.oom.group", "1")]
            }
        }
        if let processCount, hierarchy.controllers.contains("pids") {
            settings.append(("pids.max", String(max(1, processCount))))
        }
        return settings
    }

    /// SIGKILLs every process in the group until it is empty; false if it would not empty
    /// within `seconds` (a process stuck in the kernel). A fork bomb cannot outrun this: the
    /// pids cap bounds what each pass finds.
    @discardableResult
    func killAll(within seconds: Double = 5) -> Bool {
        for folder in folders where folder.hierarchy.version == .v2 && ControlFile.exists(folder.path + "/cgroup.kill") {
            ControlFile.write("1", to: folder.path + "/cgroup.kill")
        }
        let until = monotonicSeconds() + seconds
        while true {
            let processes = Set(folders.flatMap { ControlFile.processes($0.path + "/cgroup.procs") })
            if processes.isEmpty { return true }
            if monotonicSeconds() >= until { return false }
            for pid in processes { kill(pid, SIGKILL) }
            usleep(2_000)
        }
    }

    /// Whether the kernel's OOM killer ended a process in the group (its `oom_kill` count;
    /// on v1 kernels older than 4.13, which lack it, whether the memory cap was ever hit).
    var sawOutOfMemoryKill: Bool {
        guard let memory = folders.first(where: { $0.hierarchy.controllers.contains("memory") }) else { return false }
        switch memory.hierarchy.version {
        case .v1:
            if let kills = ControlFile.number(named: "oom_kill", in: memory.path + "/memory.oom_control") { return kills > 0 }
            return (ControlFile.number(memory.path + "/memory.failcnt") ?? 0) > 0
        case .v2:
            return (ControlFile.number(named: "oom_kill", in: memory.path + "/memory.events") ?? 0) > 0
        }
    }

    /// The most memory the whole tree held at once, when the kernel records it.
    var peakMemoryBytes: UInt64? {
        guard let memory = folders.first(where: { $0.hierarchy.controllers.contains("memory") }) else { return nil }
        let file = memory.hierarchy.version == .v1 ? "/memory.max_usage_in_bytes" : "/memory.peak"
        return ControlFile.number(memory.path + file)
    }

    /// Kills what is left, then removes the folders (retrying briefly while the last processes
    /// finish dying). A group that cannot be removed now is left to a later sweep.
    func remove() {
        closeDescriptors()
        killAll()
        let until = monotonicSeconds() + 2
        for folder in folders {
            while rmdir(folder.path) != 0 && errno == EBUSY && monotonicSeconds() < until {
                killAll(within: 0.1)
                usleep(5_000)
            }
        }
    }

    private func closeDescriptors() {
        for descriptor in joinDescriptors { close(descriptor) }
        joinDescriptors = []
    }

    private static func describe(_ error: Int32) -> String { String(cString: strerror(error)) }
}
