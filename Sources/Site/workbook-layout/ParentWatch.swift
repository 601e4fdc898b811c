import Glibc

/// Ends the helper soon after its parent has gone, even in the middle of a layout: a closed
/// channel is only noticed between layouts, and a layout can run for a long time.
enum ParentWatch {
    static func start() {
        let parent = getppid()
        var thread = pthread_t()
        let box = UnsafeMutablePointer<pid_t>.allocate(capacity: 1)
        box.initialize(to: parent)
        pthread_create(&thread, nil, { argument in
            let parent = argument!.assumingMemoryBound(to: pid_t.self).pointee
            while getppid() == parent { sleep(1) }
            _exit(0)
        }, box)
    }
}
