/// A file a rule needs beside the code it rewrote, such as a generated helper the rewrite calls.
public struct SupportFile: Sendable, Equatable {
    /// The file name, e.g. `AdaptiveGlassBackground.swift`.
    public var name: String
    /// Its full contents.
    public var contents: String
    /// A declaration that, found anywhere in the module, means the file already exists in some form
    /// (e.g. `struct AdaptiveGlassBackground`), so it is not written again.
    public var marker: String
    /// The rule that asked for it.
    public var ruleID: String
    /// How to write it again for other deployment targets, when it was made from a recipe.
    public var recipe: SupportFileRecipe?
    /// The rule option that says where the file goes (see `SupportFileRecipe.destination`); nil: the
    /// module's own folder.
    public var destination: (ruleID: String, option: String)?
    /// When set, the request is not a file but this package product, which every module that compiles
    /// the rewritten code must depend on (added to its Package.swift target or Xcode target).
    public var package: PackageProduct?

    /// Creates a request that the modules compiling the rewritten code depend on `package`.
    public init(package: PackageProduct, ruleID: String) {
        self.init(name: "\(package.product) package", contents: "", marker: package.url, ruleID: ruleID)
        self.package = package
    }

    /// Creates a support-file request.
    public init(name: String, contents: String, marker: String, ruleID: String, recipe: SupportFileRecipe? = nil,
                destination: (ruleID: String, option: String)? = nil) {
        self.name = name
        self.contents = contents
        self.marker = marker
        self.ruleID = ruleID
        self.recipe = recipe
        self.destination = destination
    }

    /// Requests are the same when they ask for the same text from the same rule (and both or neither have a recipe).
    public static func == (lhs: SupportFile, rhs: SupportFile) -> Bool {
        lhs.name == rhs.name && lhs.contents == rhs.contents && lhs.marker == rhs.marker && lhs.ruleID == rhs.ruleID
            && (lhs.recipe == nil) == (rhs.recipe == nil) && lhs.package == rhs.package
    }

    /// The declarations that mean the module has this file (or its own API of the same name) already.
    package var declarations: [String] { recipe?.declarations ?? [marker] }
}

/// A library product of a remote Swift package, as a dependency that rewritten code needs.
public struct PackageProduct: Sendable, Equatable {
    /// The package's address, e.g. `https://github.com/rguillen-dev/LiquidGlass.git`.
    public var url: String
    /// The lowest version accepted, up to the next major version (`from:` in Package.swift).
    public var from: String
    /// The library product (and module) name, e.g. `LiquidGlass`.
    public var product: String

    /// Creates a product of the package at `url`, from version `from`.
    public init(url: String, from: String, product: String) {
        self.url = url
        self.from = from
        self.product = product
    }

    /// The package's identity as SwiftPM derives it from the address: its last path component
    /// without `.git` (`LiquidGlass`), which `.product(name:package:)` names.
    public var identity: String {
        var last = Substring(url.split(separator: "/").last ?? Substring(url))
        if last.hasSuffix(".git") { last = last.dropLast(4) }
        return String(last)
    }
}

/// How to write a support file for any module: the planner places and renders it from this without
/// knowing what the file is.
public struct SupportFileRecipe: Sendable {
    /// The file name, e.g. `AdaptiveGlassBackground.swift`.
    public var name: String
    /// A declaration whose presence anywhere in a module means the file exists there already.
    public var marker: String
    /// Declarations that mean the module has the file or its own API of that name, so a generated
    /// one would be a redeclaration; they include `marker`.
    public var declarations: [String]
    /// How code calls what the file declares (e.g. `adaptiveGlassBackground(`): a module whose code
    /// contains it needs the file.
    public var call: String
    /// The file's text for a module with these deployment targets.
    public var render: @Sendable (DeploymentTargets) -> String
    /// The file's text for a module with these deployment targets, asked for by the rule with this id
    /// (a header may name it); when set, used instead of `render`.
    public var renderForRule: (@Sendable (DeploymentTargets, _ ruleID: String) -> String)?
    /// Why an existing file of this name does not compile for these deployment targets (completing
    /// "the existing <path> …"), or nil when it does.
    public var problem: @Sendable (_ existing: [UInt8], DeploymentTargets) -> String?
    /// The rule option (`RuleOptionKind.path`, relative to the configuration file that sets it) that
    /// says where the file goes: a folder, or a `.swift` path that also names the file; nil, or the
    /// option not set: the module's own folder.
    public var destination: (ruleID: String, option: String)?

    /// Creates a recipe.
    public init(name: String, marker: String, declarations: [String], call: String,
                render: @escaping @Sendable (DeploymentTargets) -> String,
                problem: @escaping @Sendable (_ existing: [UInt8], DeploymentTargets) -> String? = { _, _ in nil },
                destination: (ruleID: String, option: String)? = nil) {
        self.name = name
        self.marker = marker
        self.declarations = declarations
        self.call = call
        self.render = render
        self.problem = problem
        self.destination = destination
    }

    /// The request for the file in a module whose deployment targets are `targets`, asked for by `ruleID`.
    public func file(for targets: DeploymentTargets, ruleID: String) -> SupportFile {
        SupportFile(name: name, contents: renderForRule?(targets, ruleID) ?? render(targets), marker: marker, ruleID: ruleID, recipe: self, destination: destination)
    }
}
