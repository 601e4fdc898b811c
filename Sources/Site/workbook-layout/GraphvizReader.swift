@preconcurrency import CGraphviz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads DOT text into a Graphviz graph whose object IDs do not depend on memory addresses.
///
/// cgraph's default ID discipline makes a named object's ID the address of its interned name
/// and numbers anonymous objects (edges) from a counter that lives as long as the process.
/// Graphviz orders subgraphs and edges by ID, so the same DOT text laid out twice in one
/// process could put clusters in a different order. Here every graph numbers its objects
/// afresh, in the order the text names them: IDs follow declaration order.
enum GraphvizReader {
    /// The graph read from DOT `text`, or nil when Graphviz refuses it.
    static func read(_ text: [UInt8]) -> UnsafeMutablePointer<Agraph_t>? {
        var bytes = text
        guard !bytes.isEmpty else { return nil }
        return bytes.withUnsafeMutableBytes { buffer -> UnsafeMutablePointer<Agraph_t>? in
            guard let file = fmemopen(buffer.baseAddress, buffer.count, "r") else { return nil }
            defer { fclose(file) }
            return withUnsafeMutablePointer(to: &memoryDiscipline) { memory in
                withUnsafeMutablePointer(to: &ioDiscipline) { io in
                    withUnsafeMutablePointer(to: &sequentialIDs) { ids in
                        var discipline = Agdisc_t(mem: memory, id: ids, io: io)
                        return agread(file, &discipline)
                    }
                }
            }
        }
    }

    /// Graphviz's own memory and file disciplines, copied (they are tables of functions).
    nonisolated(unsafe) static var memoryDiscipline = AgMemDisc
    nonisolated(unsafe) static var ioDiscipline = AgIoDisc

    /// Names and counters of one graph: even IDs for named objects, odd ones for anonymous.
    final class Registry {
        var idsByName: [String: IDTYPE] = [:]
        var names: [IDTYPE: UnsafeMutablePointer<CChar>] = [:]
        var nextNamed: IDTYPE = 2
        var nextAnonymous: IDTYPE = 1

        deinit { names.values.forEach { free($0) } }
    }

    nonisolated(unsafe) static var sequentialIDs = Agiddisc_t(
        open: { _, _ in UnsafeMutableRawPointer(Unmanaged.passRetained(Registry()).toOpaque()) },
        map: { state, _, name, id, create in
            let registry = Unmanaged<Registry>.fromOpaque(state!).takeUnretainedValue()
            guard let name else {
                id?.pointee = registry.nextAnonymous
                registry.nextAnonymous += 2
                return 1
            }
            let key = String(cString: name)
            if let known = registry.idsByName[key] {
                id?.pointee = known
                return 1
            }
            guard create != 0 else { return 0 }
            let assigned = registry.nextNamed
            registry.nextNamed += 2
            registry.idsByName[key] = assigned
            registry.names[assigned] = strdup(name)
            id?.pointee = assigned
            return 1
        },
        alloc: { _, _, _ in 0 },
        free: { _, _, _ in },
        print: { state, _, id in
            let registry = Unmanaged<Registry>.fromOpaque(state!).takeUnretainedValue()
            return registry.names[id]
        },
        close: { state in Unmanaged<Registry>.fromOpaque(state!).release() },
        idregister: { _, _, _ in })
}
