#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The diagram renderer's layout helper: runs Graphviz's `dot` layouts for `workbook`, so that a
// crash or a runaway layout inside libgvc ends this process, never the tool. Started and fed by
// `GraphvizLayout` (DiagramRenderer) through `HelperProcess`; not meant to be run by hand.
//
// Requests arrive on fd 3, each a frame (8-byte little-endian length, then DOT text); each
// reply is a frame whose first byte says what follows: 0 and Graphviz's `json0` output, or 1
// and a message saying which step Graphviz refused. The helper ends when fd 3 closes.

if CommandLine.arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
    print("""
        workbook-layout: lays out Graphviz graphs for `workbook`'s diagram renderer, one per request on fd 3.
        It is started by `workbook` itself; run `workbook diagram --help` to draw a diagram.
        """)
    exit(0)
}

let channel: Int32 = 3
guard fcntl(channel, F_GETFD) >= 0 else {
    print("workbook-layout: no request channel on fd 3; this helper is started by `workbook`")
    exit(64)
}
LayoutChannel.ignoreBrokenPipe(channel)
ParentWatch.start()

while let request = LayoutChannel.readFrame(channel) {
    let reply: [UInt8]
    switch DotLayout.json(forDOT: request) {
    case .success(let json): reply = [0] + json
    case .failure(let failure): reply = [1] + Array(failure.message.utf8)
    }
    guard LayoutChannel.writeFrame(reply, to: channel) else { break }
}
exit(0)
