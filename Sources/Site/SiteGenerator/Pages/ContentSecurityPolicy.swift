/// The Content-Security-Policy every page declares in a `<meta>`: scripts only from the
/// site's own files (`'self'`, which Chromium and Firefox also match for `file://` pages,
/// so search works opened from disk) and the inline scripts the site itself writes, each
/// by its SHA-256; no plug-ins, no `<base>`, forms submitted only to the site (the search
/// form in every header), images, styles and fonts from the site. Inline `style` attributes
/// stay allowed: the site writes them for table alignment and diagram colours, and the
/// raw-HTML allow-list keeps chapters from writing any.
package struct ContentSecurityPolicy: Sendable, Equatable {
    /// The exact text of each inline `<script>` the page holds.
    package var inlineScripts: [String]

    package init(inlineScripts: [String] = []) { self.inlineScripts = inlineScripts }

    package var directives: String {
        let hashes = inlineScripts.map { " 'sha256-\(SHA256.base64($0.utf8))'" }.joined()
        return "default-src 'none'; script-src 'self'\(hashes); style-src 'self' 'unsafe-inline'; img-src 'self'; "
            + "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'"
    }

    /// `<meta http-equiv="Content-Security-Policy" content="…"/>`; it comes before anything
    /// the policy governs.
    package var metaElement: String {
        "<meta http-equiv=\"Content-Security-Policy\" content=\"\(directives)\"/>"
    }
}
