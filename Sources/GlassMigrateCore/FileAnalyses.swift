/// What the rules of one run work out about the file they are given and share: each analysis is
/// made by the first rule that asks and handed to the later ones, while the file stays the same.
///
/// The engine makes one for each text a pass produces (`RuleContext.analyses`), and lets it go with the
/// text, so an analysis may hold the file without keeping it alive past the run.
package final class FileAnalyses: @unchecked Sendable {
    /// Each analysis made, by the name it was asked for with, and the file it describes.
    private var made: [String: (file: ParsedFile, value: Any)] = [:]

    package init() {}

    /// The analysis `name` of `file`: the one a rule made before for the same file, else `make()`'s,
    /// kept for the next rule. `name` must say everything `make` depends on besides the file and the run.
    package func analysis<Value>(_ name: String, of file: ParsedFile, make: () -> Value) -> Value {
        if let known = made[name], known.file === file, let value = known.value as? Value { return value }
        let value = make()
        made[name] = (file, value)
        return value
    }
}
