import Foundation

// A Swift package product linked the way Xcode's File › Add Package Dependencies… links it: an
// `XCRemoteSwiftPackageReference` in the project's `packageReferences`, and for each target an
// `XCSwiftPackageProductDependency` in its `packageProductDependencies` and a `PBXBuildFile` of the
// product in its Frameworks phase.
extension XcodeProjectEditor {
    /// How many objects linking `package` into `targets` adds (a reference to the package unless the project has one).
    static func objectCount(of addition: Addition) -> Int {
        addition.targets.count * 2 + (addition.existingReference == nil ? 1 : 0)
    }

    /// The insertions linking `package` into `targets`, with the reference `existing` to it when the
    /// project lists one; the new build files go to `buildFiles`, which the caller places.
    func packageInsertions(_ package: PackageProduct, reference existing: String?, targets: [Int], taken: inout ObjectIDs,
                           buildFiles: inout [(id: String, line: String)]) throws(Refusal) -> [(offset: Int, text: String)] {
        var insertions: [(offset: Int, text: String)] = []
        let product = package.product
        let referenceComment = "/* XCRemoteSwiftPackageReference \(Self.quotedComment(package.identity)) */"
        let referenceID: String
        if let existing {
            referenceID = existing
        } else {
            referenceID = Self.identifier(seed: "package:\(project.projectID):" + package.url.lowercased(), taken: &taken)
            let line = "\(referenceID) \(referenceComment) = {isa = XCRemoteSwiftPackageReference; "
                + "repositoryURL = \(Self.quoted(package.url)); requirement = {kind = upToNextMajorVersion; "
                + "minimumVersion = \(Self.quoted(package.from)); }; };"
            insertions += try sectionInsertions([(referenceID, line)], section: "XCRemoteSwiftPackageReference")
            insertions.append(try listOrFieldInsertion(of: "\(referenceID) \(referenceComment)", in: "packageReferences",
                                                       ofObject: project.projectID))
        }
        var dependencies: [(id: String, line: String)] = []
        for target in targets {
            let targetID = project.targetIDs[target]
            guard let phase = project.frameworksPhaseIDs[target] else {
                throw Refusal(reason: "target \(project.targets[target].name) has no Frameworks build phase")
            }
            let dependencyID = Self.identifier(seed: "product:\(project.projectID):\(product):\(targetID)", taken: &taken)
            dependencies.append((dependencyID, "\(dependencyID) /* \(product) */ = {isa = XCSwiftPackageProductDependency; "
                + "package = \(referenceID) \(referenceComment); productName = \(Self.quoted(product)); };"))
            insertions.append(try listOrFieldInsertion(of: "\(dependencyID) /* \(product) */", in: "packageProductDependencies",
                                                       ofObject: targetID))
            let buildFileID = Self.identifier(seed: "frameworks:\(project.projectID):\(product):\(targetID)", taken: &taken)
            buildFiles.append((buildFileID, "\(buildFileID) /* \(product) in Frameworks */ = {isa = PBXBuildFile; "
                + "productRef = \(dependencyID) /* \(product) */; };"))
            insertions.append(try listInsertion(of: "\(buildFileID) /* \(product) in Frameworks */", in: "files", ofObject: phase))
        }
        if !dependencies.isEmpty { insertions += try sectionInsertions(dependencies, section: "XCSwiftPackageProductDependency") }
        return insertions
    }

    /// An insertion adding `item` last to the list `field` of the object `id`, or, when the object has
    /// no such field, the field with `item` alone, among the object's keys in name order as Xcode writes them.
    private func listOrFieldInsertion(of item: String, in field: String, ofObject id: String) throws(Refusal) -> (offset: Int, text: String) {
        let range = try object(id)
        let fields = entries(keyedIn: range).filter { $0.depth == 3 }
        if fields.contains(where: { $0.hasKey(field, in: bytes) }) { return try listInsertion(of: item, in: field, ofObject: id) }
        guard let last = fields.last, bytes[range].contains(0x0A) else {
            throw Refusal(reason: "object \(id) is not written one field per line, as Xcode writes it")
        }
        let isa = Array("isa".utf8)
        let next = fields.first { !bytes[$0.keyRange].elementsEqual(isa) && Self.sorts(bytes[$0.keyRange], after: field) }
        let anchor = next?.keyRange.lowerBound ?? last.keyRange.lowerBound
        let start = lineStart(of: anchor)
        guard bytes[start..<anchor].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
            throw Refusal(reason: "object \(id) is not written one field per line, as Xcode writes it")
        }
        let indent = indentation(ofLineAt: start)
        let text = indent + field + " = (" + lineEnding + indent + "\t" + item + "," + lineEnding + indent + ");" + lineEnding
        if next != nil { return (start, text) }
        // After the last field: at the start of the line that follows it.
        var after = last.valueRange.upperBound
        while after < range.upperBound, bytes[after] != 0x0A { after += 1 }
        guard after < range.upperBound else { throw Refusal(reason: "object \(id) is not written one field per line, as Xcode writes it") }
        return (after + 1, text)
    }

    /// `name` as it may stand in a `/* … */` comment: quoted as Xcode quotes package names there.
    private static func quotedComment(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "*/", with: "* /") + "\""
    }
}
