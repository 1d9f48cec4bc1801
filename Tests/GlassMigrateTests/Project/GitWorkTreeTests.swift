import Foundation
import Testing
@testable import GlassMigrate

@Suite struct GitWorkTreeTests {
    /// git is not started for a folder no `.git` is above, unless the environment names a repository.
    @Test func gitIsAskedOnlyWhereAWorkTreeMayBe() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let inner = try directory.makeDirectory("a/b")
        // Where no `.git` is above (the system's temporary folder is usually in no work tree), git finds
        // no work tree either.
        let mayBe = GitWorkTree.mayBeInWorkTree(inner, environment: [:])
        #expect(mayBe || GitWorkTree.topLevel(of: inner) == nil)
        #expect(mayBe || GitWorkTree.ignoredPaths(under: inner) == nil)
        #expect(GitWorkTree.mayBeInWorkTree(inner, environment: ["GIT_DIR": "/elsewhere/.git"]))
        #expect(GitWorkTree.mayBeInWorkTree(inner, environment: ["GIT_WORK_TREE": "/elsewhere"]))
        // A linked work tree or a submodule has a `.git` file, not a folder.
        try directory.write("a/.git", "gitdir: /elsewhere/.git/worktrees/a\n")
        #expect(GitWorkTree.mayBeInWorkTree(inner, environment: [:]))
        #expect(GitWorkTree.mayBeInWorkTree(directory.path + "/a", environment: [:]))
    }
}
