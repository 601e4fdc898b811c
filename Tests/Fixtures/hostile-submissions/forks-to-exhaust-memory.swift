// Attack: memory capped per process does not cap a process tree. Fork children that each
// allocate and touch 400 MiB, and wait for them: with a per-process cap alone, every test of
// every submission could take gigabytes at once.
#if canImport(Glibc)
import Glibc
#endif
import NavigationSimulator

enum Attack {
    @MainActor static func adapterCreated(_ navigationController: UINavigationController) {
        var children: [pid_t] = []
        for _ in 0..<4 {
            let child = fork()
            if child == 0 {
                let size = 400 << 20
                if let memory = malloc(size) {
                    let bytes = memory.assumingMemoryBound(to: UInt8.self)
                    var offset = 0
                    while offset < size { bytes[offset] = 1; offset += 4096 }
                }
                sleep(1)
                _exit(0)
            }
            if child > 0 { children.append(child) }
        }
        for child in children {
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
    }

    @MainActor static func rendering(_ stack: [ScreenEntry], on navigationController: UINavigationController) {}
}
