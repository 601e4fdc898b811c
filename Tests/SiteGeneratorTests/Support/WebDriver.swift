import Foundation
import WorkbookTestSupport

/// A headless Chromium driven over WebDriver by Debian's `chromedriver`, for what
/// `--dump-dom` cannot tell: rendered sizes and computed colours.
///
/// One chromedriver per session, on a free port of 127.0.0.1, stopped (with its browser)
/// when the session closes; every request has a deadline, so a hung browser fails a test
/// instead of the run. Requests go over a plain socket (`LocalHTTP`): Foundation's
/// URLSession on Linux failed every request to chromedriver with "Failed writing header".
final class WebDriverSession {
    struct Failure: Error, CustomStringConvertible { var description: String }

    enum Viewport {
        /// A desktop window this many CSS pixels wide.
        case desktop(width: Int)
        /// A phone: Chromium's mobile emulation, this many CSS pixels wide.
        case phone(width: Int)
    }

    static let driverPath = "/usr/bin/chromedriver"
    static let browserPaths = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]

    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: driverPath) && browser != nil
    }

    static var browser: String? { browserPaths.first { FileManager.default.isExecutableFile(atPath: $0) } }

    private let driver = Process()
    private let port: UInt16
    private let profile: URL
    private var sessionID = ""

    init(viewport: Viewport) throws {
        guard let browser = Self.browser, Self.available else {
            throw Failure(description: "chromium and chromedriver are needed: run scripts/install-system-packages --browser")
        }
        port = try LocalHTTP.freePort()
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("webdriver-\(UUID().uuidString)")
        driver.executableURL = URL(fileURLWithPath: Self.driverPath)
        driver.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        do {
            try waitUntilReady()
            var arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--hide-scrollbars", "--user-data-dir=\(profile.path)"]
            var options: [String: Any] = ["binary": browser]
            switch viewport {
            case .desktop(let width):
                arguments.append("--window-size=\(width),900")
            case .phone(let width):
                options["mobileEmulation"] = ["deviceMetrics": ["width": width, "height": 844, "pixelRatio": 2, "mobile": true, "touch": true]]
            }
            options["args"] = arguments
            let reply = try request("POST", "/session", [
                "capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options]],
            ])
            guard let value = reply["value"] as? [String: Any], let id = value["sessionId"] as? String else {
                throw Failure(description: "chromedriver started no session: \(reply)")
            }
            sessionID = id
        } catch {
            stop()
            throw error
        }
    }

    deinit { close() }

    /// Ends the browser session and stops chromedriver.
    func close() {
        if !sessionID.isEmpty { _ = try? request("DELETE", "/session/\(sessionID)", nil, seconds: 10) }
        sessionID = ""
        stop()
    }

    /// Asks chromedriver to shut down, then kills it if it has not within two seconds:
    /// started from a test thread it may inherit a signal mask that blocks SIGTERM.
    private func stop() {
        if driver.isRunning {
            _ = try? request("GET", "/shutdown", nil, seconds: 2)
            let deadline = Date().addingTimeInterval(2)
            while driver.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if driver.isRunning { kill(driver.processIdentifier, SIGKILL) }
        }
        try? FileManager.default.removeItem(at: profile)
    }

    func open(_ url: URL) throws {
        _ = try request("POST", "/session/\(sessionID)/url", ["url": url.absoluteString])
    }

    /// Runs `script` (a function body; `arguments[0]`… hold `arguments`) and returns its value;
    /// a returned promise is awaited, for at most `seconds`.
    func execute(_ script: String, _ arguments: [Any] = [], seconds: Double = 30) throws -> Any? {
        try request("POST", "/session/\(sessionID)/execute/sync", ["script": script, "args": arguments], seconds: seconds)["value"]
    }

    /// How long a script may run before the driver gives up on it (its default is 30 s).
    func allowScripts(seconds: Double) throws {
        _ = try request("POST", "/session/\(sessionID)/timeouts", ["script": Int(seconds * 1000)])
    }

    /// Sends one DevTools protocol command (`Network.setBlockedURLs`, say) to the page.
    func devTools(_ command: String, _ parameters: [String: Any] = [:]) throws {
        _ = try request("POST", "/session/\(sessionID)/goog/cdp/execute", ["cmd": command, "params": parameters])
    }

    /// WebDriver key codes for the keys the tests press.
    static let arrowLeft = "\u{E012}", arrowRight = "\u{E014}"

    /// Presses and releases each key of `keys` (characters, or `arrowLeft`…) in the focused element.
    func press(_ keys: String) throws {
        let actions = keys.unicodeScalars.flatMap { key -> [[String: Any]] in
            [["type": "keyDown", "value": String(key)], ["type": "keyUp", "value": String(key)]]
        }
        _ = try request("POST", "/session/\(sessionID)/actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    /// The page's address now (after scripts navigated, say).
    func currentURL() throws -> String {
        (try request("GET", "/session/\(sessionID)/url", nil)["value"] as? String) ?? ""
    }

    /// Emulates `prefers-color-scheme: dark` or `light` through the DevTools protocol.
    func emulateColourScheme(_ scheme: String) throws {
        _ = try request("POST", "/session/\(sessionID)/goog/cdp/execute", [
            "cmd": "Emulation.setEmulatedMedia",
            "params": ["features": [["name": "prefers-color-scheme", "value": scheme]]],
        ])
    }

    /// Emulates a media type (`print`, `screen`) through the DevTools protocol.
    func emulateMedia(_ media: String) throws {
        _ = try request("POST", "/session/\(sessionID)/goog/cdp/execute", ["cmd": "Emulation.setEmulatedMedia", "params": ["media": media]])
    }

    private func waitUntilReady() throws {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            if let status = try? request("GET", "/status", nil, seconds: 2),
                (status["value"] as? [String: Any])?["ready"] as? Bool == true
            { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw Failure(description: "chromedriver did not start within 15 s")
    }

    private func request(_ method: String, _ path: String, _ body: [String: Any]?, seconds: Double = 30) throws -> [String: Any] {
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let reply: Data
        do {
            reply = try LocalHTTP.exchange(method, path, body: data, port: port, seconds: seconds)
        } catch {
            throw Failure(description: "\(method) \(path): \(error)")
        }
        let object = try JSONSerialization.jsonObject(with: reply) as? [String: Any] ?? [:]
        if let value = object["value"] as? [String: Any], let error = value["error"] as? String {
            throw Failure(description: "\(method) \(path): \(error): \(value["message"] ?? "")")
        }
        return object
    }
}
