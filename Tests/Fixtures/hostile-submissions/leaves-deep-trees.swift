// Attack: leave behind what a clean-up cannot remove — a folder chain deeper than PATH_MAX,
// folders with mode 000, names with a line break, a leading dash or bytes that are not UTF-8 —
// in the working folder, TMPDIR, HOME, /tmp, /var/tmp and /dev/shm. Each tree's top folder
// carries the marker HOSTILE-LEFTOVER so the test can look for it afterwards.
#if canImport(Glibc)
import Glibc
#endif
import NavigationSimulator

enum Attack {
    @MainActor static func adapterCreated(_ navigationController: UINavigationController) {
        var places = ["."]
        for name in ["TMPDIR", "HOME"] { if let value = getenv(name) { places.append(String(cString: value)) } }
        places += ["/tmp", "/var/tmp", "/dev/shm"]
        for place in places { plant(in: place) }
    }

    @MainActor static func rendering(_ stack: [ScreenEntry], on navigationController: UINavigationController) {}

    static func plant(in place: String) {
        let top = place + "/HOSTILE-LEFTOVER-\(getpid())"
        guard mkdir(top, 0o700) == 0 else { return }
        var descriptor = open(top, O_RDONLY | O_DIRECTORY)
        for _ in 0..<700 {
            guard descriptor >= 0, mkdirat(descriptor, "d", 0o700) == 0 else { break }
            let next = openat(descriptor, "d", O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        if descriptor >= 0 {
            let file = openat(descriptor, "bottom", O_CREAT | O_WRONLY, 0o600)
            if file >= 0 { close(file) }
            close(descriptor)
        }
        for name in ["-rf", "line\nbreak", "HOSTILE-LEFTOVER-locked"] { mkdir(top + "/" + name, 0o700) }
        let odd: [CChar] = Array((top + "/bad-").utf8CString.dropLast()) + [CChar(bitPattern: 0xff), CChar(bitPattern: 0xfe), 0]
        odd.withUnsafeBufferPointer { _ = mkdir($0.baseAddress!, 0o700) }
        let readOnly = top + "/read-only-file"
        let file = open(readOnly, O_CREAT | O_WRONLY, 0o400)
        if file >= 0 { close(file) }
        chmod(top + "/HOSTILE-LEFTOVER-locked", 0)
        chmod(top, 0o500)
    }
}
