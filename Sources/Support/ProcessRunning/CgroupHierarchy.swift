import Foundation

/// One mounted control group hierarchy in which this process may make groups for its runs:
/// the folder of its own group there, and the controllers a run needs that it provides.
/// cgroup v1 mounts one hierarchy per controller (memory, pids); v2 one unified tree.
package struct CgroupHierarchy: Sendable, Equatable {
    package enum Version: Sendable { case v1, v2 }

    package var version: Version
    /// This process's own group: runs' groups are made inside it, so whatever limits a
    /// container or a CI job set above still apply.
    package var parent: String
    /// Of "memory" and "pids", those this hierarchy controls.
    package var controllers: Set<String>

    /// The controllers a tree limit needs.
    static let needed: Set<String> = ["memory", "pids"]

    /// Where this process may make run groups, read from /proc: v1 when both controllers are
    /// mounted there (this project's machines and CI), else v2; nil with the reason when neither
    /// gives both. Group paths are taken relative to the mount's root, as containers mount
    /// only their own part of the tree.
    static func find(
        cgroups: String? = ownProcessFile("cgroup"),
        mounts: String? = ownProcessFile("mountinfo"),
        readFile: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }
    ) -> Result<[CgroupHierarchy], CgroupProblem> {
        guard let cgroups, let mounts else {
            #if os(Linux)
            return .failure(.notMounted("/proc/self/cgroup cannot be read"))
            #else
            return .failure(.notMounted("control groups exist only on Linux"))
            #endif
        }
        let memberships = cgroups.split(separator: "\n").compactMap(Membership.init)
        let mountPoints = mounts.split(separator: "\n").compactMap(MountPoint.init)

        var version1: [CgroupHierarchy] = []
        for membership in memberships where membership.id != "0" {
            let controllers = membership.controllers.intersection(needed)
            guard !controllers.isEmpty,
                let mount = mountPoints.first(where: { $0.type == "cgroup" && controllers.isSubset(of: $0.options) }),
                let folder = mount.folder(for: membership.path)
            else { continue }
            version1.append(CgroupHierarchy(version: .v1, parent: folder, controllers: controllers))
        }
        if version1.reduce(into: Set<String>(), { $0.formUnion($1.controllers) }) == needed {
            return .success(version1)
        }
        if let membership = memberships.first(where: { $0.id == "0" }),
            let mount = mountPoints.first(where: { $0.type == "cgroup2" }),
            let folder = mount.folder(for: membership.path)
        {
            let available = Set((readFile(folder + "/cgroup.controllers") ?? "").split(whereSeparator: \.isWhitespace).map(String.init))
            if needed.isSubset(of: available) {
                return .success([CgroupHierarchy(version: .v2, parent: folder, controllers: needed)])
            }
            return .failure(.notMounted("the memory and pids controllers are not available in \(folder)"))
        }
        return .failure(.notMounted("no cgroup hierarchy with the memory and pids controllers is mounted"))
    }
}

/// `/proc/self/NAME`; nil when it cannot be read, and always off Linux (macOS has neither /proc
/// nor control groups).
private func ownProcessFile(_ name: String) -> String? {
    #if os(Linux)
    try? String(contentsOfFile: "/proc/self/" + name, encoding: .utf8)
    #else
    nil
    #endif
}

/// Why runs cannot be put in control groups here.
package enum CgroupProblem: Error, Equatable, Sendable {
    case notMounted(String)
    case notPermitted(String)

    package var reason: String {
        switch self {
        case .notMounted(let reason), .notPermitted(let reason): reason
        }
    }
}

/// A line of /proc/self/cgroup: `id:controller,controller:path` (v2: `0::path`).
private struct Membership {
    var id: Substring
    var controllers: Set<String>
    var path: Substring

    init?(_ line: Substring) {
        let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        id = fields[0]
        controllers = Set(fields[1].split(separator: ",").map(String.init))
        path = fields[2]
    }
}

/// A line of /proc/self/mountinfo: `id parent dev root mountpoint options [tags] - type source superoptions`.
private struct MountPoint {
    var root: String
    var point: String
    var type: Substring
    var options: Set<String>

    init?(_ line: Substring) {
        let halves = line.components(separatedBy: " - ")
        guard halves.count == 2 else { return nil }
        let left = halves[0].split(separator: " ")
        let right = halves[1].split(separator: " ")
        guard left.count >= 5, right.count >= 3 else { return nil }
        root = Self.unescaped(left[3])
        point = Self.unescaped(left[4])
        type = Substring(right[0])
        options = Set(right[2].split(separator: ",").map(String.init))
    }

    /// The folder of group `path` in this mount, when the mount shows it.
    func folder(for path: Substring) -> String? {
        let path = String(path)
        let relative: String
        if root == "/" {
            relative = path
        } else if path == root || path.hasPrefix(root + "/") {
            relative = String(path.dropFirst(root.count))
        } else {
            return nil
        }
        let folder = (point == "/" ? "" : point) + (relative == "/" ? "" : relative)
        return folder.isEmpty ? "/" : folder
    }

    /// mountinfo writes a space as `\040` (octal escapes for space, tab, newline, backslash).
    private static func unescaped(_ field: Substring) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(field.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "\\"), index + 3 < utf8.count,
                let value = UInt8(String(decoding: utf8[(index + 1)...(index + 3)], as: UTF8.self), radix: 8)
            {
                bytes.append(value)
                index += 4
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
