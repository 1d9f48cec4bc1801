import Testing
@testable import GlassMigrateCommandLine

/// The allocator settings a run over files applies are taken by glibc, and left alone elsewhere.
@Suite struct AllocatorSettingsTests {
    @Test func glibcTakesTheSettings() {
        #if os(Linux) && canImport(Glibc)
        #expect(AllocatorSettings.apply(jobs: 2))
        #expect(AllocatorSettings.apply(jobs: 0))
        #else
        #expect(!AllocatorSettings.apply(jobs: 2))
        #endif
    }
}
