#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's calls that a type's own methods of the same name hide (`write`, `read`,
/// `send`, `close`, `rename`), named once for each platform: `Glibc.write` alone does not
/// build on macOS, whose C library is the module `Darwin`.
package enum SystemCall {
    package static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #elseif canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    package static func read(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, bytes, count)
        #elseif canImport(Darwin)
        Darwin.read(descriptor, bytes, count)
        #endif
    }

    /// send(2) on a socket whose peer may have gone: it fails with EPIPE instead of raising
    /// SIGPIPE. Linux says so per call (MSG_NOSIGNAL); macOS has no such flag, and the channel
    /// `ChildSpawner` makes carries SO_NOSIGPIPE on this process's end instead.
    package static func sendWithoutSignal(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.send(socket, bytes, count, Int32(MSG_NOSIGNAL))
        #elseif canImport(Darwin)
        Darwin.send(socket, bytes, count, 0)
        #endif
    }

    package static func receive(_ socket: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.recv(socket, bytes, count, 0)
        #elseif canImport(Darwin)
        Darwin.recv(socket, bytes, count, 0)
        #endif
    }

    @discardableResult
    package static func close(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(descriptor)
        #elseif canImport(Darwin)
        Darwin.close(descriptor)
        #endif
    }

    /// rename(2), which replaces an empty folder but never a full one.
    package static func rename(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.rename(from, to)
        #elseif canImport(Darwin)
        Darwin.rename(from, to)
        #endif
    }
}
