/// The outcome of discovery: the files to process, sorted by path, and what could not be read.
public struct DiscoveredFiles: Sendable, Equatable {
    /// Swift files found under the given directories plus the files given explicitly, sorted, each once.
    public var files: [String]
    /// Paths that do not exist, directories that could not be read, files that are not regular files
    /// or whose names are not valid UTF-8 (shown escaped, `\xFF`), in the order met.
    public var problems: [PathProblem]
    /// Temporary files an interrupted write left (`.NAME.glassmigrate-XXXXXX`) in the directories
    /// walked and beside the files given, sorted.
    public var staleTemporaries: [String]
    /// The folders walked that hold an entry named `.glassmigrate.json` (in any case), relative to the
    /// directory given (`""` for that directory itself), in the order met: when one directory is given
    /// and none is below it, every folder its walk listed has the configuration of that directory.
    public var configurationFolders: [String] = []
    /// The build settings files found in the directories walked (see `FileDiscovery.collectsBuildSettingsFiles`)
    /// and those given explicitly, sorted.
    public var buildSettingsFiles: [String] = []

    /// Creates a result.
    public init(files: [String], problems: [PathProblem], staleTemporaries: [String] = []) {
        self.files = files
        self.problems = problems
        self.staleTemporaries = staleTemporaries
    }
}
