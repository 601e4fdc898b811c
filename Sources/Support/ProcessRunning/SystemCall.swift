#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's calls that a type's own methods of the same name hide (`write`, `read`,
/// `close`, `rename`, `send`), named once for each platform: `Glibc.write` alone does not
/// build on macOS, whose C library is the module `Darwin`.
package enum SystemCall {
    #if canImport(Glibc)
    package static let write = Glibc.write
    package static let read = Glibc.read
    package static let close = Glibc.close
    /// rename(2), which replaces an empty folder but never a full one.
    package static let rename = Glibc.rename
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #elseif canImport(Darwin)
    package static let write = Darwin.write
    package static let read = Darwin.read
    package static let close = Darwin.close
    package static let rename = Darwin.rename
    /// macOS has no MSG_NOSIGNAL; the channel `ChildSpawner` makes carries SO_NOSIGPIPE on
    /// this process's end instead.
    private static let noSignal: Int32 = 0
    #endif

    /// send(2) on a socket whose peer may have gone: it fails with EPIPE instead of raising
    /// SIGPIPE (MSG_NOSIGNAL on Linux, the socket's own option on macOS).
    package static func sendWithoutSignal(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        send(socket, bytes, count, noSignal)
    }
}
