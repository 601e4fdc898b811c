import Foundation

/// How a served page reloads itself after a rebuild. The built site never contains any of
/// this: the server adds it to each HTML page it sends — a script from the server's own path
/// and, in the page's Content-Security-Policy, permission to ask the server for its build
/// number. The script asks every second and reloads when the number changes.
package enum LiveReload {
    /// Paths the server answers itself; a site file can never take them.
    static let scriptPath = "/__workbook/live-reload.js"
    static let buildPath = "/__workbook/build"

    static let script = """
        (function () {
          var seen = null;
          function ask() {
            fetch('\(buildPath)', {cache: 'no-store'}).then(function (r) { return r.text(); }).then(function (n) {
              if (seen !== null && n !== seen) { location.reload(); return; }
              seen = n;
            }).catch(function () {}).finally(function () { setTimeout(ask, 1000); });
          }
          ask();
        })();

        """

    /// The page with the script before `</body>` and `connect-src 'self'` in its policy.
    static func inject(into page: String) -> String {
        var page = page
        if let policy = page.range(of: "form-action 'self'") {
            page.replaceSubrange(policy, with: "form-action 'self'; connect-src 'self'")
        }
        let tag = "<script src=\"\(scriptPath)\"></script>"
        if let end = page.range(of: "</body>", options: .backwards) {
            page.replaceSubrange(end, with: tag + "</body>")
        } else {
            page += tag
        }
        return page
    }
}
