import Foundation
import Testing
@testable import GlassMigrate

/// Build facts of `twoTargetProject` that come from outside the build settings of its targets: a build
/// file's platform filter, and a configuration's base `.xcconfig` file.
@Suite struct XcodeBuildFactsTests {
    /// `twoTargetProject` with the iOS target also building for visionOS 1.0.
    private static let visionProject = twoTargetProject.replacingOccurrences(
        of: "PRODUCT_NAME = \"$(TARGET_NAME)\";",
        with: "SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator xros xrsimulator\";\n\t\t\t\tXROS_DEPLOYMENT_TARGET = 1.0;")

    private static let phoneViewBuildFile = "B1 /* PhoneView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* PhoneView.swift */; };"
    private static let phoneCommonBuildFile = "B2 /* Common.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Common.swift */; };"

    private func project(_ text: String, files: [String: String] = [:]) throws -> XcodeProject {
        #expect(text != twoTargetProject)
        return try #require(XcodeProject(Array(text.utf8)) { files[$0].map { Array($0.utf8) } })
    }

    /// `visionProject` with the build file `line` given `filter` (`platformFilter = ios;`).
    private func filtered(_ line: String, _ filter: String) -> String {
        Self.visionProject.replacingOccurrences(of: line, with: line.replacingOccurrences(of: "; };", with: "; \(filter) };"))
    }

    @Test func aPlatformFilterLimitsTheTargetsPlatformsForTheFile() throws {
        #expect(try project(Self.visionProject).minimums(forFile: "App/Phone/PhoneView.swift") == [.iOS: OSVersion(17), .visionOS: OSVersion(1)])
        #expect(try project(filtered(Self.phoneViewBuildFile, "platformFilter = ios;")).minimums(forFile: "App/Phone/PhoneView.swift")
            == [.iOS: OSVersion(17)])
        // Mac Catalyst builds with iOS availability.
        #expect(try project(filtered(Self.phoneViewBuildFile, "platformFilter = maccatalyst;")).minimums(forFile: "App/Phone/PhoneView.swift")
            == [.iOS: OSVersion(17)])
        #expect(try project(filtered(Self.phoneViewBuildFile, "platformFilters = (ios, xros, );")).minimums(forFile: "App/Phone/PhoneView.swift")
            == [.iOS: OSVersion(17), .visionOS: OSVersion(1)])
        // The other files of the target keep all its platforms.
        #expect(try project(filtered(Self.phoneViewBuildFile, "platformFilter = ios;")).minimums(forFile: "App/Shared/Common.swift")
            == [.iOS: OSVersion(17), .visionOS: OSVersion(1), .tvOS: OSVersion(26)])
    }

    @Test func aFilterCountsPerTargetAndForNoneOfItsPlatformsDropsTheTarget() throws {
        // Common.swift is filtered to iOS in the iOS target only; the tvOS target builds it unfiltered.
        let common = try project(filtered(Self.phoneCommonBuildFile, "platformFilter = ios;"))
        #expect(common.minimums(forFile: "App/Shared/Common.swift") == [.iOS: OSVersion(17), .tvOS: OSVersion(26)])
        let macOnly = try project(filtered(Self.phoneCommonBuildFile, "platformFilters = (macos, );"))
        #expect(macOnly.minimums(forFile: "App/Shared/Common.swift") == [.tvOS: OSVersion(26)])
        // A filter naming no platform this tool knows limits nothing.
        let unknown = try project(filtered(Self.phoneViewBuildFile, "platformFilter = driverkit;"))
        #expect(unknown.minimums(forFile: "App/Phone/PhoneView.swift") == [.iOS: OSVersion(17), .visionOS: OSVersion(1)])
    }

    // MARK: - .xcconfig files

    /// `twoTargetProject` whose project configurations take their settings from `Config/Base.xcconfig`,
    /// and the iOS target's from `Config/Phone.xcconfig` when `phoneConfiguration` is set.
    private static func configuredProject(phoneConfiguration: Bool = false) -> String {
        var text = twoTargetProject
            .replacingOccurrences(of: "/* End PBXFileReference section */", with: """
                F5 /* Base.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config/Base.xcconfig; sourceTree = "<group>"; };
                F6 /* Phone.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config/Phone.xcconfig; sourceTree = "<group>"; };
            /* End PBXFileReference section */
            """)
            .replacingOccurrences(of: "\t\t\t\tG2 /* Products */,\n", with: "\t\t\t\tG2 /* Products */,\n\t\t\t\tF5 /* Base.xcconfig */,\n\t\t\t\tF6 /* Phone.xcconfig */,\n")
        for name in ["C0D", "C0R"] {
            text = text.replacingOccurrences(
                of: "\(name) /* \(name == "C0D" ? "Debug" : "Release") */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n\t\t\t\tSDKROOT = iphoneos;\n",
                with: "\(name) /* \(name == "C0D" ? "Debug" : "Release") */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = F5 /* Base.xcconfig */;\n\t\t\tbuildSettings = {\n")
        }
        if phoneConfiguration {
            for name in ["C1D", "C1R"] {
                text = text.replacingOccurrences(
                    of: "\(name) /* \(name == "C1D" ? "Debug" : "Release") */ = {\n\t\t\tisa = XCBuildConfiguration;\n",
                    with: "\(name) /* \(name == "C1D" ? "Debug" : "Release") */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = F6 /* Phone.xcconfig */;\n")
            }
        }
        return text
    }

    private static let configurationFiles = [
        "Config/Base.xcconfig": """
            // Shared by every configuration.
            SDKROOT = iphoneos
            IPHONEOS_DEPLOYMENT_TARGET = 12.0
            #include "Versions/Deployment.xcconfig"
            #include? "Missing.xcconfig"

            """,
        // After the 12.0 above, so it wins; relative to the including file's folder.
        "Config/Versions/Deployment.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 16.4 // keep in step with the App Store\n",
        // Including itself ends at the depth limit.
        "Config/Phone.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n#include \"Phone.xcconfig\"\n",
    ]

    @Test func projectSettingsComeFromTheBaseConfigurationFileAndItsIncludes() throws {
        let text = Self.configuredProject()
        #expect(!text.contains("IPHONEOS_DEPLOYMENT_TARGET = 17.0"))
        let project = try project(text, files: Self.configurationFiles)
        #expect(project.targets == [XcodeProject.Target(name: "Phone", minimums: [.iOS: OSVersion(16, 4)]),
                                    XcodeProject.Target(name: "TV", minimums: [.tvOS: OSVersion(26)])])
        #expect(project.minimums(forFile: "App/Phone/PhoneView.swift") == [.iOS: OSVersion(16, 4)])
        // Unreadable, the file gives nothing: the target's versions are unknown.
        #expect(try self.project(text).targets[0].minimums.isEmpty)
    }

    @Test func aTargetsConfigurationFileOverridesTheProjectAndItsOwnSettingsOverrideTheFile() throws {
        let text = Self.configuredProject(phoneConfiguration: true)
        #expect(try project(text, files: Self.configurationFiles).targets[0].minimums == [.iOS: OSVersion(15)])
        let overridden = text
            .replacingOccurrences(of: "PRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t};\n\t\t\tname = Debug;",
                                  with: "IPHONEOS_DEPLOYMENT_TARGET = 18.0;\n\t\t\t};\n\t\t\tname = Debug;")
            .replacingOccurrences(of: "PRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t};\n\t\t\tname = Release;",
                                  with: "IPHONEOS_DEPLOYMENT_TARGET = 17.5;\n\t\t\t};\n\t\t\tname = Release;")
        #expect(try project(overridden, files: Self.configurationFiles).targets[0].minimums == [.iOS: OSVersion(17, 5)])
    }

    @Test func theReaderReadsConfigurationFilesBesideTheProject() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let origin = try directory.write("Two.xcodeproj/project.pbxproj", Self.configuredProject())
        for (path, text) in Self.configurationFiles { try directory.write(path, text) }
        let reader = DeploymentTargetReader()
        #expect(reader.deploymentTargets(forFile: try directory.write("App/Phone/PhoneView.swift"))
            == DeploymentTargets([.iOS: OSVersion(16, 4)], origin: origin))
    }
}
