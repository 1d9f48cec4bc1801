import Testing
@testable import GlassMigrateCommandLine

/// The allocator settings of a run over files: one arena per job, and with several jobs a fixed
/// mapping threshold; glibc has `mallopt`. (Applying them would change this test process's allocator.)
@Suite struct AllocatorSettingsTests {
    @Test func oneArenaPerJobAndAFixedThresholdWithSeveralJobs() {
        func pairs(_ jobs: Int) -> [[Int32]] { AllocatorSettings.options(jobs: jobs).map { [$0.option, $0.value] } }
        #expect(pairs(1) == [[-8, 1]])
        #expect(pairs(0) == [[-8, 1]])
        #expect(pairs(2) == [[-8, 2], [-3, 1 << 20]])
        #expect(pairs(16) == [[-8, 16], [-3, 1 << 20]])
    }

    @Test func glibcHasMallopt() {
        #if os(Linux) && canImport(Glibc)
        #expect(AllocatorSettings.mallopt != nil)
        #else
        #expect(AllocatorSettings.mallopt == nil)
        #endif
    }
}
