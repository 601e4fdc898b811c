import FuzzSupport
@testable import SiteGenerator

/// The raw-HTML sanitizer (internal to SiteGenerator, hence `@testable`; the fuzz build adds
/// `-enable-testing`) on any text, and its promise that what it writes is what it allows:
/// sanitizing its own output refuses nothing and changes nothing.
func check(_ bytes: UnsafeBufferPointer<UInt8>) {
    let first = HTMLSanitizer.sanitize(FuzzInput.text(bytes))
    let second = HTMLSanitizer.sanitize(first.html)
    if let refusal = second.refusals.first {
        FuzzInput.fail("the sanitizer's own output is refused: \(refusal.message) at byte \(refusal.offset)")
    }
    if second.html != first.html {
        FuzzInput.fail("sanitizing the sanitizer's output changes it")
    }
}

@main enum Harness {
    static func main() { FuzzMain.run(check) }
}
