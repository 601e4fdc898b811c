import CProcessSpawn
import Foundation

/// A started child: its pid (also its process group id) and the parent's ends of its pipes.
struct SpawnedChild {
    var pid: pid_t
    var standardOutput, standardError: Int32
    /// nil unless the report channel was opened.
    var report: Int32?
    /// nil when the kernel has no pidfd; the monitor then checks for the exit on a short tick.
    var pidfd: Int32?
}

/// Why `cps_spawn` failed: which step, and the errno.
struct SpawnFailure: Error {
    var stage: cps_stage
    var errno: Int32
    var reason: String { String(cString: strerror(errno)) }
}

/// Turns Swift strings into the C arrays `cps_spawn` wants. All copies are made before the fork
/// and freed after it, so the child touches no allocator.
enum ChildSpawner {
    static func spawn(
        path: String, arguments: [String], environment: [String: String], directory: String?,
        limits: ProcessLimits, cgroupDescriptors: [Int32] = [], opensReportChannel: Bool
    ) throws(SpawnFailure) -> SpawnedChild {
        let argv = CStringArray(arguments)
        let envp = CStringArray(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
        defer {
            argv.free()
            envp.free()
        }
        var cLimits = cps_limits()
        if let seconds = limits.cpuSeconds {
            cLimits.has_cpu_seconds = 1
            cLimits.cpu_seconds = UInt64(max(1, seconds))
        }
        if let bytes = limits.memoryBytes {
            cLimits.has_address_space_bytes = 1
            cLimits.address_space_bytes = bytes
        }
        if let bytes = limits.fileSizeBytes {
            cLimits.has_file_size_bytes = 1
            cLimits.file_size_bytes = bytes
        }
        // The child writes its pid into these before exec (C arrays arrive as tuples).
        var descriptors: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
        let joined = min(cgroupDescriptors.count, Int(CPS_MAX_CGROUP_FDS))
        withUnsafeMutableBytes(of: &descriptors) { buffer in
            for index in 0..<joined { buffer.storeBytes(of: cgroupDescriptors[index], toByteOffset: index * 4, as: Int32.self) }
        }
        cLimits.cgroup_procs_fds = descriptors
        cLimits.cgroup_procs_fd_count = Int32(joined)
        var child = cps_child()
        var stage: Int32 = 0
        let error: Int32 = path.withCString { cPath in
            if let directory {
                return directory.withCString { cDirectory in
                    cps_spawn(cPath, argv.pointers, envp.pointers, cDirectory, &cLimits,
                              opensReportChannel ? 1 : 0, &child, &stage)
                }
            }
            return cps_spawn(cPath, argv.pointers, envp.pointers, nil, &cLimits,
                             opensReportChannel ? 1 : 0, &child, &stage)
        }
        guard error == 0 else {
            throw SpawnFailure(stage: cps_stage(rawValue: UInt32(stage)), errno: error)
        }
        return SpawnedChild(
            pid: child.pid, standardOutput: child.stdout_fd, standardError: child.stderr_fd,
            report: child.report_fd >= 0 ? child.report_fd : nil, pidfd: child.pidfd >= 0 ? child.pidfd : nil)
    }
}

/// A NULL-terminated array of strdup'ed C strings, freed explicitly.
private struct CStringArray {
    let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

    init(_ strings: [String]) {
        pointers = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
        pointers[strings.count] = nil
    }

    func free() {
        var index = 0
        while let pointer = pointers[index] {
            Foundation.free(pointer)
            index += 1
        }
        pointers.deallocate()
    }
}
