#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the helper soon after its parent has gone, even in the middle of a layout: a closed
/// channel is only noticed between layouts, and a layout can run for a long time.
enum ParentWatch {
    /// The parent when the helper started; written once, before the watching thread starts.
    nonisolated(unsafe) private static var parent: pid_t = 0

    static func start() {
        parent = getppid()
        // pthread_t is a number in glibc and an optional pointer in Darwin.
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        // The thread's argument is optional in glibc's signature and not in Darwin's: unused.
        pthread_create(&thread, nil, { _ in
            while getppid() == ParentWatch.parent { sleep(1) }
            _exit(0)
        }, nil)
    }
}
