#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Frames on the request channel, as `HelperFrame` (ProcessRunning) writes and reads them:
/// an 8-byte little-endian length, then the bytes.
enum LayoutChannel {
    /// The next request, or nil when the parent has closed the channel (or sent nonsense).
    static func readFrame(_ descriptor: Int32) -> [UInt8]? {
        guard let header = readExactly(8, from: descriptor) else { return nil }
        let length = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        guard length <= 64 << 20 else { return nil }
        return readExactly(Int(length), from: descriptor)
    }

    /// False when the parent has gone.
    static func writeFrame(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        let header = (0..<8).map { UInt8(truncatingIfNeeded: UInt64(bytes.count) >> (8 * UInt64($0))) }
        return writeAll(header + bytes, to: descriptor)
    }

    private static func readExactly(_ count: Int, from descriptor: Int32) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let got = bytes[offset...].withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got > 0 {
                offset += got
            } else if got < 0, errno == EINTR {
                continue
            } else {
                return nil
            }
        }
        return bytes
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, noSignal) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// A send to a parent that has gone fails (EPIPE) instead of raising SIGPIPE: per call on
    /// Linux; macOS has no such flag, and `ignoreBrokenPipe` marks the channel instead.
    #if canImport(Glibc)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let noSignal: Int32 = 0
    #endif

    /// On macOS, marks the channel so that sends to a parent that has gone fail with EPIPE
    /// (SO_NOSIGPIPE); Linux passes MSG_NOSIGNAL with every send instead.
    static func ignoreBrokenPipe(_ descriptor: Int32) {
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}
