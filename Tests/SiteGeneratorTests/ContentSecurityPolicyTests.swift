import Testing
@testable import SiteGenerator

/// The SHA-256 behind each page's script hashes, against FIPS 180-4's vectors, and the policy itself.
@Suite struct ContentSecurityPolicyTests {
    private func hex(_ text: String) -> String {
        SHA256.hash(Array(text.utf8)).map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    @Test func sha256MatchesTheStandardsVectors() {
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")
            == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        #expect(hex(String(repeating: "a", count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        // Lengths around the padding boundary.
        #expect(hex(String(repeating: "a", count: 55)) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(hex(String(repeating: "a", count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(hex(String(repeating: "a", count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }

    @Test func base64IsWhatCSPExpects() {
        // `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`
        #expect(SHA256.base64(Array("alert(1)".utf8)) == "bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=")
        #expect(SHA256.base64(Array("".utf8)) == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
    }

    @Test func policyHashesEveryInlineScriptAndForbidsTheRest() {
        let policy = ContentSecurityPolicy(inlineScripts: ["alert(1)"])
        #expect(policy.directives.hasPrefix("default-src 'none'; script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='; "))
        for directive in ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "img-src 'self'"] {
            #expect(policy.directives.contains(directive))
        }
        let page = PageShell(chapters: [], extraLinks: []).page(title: "T", current: nil, body: "", inlineScripts: ["alert(1)"])
        #expect(page.contains("<meta charset=\"utf-8\"/>\n<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'self' 'sha256-"))
        #expect(page.contains("<script>alert(1)</script>"))
    }
}
