import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which Graphviz library the layout helper runs, for the layout cache's key: the helper
/// program's own stamp changes when it is rebuilt, but not when a system update replaces
/// libgvc under it, which can move every node. The library is found as the dynamic linker
/// finds it (loaded, not run: no layout happens here), its symbolic links followed to the
/// versioned file, and stamped by that path, size and modification time. Without one the stamp
/// says so, and the helper's own stamp still keys the cache.
enum GraphvizLibraryStamp {
    /// "path:size:time" of the libgvc this process would load; "libgvc: not found" without one.
    static func current() -> String {
        guard let path = loadedPath() else { return "libgvc: not found" }
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: real)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(real):\(size):\(date)"
    }

    /// The file the dynamic linker resolves `libgvc` to: loaded, then read back from this
    /// process's memory map on Linux, which names the file itself, links followed; on macOS,
    /// which has no /proc, the file the loader says holds one of its functions.
    private static func loadedPath() -> String? {
        #if os(Linux)
        for name in ["libgvc.so", "libgvc.so.6"] {
            guard let handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL) else { continue }
            defer { dlclose(handle) }
            // Read to the end: the file reports no size, and a one-read `String(contentsOfFile:)`
            // stops after the first page of it.
            guard let maps = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps")).readToEnd() else { return nil }
            for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") {
                guard let slash = line.firstIndex(of: "/") else { continue }
                let path = line[slash...]
                if path.split(separator: "/").last?.hasPrefix("libgvc.so") == true { return String(path) }
            }
        }
        return nil
        #elseif canImport(Darwin)
        // Homebrew's library folders are not on the loader's default path: its own name first.
        for name in ["libgvc.dylib", "/opt/homebrew/lib/libgvc.dylib", "/usr/local/lib/libgvc.dylib"] {
            guard let handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL) else { continue }
            defer { dlclose(handle) }
            var info = Dl_info()
            guard let symbol = dlsym(handle, "gvContext"), dladdr(symbol, &info) != 0, let file = info.dli_fname else { continue }
            return String(cString: file)
        }
        return nil
        #else
        return nil
        #endif
    }
}
