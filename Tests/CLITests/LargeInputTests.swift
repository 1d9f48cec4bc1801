import Foundation
import Testing

/// One large file costs memory in proportion to its size: compared between a file and one four times
/// larger (peak memory from `/usr/bin/time`).
@Suite struct LargeInputTests {
    /// The bundled demo app's sources, repeated until `size` bytes: real SwiftUI with every kind of site.
    static func demoAppText(size: Int) throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/DemoApp")
        let files = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        var chunk: [UInt8] = []
        for file in files { chunk += try [UInt8](Data(contentsOf: root.appendingPathComponent(file))) + [10] }
        var text: [UInt8] = []
        while text.count + chunk.count <= size { text += chunk }
        return text
    }

    /// Peak resident kilobytes of a dry run over one file of `size` bytes, alone in its folder.
    static func measure(size: Int) throws -> (kilobytes: Int, bytes: Int) {
        let tree = try TemporaryTree()
        let text = try demoAppText(size: size)
        try tree.write("Big.swift", text)
        let run = try runTool(URL(fileURLWithPath: "/usr/bin/time"), ["-f", "%M", Executable.url.path, "-q", "-j", "1", "Big.swift"],
                              in: tree.root, environment: ["CI": "1"])
        #expect(run.status == 0, "\(run.stderr)")
        let kilobytes = Int(run.stderr.split(separator: "\n").last.map(String.init) ?? "") ?? 0
        #expect(kilobytes > 0, "\(run.stderr)")
        return (kilobytes, text.count)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time") && isLinux, "needs GNU time's -f %M"))
    func aLargeFileCostsMemoryInProportionToItsSize() throws {
        let small = try Self.measure(size: 250_000)
        let large = try Self.measure(size: 1_000_000)
        // Memory: each further byte of input cost 35 bytes; the parsed structures take about 17. (Time is
        // measured in-process by ScalingTests: two runs of a separate process vary too much on a busy machine.)
        let perByte = Double(large.kilobytes - small.kilobytes) * 1024 / Double(large.bytes - small.bytes)
        #expect(perByte < 25, "\(small.kilobytes) KB, then \(large.kilobytes) KB: \(perByte) bytes per input byte")
    }
}

#if os(Linux)
let isLinux = true
#else
let isLinux = false
#endif
