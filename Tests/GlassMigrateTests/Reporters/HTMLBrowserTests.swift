import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// A headless Chromium on this machine, if there is one (`GLASSMIGRATE_BROWSER` names another binary,
/// or anything not executable, such as `none`, to go without).
enum HeadlessBrowser {
    static let path: String? = {
        if let chosen = ProcessInfo.processInfo.environment["GLASSMIGRATE_BROWSER"] {
            return FileManager.default.isExecutableFile(atPath: chosen) ? chosen : nil
        }
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for directory in directories where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
                return directory + "/" + name
            }
        }
        return nil
    }()

    /// Runs the browser headless on `page` with `arguments`; returns its exit status and standard output.
    static func run(_ arguments: [String], page: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        // --no-sandbox: the sandbox cannot start as root in a container; the page is our own.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                             "--disable-extensions", "--disable-background-networking"] + arguments + [page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The report of the bundled demo, opened in a real browser. Skipped (not passed) without Chromium,
/// as in CI, which installs nothing.
@Suite(.enabled(if: HeadlessBrowser.path != nil, "no headless Chromium found (install Debian's chromium, or set GLASSMIGRATE_BROWSER)"))
struct HTMLBrowserTests {
    private func demoReport() throws -> (RunReport, URL, URL) {
        let demo = FixtureCase.root.appendingPathComponent("Fixtures/DemoApp")
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [demo.path], jobs: 1))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glassmigrate-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let page = directory.appendingPathComponent("report.html")
        try Data(HTMLReporter.render(report).utf8).write(to: page)
        return (report, page, directory)
    }

    @Test func theBrowserBuildsTheSectionsTheReportWrote() throws {
        let (report, page, directory) = try demoReport()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dom = try HeadlessBrowser.run(["--dump-dom"], page: page)
        #expect(dom.status == 0)
        let shown = report.files.filter { $0.changed || !$0.findings.isEmpty }.count
        #expect(shown >= 3)
        // The DOM the browser built (not the text we wrote) holds every file section and the totals.
        #expect(WellFormedness.count("<section class=\"file\"", in: dom.output) == shown)
        #expect(dom.output.contains("<dd id=\"changes\">\(report.files.reduce(0) { $0 + $1.changes.count })</dd>"))
        #expect(dom.output.contains("<figure class=\"chart\""))
        #expect(!dom.output.contains("<parsererror"))
    }

    @Test func aScreenshotIsTakenAtTheRequestedSize() throws {
        let (_, page, directory) = try demoReport()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shot = directory.appendingPathComponent("report.png")
        let run = try HeadlessBrowser.run(["--screenshot=\(shot.path)", "--window-size=1200,1500"], page: page)
        #expect(run.status == 0)
        let png = [UInt8](try Data(contentsOf: shot))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        func number(at offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(number(at: 16) == 1200 && number(at: 20) == 1500)
        // A blank page compresses to a few kilobytes; the report's text and chart do not.
        #expect(png.count > 40_000)
        if let keep = ProcessInfo.processInfo.environment["GLASSMIGRATE_KEEP_SCREENSHOT"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: shot.path, toPath: keep)
        }
    }
}
