import Foundation

extension DeploymentTargetReader {
    // MARK: - Package.swift

    /// What glassmigrate reads from a `Package.swift`, without evaluating it.
    struct PackageManifest: Equatable {
        /// The versions in the package's `platforms:` list.
        var minimums: [Platform: OSVersion] = [:]
        /// The `path:` arguments of its targets, relative to the package directory.
        var targetPaths: [String] = []
    }

    private static let platformNames: [String: Platform] = [
        "iOS": .iOS, "macOS": .macOS, "tvOS": .tvOS, "watchOS": .watchOS,
        "visionOS": .visionOS, "macCatalyst": .macCatalyst,
    ]

    private static let targetCallNames: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary",
    ]

    /// Reads the `platforms:` list and target `path:` arguments from a manifest's tokens; comments and
    /// strings are skipped by the lexer, so they cannot fake either.
    static func parsePackage(_ bytes: [UInt8]) -> PackageManifest {
        let tokens = Lexer.tokenize(bytes).filter { !$0.kind.isTrivia }
        func text(_ index: Int) -> String {
            guard index >= 0, index < tokens.count else { return "" }
            return String(decoding: bytes[tokens[index].range], as: UTF8.self)
        }
        func kind(_ index: Int) -> TokenKind? {
            index >= 0 && index < tokens.count ? tokens[index].kind : nil
        }
        func stringLiteral(at index: Int) -> String? {
            guard kind(index) == .stringStart else { return nil }
            if kind(index + 1) == .stringEnd { return "" }
            guard kind(index + 1) == .stringSegment, kind(index + 2) == .stringEnd else { return nil }
            return text(index + 1)
        }

        var manifest = PackageManifest()
        var foundPlatforms = false
        // The name of the call each open bracket belongs to ("" for a bracket that is not a call).
        var callStack: [String] = []
        var index = 0
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen:
                callStack.append(kind(index - 1) == .identifier ? text(index - 1) : "")
            case .leftBracket, .leftBrace:
                callStack.append("")
            case .rightParen, .rightBracket, .rightBrace:
                if !callStack.isEmpty { callStack.removeLast() }
            case .identifier where !foundPlatforms && text(index) == "platforms":
                let separator = kind(index + 1) == .colon || (kind(index + 1) == .operator && text(index + 1) == "=")
                // `.when(platforms: [.iOS])` in a build setting names platforms without versions.
                if separator, kind(index + 2) == .leftBracket, callStack.last != "when" {
                    manifest.minimums = parsePlatformList(tokens, from: index + 2, text: text, kind: kind)
                    foundPlatforms = true
                }
            case .identifier where text(index) == "path":
                if kind(index + 1) == .colon, let call = callStack.last, targetCallNames.contains(call),
                   let value = stringLiteral(at: index + 2), !value.isEmpty {
                    manifest.targetPaths.append(value)
                }
            default:
                break
            }
            index += 1
        }
        return manifest
    }

    /// Reads `.iOS(.v17)`, `.macOS(.v10_15)` and `.iOS("17.0")` items of the list opening at `open`.
    private static func parsePlatformList(_ tokens: [Token], from open: Int, text: (Int) -> String,
                                          kind: (Int) -> TokenKind?) -> [Platform: OSVersion] {
        var minimums: [Platform: OSVersion] = [:]
        var depth = 0
        var index = open
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftBracket, .leftParen, .leftBrace:
                depth += 1
            case .rightBracket, .rightParen, .rightBrace:
                depth -= 1
                if depth == 0 { return minimums }
            case .period where depth == 1:
                guard kind(index + 1) == .identifier, let platform = platformNames[text(index + 1)],
                      kind(index + 2) == .leftParen else { break }
                var version: OSVersion?
                if kind(index + 3) == .period, kind(index + 4) == .identifier, kind(index + 5) == .rightParen {
                    version = OSVersion(text(index + 4).replacingOccurrences(of: "_", with: "."))
                } else if kind(index + 3) == .stringStart, kind(index + 4) == .stringSegment,
                          kind(index + 5) == .stringEnd, kind(index + 6) == .rightParen {
                    version = OSVersion(text(index + 4))
                }
                if let version { merge([platform: version], into: &minimums) }
            default:
                break
            }
            index += 1
        }
        return minimums
    }

    // MARK: - project.pbxproj

    /// The minimum per platform a project file that does not parse as a property list builds for:
    /// every `*_DEPLOYMENT_TARGET`, `SUPPORTED_PLATFORMS` and `SDKROOT` assignment in it (quoted or not,
    /// SDK-conditional or not) read as if one configuration held them all, so the filtering of
    /// `XcodeProject.minimums(of:)` applies file-wide.
    static func parseProject(_ bytes: [UInt8]) -> [Platform: OSVersion] {
        XcodeProject.minimums(of: settingAssignments(in: bytes))
    }

    /// The settings the byte scan looks for.
    private static let scannedSettings = Set(XcodeProject.deploymentTargetSettings.keys)
        .union(["SUPPORTED_PLATFORMS", "SDKROOT"])

    /// Every `KEY = value;`, `"KEY[sdk=…]" = "value";` and the like of a scanned setting, in file
    /// order, the key without its condition.
    private static func settingAssignments(in bytes: [UInt8]) -> [(key: String, value: String)] {
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "_")
        }
        func skipSpaces(_ index: inout Int) {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A
                || bytes[index] == 0x0D { index += 1 }
        }
        var assignments: [(key: String, value: String)] = []
        var index = 0
        while index < bytes.count {
            guard isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let wordStart = index
            while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
            let key = String(decoding: bytes[wordStart..<index], as: UTF8.self)
            guard scannedSettings.contains(key) else { continue }
            var cursor = index
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "[") {
                while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "]") { cursor += 1 }
                cursor += 1
            }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") { cursor += 1 }
            skipSpaces(&cursor)
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            skipSpaces(&cursor)
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") { cursor += 1 }
            let valueStart = cursor
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != UInt8(ascii: ";"),
                  bytes[cursor] != 0x0A { cursor += 1 }
            assignments.append((key, String(decoding: bytes[valueStart..<cursor], as: UTF8.self)))
            index = cursor
        }
        return assignments
    }
}
