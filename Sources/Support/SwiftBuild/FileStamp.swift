import Foundation

/// A cheap stand-in for a file's content in fingerprints: path, size and modification time.
/// Reading attributes costs one `stat`, so a warm check can fingerprint every input
/// without reading or hashing a build product.
package enum FileStamp {
    package static func of(_ url: URL) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
            return "\(url.path):missing"
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(url.path):\(size):\(date)"
    }

    /// Stamps of every regular file below `folder`, sorted by path.
    package static func ofTree(_ folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey])
        else { return [] }
        var stamps: [String] = []
        for case let url as URL in walker {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey])
            guard values?.isRegularFile == true else { continue }
            let date = values?.contentModificationDate?.timeIntervalSince1970 ?? 0
            stamps.append("\(url.path):\(values?.fileSize ?? 0):\(date)")
        }
        return stamps.sorted()
    }
}
