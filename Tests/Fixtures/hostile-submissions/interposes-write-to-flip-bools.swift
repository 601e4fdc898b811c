// Attack: define the C library's write(2) in the submission. The linker binds every call of
// `write` in the program to it, the harness's included, so it sees each record on its way to
// the grader and can rewrite it: here every observed or expected `false` becomes `true` and
// every check "held". A test whose mistake shows only as a Bool would pass; `workbook
// exercises verify` refuses such tests, so this gains nothing.
#if canImport(Glibc)
import Glibc
#endif
import NavigationSimulator

typealias CWrite = @convention(c) (Int32, UnsafeRawPointer?, Int) -> Int

@_cdecl("write")
public func interposedWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    let next = UnsafeMutableRawPointer(bitPattern: -1)  // RTLD_NEXT
    guard let symbol = dlsym(next, "write") else { return -1 }
    let real = unsafeBitCast(symbol, to: CWrite.self)
    guard let buffer, count > 0 else { return real(descriptor, buffer, count) }
    let text = String(decoding: UnsafeRawBufferPointer(start: buffer, count: count), as: UTF8.self)
    guard text.contains("\"kind\":") else { return real(descriptor, buffer, count) }
    let forged = text.replacing("false", with: "true")
    let bytes = Array(forged.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { real(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
        if written <= 0 { break }
        offset += written
    }
    return count
}

enum Attack {
    @MainActor static func adapterCreated(_ navigationController: UINavigationController) {}
    @MainActor static func rendering(_ stack: [ScreenEntry], on navigationController: UINavigationController) {}
}
