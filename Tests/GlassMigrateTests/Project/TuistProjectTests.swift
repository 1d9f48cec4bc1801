import Testing
@testable import GlassMigrate

/// Reading a Tuist `Project.swift` by its tokens: only what is written literally counts.
@Suite struct TuistProjectTests {
    private func parse(_ text: String) -> TuistProject? {
        TuistProject.parse(Array(text.utf8))
    }

    private func targets(_ text: String) -> [TuistProject.Target] {
        parse(text)?.targets ?? []
    }

    @Test func literalTargetsGivePlatformsVersionsAndSources() throws {
        let project = try #require(parse("""
        import ProjectDescription

        let project = Project(
            name: "App",
            targets: [
                .target(
                    name: "App",
                    destinations: [.iPhone, .iPad, .mac],
                    product: .app,
                    bundleId: "com.example.app",
                    deploymentTargets: .multiplatform(iOS: "17.0", macOS: "14.0"),
                    sources: ["App/**", .glob("Shared/**/*.swift", excluding: ["Shared/Tests/**"])],
                    dependencies: [.target(name: "Kit"), .external(name: "Lottie")]
                ),
                .target(name: "Kit", destinations: .macOS, product: .framework, bundleId: "k", sources: "Kit/Sources/**"),
            ]
        )
        """))
        #expect(project.targets.count == 2)
        #expect(project.targets.map(\.name) == ["App", "Kit"])
        #expect(project.targets[0].minimums == [.iOS: OSVersion(17), .macOS: OSVersion(14)])
        // No deployment targets written: the platform is known, its version is not (1.0, as for Xcode).
        #expect(project.targets[1].minimums == [.macOS: OSVersion(1)])
        #expect(project.owners(ofFile: "App/Views/Card.swift") == [0])
        #expect(project.owners(ofFile: "Shared/Model.swift") == [0])
        #expect(project.owners(ofFile: "Shared/Tests/ModelTests.swift") == [])
        #expect(project.owners(ofFile: "Kit/Sources/Kit.swift") == [1])
        #expect(project.owners(ofFile: "Tuist/ProjectDescriptionHelpers/Helpers.swift") == [])
        #expect(project.minimums(ofTargets: [0, 1]) == [.iOS: OSVersion(17), .macOS: OSVersion(1)])
    }

    @Test func theOlderTargetInitializerIsRead() {
        let read = targets("""
        import ProjectDescription
        let project = Project(name: "App", targets: [
            Target(name: "App", platform: .iOS, product: .app, bundleId: "a",
                   deploymentTarget: .iOS(targetVersion: "16.0", devices: [.iphone, .ipad]), sources: ["Sources/**"]),
            Target(name: "Watch", platform: .watchOS, product: .app, bundleId: "w",
                   deploymentTarget: .watchOS(targetVersion: "10.0"), sources: ["Watch/**/*.swift"]),
        ])
        """)
        #expect(read.map(\.minimums) == [[.iOS: OSVersion(16)], [.watchOS: OSVersion(10)]])
    }

    @Test func staticDestinationSetsAndSinglePlatformDeploymentTargets() {
        let read = targets("""
        import ProjectDescription
        let project = Project(name: "App", targets: [
            Target.target(name: "A", destinations: .iOS, product: .app, bundleId: "a", deploymentTargets: .iOS("17.0")),
            .target(name: "B", destinations: Destinations.tvOS, product: .app, bundleId: "b",
                    deploymentTargets: .deploymentTargets(tvOS: "18.0")),
            .target(name: "C", destinations: [.appleVision], product: .app, bundleId: "c", deploymentTargets: .visionOS("2.0")),
        ])
        """)
        #expect(read.map(\.minimums) == [[.iOS: OSVersion(17)], [.tvOS: OSVersion(18)], [.visionOS: OSVersion(2)]])
        #expect(read.map(\.sources) == [[], [], []])
    }

    /// A version for a platform the destinations do not build for counts for nothing; one made by a
    /// variable is not guessed.
    @Test func versionsCountOnlyForBuiltPlatformsAndWhenLiteral() {
        let read = targets("""
        import ProjectDescription
        let deploymentTarget = DeploymentTargets.iOS("15.0")
        let project = Project(name: "App", targets: [
            .target(name: "Mac", destinations: .macOS, product: .app, bundleId: "m", deploymentTargets: .iOS("17.0"), sources: ["Mac/**"]),
            .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", deploymentTargets: deploymentTarget, sources: ["App/**"]),
        ])
        """)
        #expect(read.map(\.minimums) == [[.macOS: OSVersion(1)], [.iOS: OSVersion(1)]])
    }

    @Test func computedDestinationsLeaveTheTargetsPlatformsUnknown() throws {
        let project = try #require(parse("""
        import ProjectDescription
        let platforms: Destinations = [.iPhone, .mac]
        let project = Project(name: "App", targets: [
            .target(name: "App", destinations: platforms, product: .app, bundleId: "a", deploymentTargets: .iOS("17.0"), sources: ["App/**"]),
        ])
        """))
        #expect(project.targets[0].platforms == nil)
        #expect(project.minimums(ofTargets: project.owners(ofFile: "App/Card.swift")) == nil)
    }

    /// Targets that this reading might not see, or whose files it cannot tell, make the whole manifest unread.
    @Test(arguments: [
        // Helpers: `.app(…)` may make targets that compile any file.
        "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project = Project(name: \"A\", targets: [.target(name: \"A\", destinations: .iOS, product: .app, bundleId: \"a\", sources: [\"A/**\"])] + Project.helperTargets)",
        // Computed sources.
        "import ProjectDescription\nlet project = Project(name: \"A\", targets: [.target(name: \"A\", destinations: .iOS, product: .app, bundleId: \"a\", sources: sources(\"A\"))])",
        "import ProjectDescription\nlet name = \"A\"\nlet project = Project(name: \"A\", targets: [.target(name: name, destinations: .iOS, product: .app, bundleId: \"a\", sources: [\"\\(name)/**\"])])",
        // A brace expansion, which glob libraries expand differently.
        "import ProjectDescription\nlet project = Project(name: \"A\", targets: [.target(name: \"A\", destinations: .iOS, product: .app, bundleId: \"a\", sources: [\"{A,B}/**\"])])",
        // The manifest's own `target`, which a `.target(…)` may call.
        "import ProjectDescription\nextension Target { static func target(name: String, product: Product) -> Target { fatalError() } }\nlet project = Project(name: \"A\", targets: [.target(name: \"A\", product: .app)])",
        // No `import ProjectDescription`: an app's own model type named Project.
        "import Foundation\nstruct Project { var name: String }\nlet sample = Project(name: \"Garden\")\nlet target = Target(name: \"x\", product: .app, sources: [\"**\"])",
        // `import ProjectDescription` in a comment only.
        "// import ProjectDescription\nlet project = Project(name: \"A\", targets: [])",
        // A workspace manifest, not a project.
        "import ProjectDescription\nlet workspace = Workspace(name: \"A\", projects: [\"App\"])",
    ])
    func manifestsThatAreNotRead(_ text: String) {
        #expect(parse(text) == nil)
    }

    @Test func targetsInCommentsAndStringsAreNotRead() {
        let read = targets("""
        import ProjectDescription
        // .target(name: "Old", destinations: .macOS, product: .app, bundleId: "o", sources: ["**"]),
        let note = ".target(name: \\"S\\", destinations: .macOS, product: .app, sources: [\\"**\\"])"
        let project = Project(name: "App", targets: [
            .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", sources: ["App/**"]),
        ])
        """)
        #expect(read.map(\.name) == ["App"])
    }

    /// Targets built by a function or kept in constants of the manifest are still its own calls: read
    /// where their arguments are literal, as Cork's `Project.swift` writes them.
    @Test func targetsInConstantsAndFunctionsOfTheManifestAreRead() {
        let read = targets("""
        import ProjectDescription
        func appTarget(selfCompiled: Bool) -> ProjectDescription.Target {
            return Target.target(name: selfCompiled ? "Self" : "App", destinations: [.mac], product: .app,
                                 bundleId: "a", deploymentTargets: .macOS("14.0.0"), sources: ["App/**/*.swift"])
        }
        let kit: ProjectDescription.Target = .target(name: "Kit", destinations: [.mac], product: .staticLibrary,
            bundleId: "k", deploymentTargets: .macOS("14.0.0"), sources: [.glob("Kit/**/*.swift", excluding: "Kit/Tests/**")])
        let project = Project(name: "App", targets: [appTarget(selfCompiled: false), kit])
        """)
        #expect(read.map(\.minimums) == [[.macOS: OSVersion(14)], [.macOS: OSVersion(14)]])
        #expect(read[1].compiles(["Kit", "Kit.swift"]) && !read[1].compiles(["Kit", "Tests", "KitTests.swift"]))
    }

    // MARK: - Globs

    @Test func globsMatchAsTuistExpandsThem() throws {
        let all = try #require(TuistSourceGlob("Sources/**"))
        #expect(all.matches(["Sources", "A.swift"]) && all.matches(["Sources", "a", "b", "C.swift"]))
        #expect(!all.matches(["Other", "A.swift"]) && !all.matches(["Sources"]))
        let swift = try #require(TuistSourceGlob("./App/**/*.swift"))
        #expect(swift.matches(["App", "A.swift"]) && swift.matches(["App", "x", "B.swift"]))
        #expect(!swift.matches(["App", "A.m"]) && !swift.matches(["Apps", "A.swift"]))
        #expect(swift.folder == ["App"])
        let flat = try #require(TuistSourceGlob("App/*.swift"))
        #expect(flat.matches(["App", "A.swift"]) && !flat.matches(["App", "x", "B.swift"]))
        let one = try #require(TuistSourceGlob("App/Main?.swift"))
        #expect(one.matches(["App", "Main1.swift"]) && one.matches(["App", "Mainé.swift"]) && !one.matches(["App", "Main12.swift"]))
        let excluding = try #require(TuistSourceGlob("App/**", excluding: ["App/**/*Tests.swift"]))
        #expect(excluding.matches(["App", "Card.swift"]) && !excluding.matches(["App", "x", "CardTests.swift"]))
        #expect(TuistSourceGlob("../Shared/**") == nil && TuistSourceGlob("/abs/**") == nil && TuistSourceGlob("") == nil)
        #expect(TuistSourceGlob("App/[AB].swift") == nil && TuistSourceGlob("App/**", excluding: ["{a,b}"]) == nil)
    }
}
