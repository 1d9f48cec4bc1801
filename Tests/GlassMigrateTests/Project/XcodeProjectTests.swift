import Foundation
import Testing
@testable import GlassMigrate
@testable import GlassMigrateCore

/// A two-target project shaped like Xcode writes it: an iOS app that takes its
/// IPHONEOS_DEPLOYMENT_TARGET (17.0) from the project level, and a tvOS app (26.0).
/// `App/Phone/PhoneView.swift` is in the iOS Sources phase, `App/Shared/Common.swift` in both,
/// `Tools/Tool.swift` (SOURCE_ROOT) in the tvOS one, and `TV/` is a synchronized folder of the tvOS
/// target, less `Legacy/`, plus `Bridge.swift` for the iOS target.
let twoTargetProject = #"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	objectVersion = 77;
	objects = {

/* Begin PBXBuildFile section */
		B1 /* PhoneView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* PhoneView.swift */; };
		B2 /* Common.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Common.swift */; };
		B3 /* Common.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Common.swift */; };
		B4 /* Tool.swift in Sources */ = {isa = PBXBuildFile; fileRef = F4 /* Tool.swift */; };
/* End PBXBuildFile section */

/* Begin PBXFileReference section */
		F1 /* PhoneView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = PhoneView.swift; sourceTree = "<group>"; };
		F2 /* Common.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ../Shared/Common.swift; sourceTree = "<group>"; };
		F3 /* Phone.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Phone.app; sourceTree = BUILT_PRODUCTS_DIR; };
		F4 /* Tool.swift */ = {isa = PBXFileReference; path = "Tools/Tool.swift"; sourceTree = SOURCE_ROOT; };
/* End PBXFileReference section */

/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
		X1 /* PBXFileSystemSynchronizedBuildFileExceptionSet */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Legacy,
			);
			target = T2 /* TV */;
		};
		X2 /* PBXFileSystemSynchronizedBuildFileExceptionSet */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Bridge.swift,
			);
			target = T1 /* Phone */;
		};
/* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

/* Begin PBXFileSystemSynchronizedRootGroup section */
		S1 /* TV */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, X2 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, ); explicitFileTypes = {}; explicitFolders = (); path = TV; sourceTree = "<group>"; };
/* End PBXFileSystemSynchronizedRootGroup section */

/* Begin PBXGroup section */
		G0 = {
			isa = PBXGroup;
			children = (
				G1 /* App */,
				S1 /* TV */,
				G2 /* Products */,
			);
			sourceTree = "<group>";
		};
		G1 /* App */ = {
			isa = PBXGroup;
			children = (
				G3 /* Phone */,
			);
			path = App;
			sourceTree = "<group>";
		};
		G3 /* Phone */ = {
			isa = PBXGroup;
			children = (
				F1 /* PhoneView.swift */,
				F2 /* Common.swift */,
				F4 /* Tool.swift */,
			);
			path = Phone;
			sourceTree = "<group>";
		};
		G2 /* Products */ = {
			isa = PBXGroup;
			children = (
				F3 /* Phone.app */,
			);
			name = Products;
			sourceTree = "<group>";
		};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
		T1 /* Phone */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = L1 /* Build configuration list for PBXNativeTarget "Phone" */;
			buildPhases = (
				P1 /* Sources */,
			);
			name = Phone;
			productReference = F3 /* Phone.app */;
			productType = "com.apple.product-type.application";
		};
		T2 /* TV */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = L2 /* Build configuration list for PBXNativeTarget "TV" */;
			buildPhases = (
				P2 /* Sources */,
			);
			fileSystemSynchronizedGroups = (
				S1 /* TV */,
			);
			name = TV;
			productType = "com.apple.product-type.application";
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		R0 /* Project object */ = {
			isa = PBXProject;
			buildConfigurationList = L0 /* Build configuration list for PBXProject "Two" */;
			mainGroup = G0;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				T1 /* Phone */,
				T2 /* TV */,
			);
		};
/* End PBXProject section */

/* Begin PBXSourcesBuildPhase section */
		P1 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			files = (
				B1 /* PhoneView.swift in Sources */,
				B2 /* Common.swift in Sources */,
			);
		};
		P2 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			files = (
				B3 /* Common.swift in Sources */,
				B4 /* Tool.swift in Sources */,
			);
		};
/* End PBXSourcesBuildPhase section */

/* Begin XCBuildConfiguration section */
		C0D /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
				SDKROOT = iphoneos;
			};
			name = Debug;
		};
		C0R /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
				SDKROOT = iphoneos;
			};
			name = Release;
		};
		C1D /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				PRODUCT_NAME = "$(TARGET_NAME)";
			};
			name = Debug;
		};
		C1R /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				PRODUCT_NAME = "$(TARGET_NAME)";
			};
			name = Release;
		};
		C2D /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				SDKROOT = appletvos;
				TVOS_DEPLOYMENT_TARGET = 26.0;
			};
			name = Debug;
		};
		C2R /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				SDKROOT = appletvos;
				TVOS_DEPLOYMENT_TARGET = "26.0";
			};
			name = Release;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		L0 /* Build configuration list for PBXProject "Two" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				C0D /* Debug */,
				C0R /* Release */,
			);
			defaultConfigurationName = Release;
		};
		L1 /* Build configuration list for PBXNativeTarget "Phone" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				C1D /* Debug */,
				C1R /* Release */,
			);
		};
		L2 /* Build configuration list for PBXNativeTarget "TV" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				C2D /* Debug */,
				C2R /* Release */,
			);
		};
/* End XCConfigurationList section */
	};
	rootObject = R0 /* Project object */;
}
"""#

@Suite struct XcodeProjectTests {
    private func parsed(_ text: String = twoTargetProject) throws -> XcodeProject {
        try #require(XcodeProject(Array(text.utf8)))
    }

    @Test func targetsInheritProjectSettingsAndFilterBySDK() throws {
        let project = try parsed()
        // The tvOS target inherits IPHONEOS_DEPLOYMENT_TARGET = 17.0 too, but builds only for appletvos.
        #expect(project.targets == [XcodeProject.Target(name: "Phone", minimums: [.iOS: OSVersion(17)]),
                                    XcodeProject.Target(name: "TV", minimums: [.tvOS: OSVersion(26)])])
    }

    @Test func sourcesPhaseFilesBelongToTheirTargets() throws {
        let project = try parsed()
        #expect(project.minimums(forFile: "App/Phone/PhoneView.swift") == [.iOS: OSVersion(17)])
        // `../Shared/Common.swift` relative to the App/Phone group, compiled by both targets.
        #expect(project.owners(ofFile: "App/Shared/Common.swift") == [0, 1])
        #expect(project.minimums(forFile: "App/Shared/Common.swift") == [.iOS: OSVersion(17), .tvOS: OSVersion(26)])
    }

    @Test func sourceRootPathsAreRelativeToTheProjectDirectory() throws {
        let project = try parsed()
        // Listed in the App/Phone group, but its path counts from the project directory.
        #expect(project.owners(ofFile: "Tools/Tool.swift") == [1])
        #expect(project.owners(ofFile: "App/Phone/Tools/Tool.swift").isEmpty)
    }

    @Test func synchronizedFolderFilesBelongToTheTargetsListingIt() throws {
        let project = try parsed()
        #expect(project.minimums(forFile: "TV/Menu.swift") == [.tvOS: OSVersion(26)])
        #expect(project.minimums(forFile: "TV/Screens/Deep/Home.swift") == [.tvOS: OSVersion(26)])
    }

    @Test func membershipExceptionsRemoveAndAddFiles() throws {
        let project = try parsed()
        // `Legacy` is excepted from the tvOS target, with everything inside it.
        #expect(project.minimums(forFile: "TV/Legacy/Old.swift") == nil)
        #expect(project.owners(ofFile: "TV/LegacyNotes.swift") == [1])
        // `Bridge.swift` is excepted for the iOS target, which does not list the folder: it joins it.
        #expect(project.owners(ofFile: "TV/Bridge.swift") == [0, 1])
        #expect(project.minimums(forFile: "TV/Bridge.swift") == [.iOS: OSVersion(17), .tvOS: OSVersion(26)])
    }

    /// An exception written with a composed `é` covers the file whose name has it decomposed (as a
    /// file system may store it): names compare as strings, as the folder lookup does.
    @Test func membershipExceptionsMatchEitherSpellingOfAnAccent() throws {
        let project = try parsed(twoTargetProject.replacingOccurrences(of: "\t\t\t\tBridge.swift,", with: "\t\t\t\t\"Caf\u{E9}.swift\","))
        #expect(project.owners(ofFile: "TV/Caf\u{E9}.swift") == [0, 1])
        #expect(project.owners(ofFile: "TV/Cafe\u{301}.swift") == [0, 1])
        #expect(project.owners(ofFile: "TV/Bridge.swift") == [1])
    }

    @Test func unownedFilesHaveNoAnswer() throws {
        let project = try parsed()
        #expect(project.minimums(forFile: "Scripts/tool.swift") == nil)
        #expect(project.minimums(forFile: "TVShow.swift") == nil)
        #expect(project.minimums(forFile: "App/Phone/Other.swift") == nil)
    }

    @Test func targetOverridesAndInheritedValues() throws {
        let text = twoTargetProject
            .replacingOccurrences(of: "PRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t};\n\t\t\tname = Debug;",
                                  with: "IPHONEOS_DEPLOYMENT_TARGET = \"$(inherited)\";\n\t\t\t};\n\t\t\tname = Debug;")
            .replacingOccurrences(of: "PRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t};\n\t\t\tname = Release;",
                                  with: "IPHONEOS_DEPLOYMENT_TARGET = 26.0;\n\t\t\t};\n\t\t\tname = Release;")
        #expect(text != twoTargetProject)
        // Debug inherits 17.0, Release overrides with 26.0: the minimum over configurations is 17.0.
        #expect(try parsed(text).targets[0].minimums == [.iOS: OSVersion(17)])
        let release26Only = text.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = \"$(inherited)\";",
                                                      with: "IPHONEOS_DEPLOYMENT_TARGET = 26.1;")
        #expect(try parsed(release26Only).targets[0].minimums == [.iOS: OSVersion(26)])
    }

    @Test func configurationSettings() {
        #expect(XcodeProject.minimums(of: ["IPHONEOS_DEPLOYMENT_TARGET": "18.5", "MACOSX_DEPLOYMENT_TARGET": "13.0",
                                           "SDKROOT": "iphoneos",
                                           "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator xros xrsimulator"])
            == [.iOS: OSVersion(18, 5), .visionOS: OSVersion(1)])
        #expect(XcodeProject.minimums(of: ["IPHONEOS_DEPLOYMENT_TARGET": "17.0", "MACOSX_DEPLOYMENT_TARGET": "14.0",
                                           "SDKROOT": "auto"])
            == [.iOS: OSVersion(17), .macOS: OSVersion(14)])
        #expect(XcodeProject.minimums(of: ["IPHONEOS_DEPLOYMENT_TARGET": "26.0",
                                           "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*]": "18.0",
                                           "MACOSX_DEPLOYMENT_TARGET": "$(RECOMMENDED_MACOSX_DEPLOYMENT_TARGET)"])
            == [.iOS: OSVersion(18)])
    }

    @Test func notAProjectFile() {
        #expect(XcodeProject(Array("IPHONEOS_DEPLOYMENT_TARGET = 26.0;".utf8)) == nil)
        #expect(XcodeProject(Array("{ objects = { }; }".utf8)) == nil)
        #expect(XcodeProject(Array(twoTargetProject.dropLast(2).utf8)) == nil)
    }

    @Test func propertyListSyntax() {
        let text = #"""
        // !$*UTF8*$!
        { a = "quoted \"x\" \\ y"; /* comment; */ b = (one, "two words", ); c = {}; d = (); e = <0fab>; f = y-z.1/$x; }
        """#
        #expect(PropertyList.parse(Array(text.utf8)) == .dictionary([
            "a": .string(#"quoted "x" \ y"#), "b": .array([.string("one"), .string("two words")]),
            "c": .dictionary([:]), "d": .array([]), "e": .string("<0fab>"), "f": .string("y-z.1/$x"),
        ]))
        #expect(PropertyList.parse(Array("{ a = b }".utf8)) == nil)
        #expect(PropertyList.parse(Array("{ a = (b c); }".utf8)) == nil)
        #expect(PropertyList.parse(Array("{ a = \"open; }".utf8)) == nil)
        #expect(PropertyList.parse(Array("{ a = \"ends in a backslash\\".utf8)) == nil)
        #expect(PropertyList.parse(Array("{ a = <0fab".utf8)) == nil)
        #expect(PropertyList.parse(Array(#"{ a = "tab\tline\nq\"é"; }"#.utf8)) == .dictionary(["a": .string("tab\tline\nq\"é")]))
    }

    /// An editor's entries name every key where it is written, and each value's range parses to the value
    /// the tree has for it, through nested dictionaries.
    @Test func entriesAgreeWithTheTree() throws {
        for text in [twoTargetProject, #"{ a = "x;y"; /* } */ b = { c = (1, 2); "d e" = { f = g; }; }; }"#] {
            let bytes = Array(text.utf8)
            let tree = try #require(PropertyList.parse(bytes))
            let entries = try #require(PropertyList.entries(bytes))
            #expect(!entries.isEmpty)
            var path: [PropertyList] = [tree]
            var depths: [Int] = []
            for entry in entries {
                let entryKey = entry.key(in: bytes)
                while let depth = depths.last, depth >= entry.depth {
                    depths.removeLast()
                    path.removeLast()
                }
                guard case .dictionary(let enclosing) = path.last! else {
                    Issue.record("entry \(entryKey) is not in a dictionary")
                    continue
                }
                let value = try #require(enclosing[entryKey], "\(entryKey)")
                #expect(PropertyList.parse(Array(bytes[entry.valueRange])) == value, "\(entryKey)")
                let key = String(decoding: bytes[entry.keyRange], as: UTF8.self)
                #expect(key == entryKey || key == "\"\(entryKey)\"", "\(key)")
                depths.append(entry.depth)
                path.append(value)
            }
        }
        #expect(PropertyList.entries(Array("{ a = (b c); }".utf8)) == nil)
    }
}
