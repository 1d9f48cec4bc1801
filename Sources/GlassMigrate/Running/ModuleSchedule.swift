import Dispatch
import Foundation

/// Hands out the second sweep's tasks module by module: every file of a module is parsed (giving the
/// names it declares) before any of them is run, runs of a ready module come before new parses, and at
/// most `open` modules are in hand at once, so the parsed files waiting are those of a few modules.
final class ModuleSchedule: @unchecked Sendable {
    enum Task {
        case parse(group: Int, position: Int)
        case run(group: Int, position: Int)
    }

    private struct Group {
        var parsesHandedOut = 0
        var parsed = 0
        var runsHandedOut = 0
        var ran = 0
        var files: [ParsedFile?]
        var names: [DeclaredNames?]
        var declarations = DeclaredNames()
    }

    private let sizes: [Int]
    private let limit: Int
    private let keptLimit: Int
    /// The bytes of source of the parsed files waiting.
    private var kept = 0
    private let condition = NSCondition()
    private var nextGroup = 0
    /// The groups in hand, oldest first.
    private var open: [Int] = []
    private var state: [Int: Group] = [:]

    /// A schedule over `groups` (the positions of each group's files), with at most `open` groups in
    /// hand, and parsed files of at most `keptBytes` bytes of source waiting (others are let go).
    init(groups: [[Int]], open: Int, keptBytes: Int) {
        sizes = groups.map(\.count)
        limit = max(1, open)
        keptLimit = keptBytes
    }

    /// The next task, waiting while every task left depends on ones in progress; nil when all are done.
    func next() -> Task? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            for group in open where state[group]!.parsed == sizes[group] && state[group]!.runsHandedOut < sizes[group] {
                let position = state[group]!.runsHandedOut
                state[group]!.runsHandedOut += 1
                return .run(group: group, position: position)
            }
            for group in open where state[group]!.parsesHandedOut < sizes[group] {
                let position = state[group]!.parsesHandedOut
                state[group]!.parsesHandedOut += 1
                return .parse(group: group, position: position)
            }
            if open.count < limit && nextGroup < sizes.count {
                let size = sizes[nextGroup]
                state[nextGroup] = Group(files: Array(repeating: nil, count: size), names: Array(repeating: nil, count: size))
                open.append(nextGroup)
                nextGroup += 1
                continue
            }
            if open.isEmpty { return nil }
            condition.wait()
        }
    }

    /// Records a parse, keeping the file unless that would go over the budget; the last of a group
    /// merges the names its files declare.
    func parsed(group: Int, position: Int, file: ParsedFile?, names: DeclaredNames?) {
        condition.lock()
        defer { condition.unlock() }
        if let size = file?.source.bytes.count, kept + size <= keptLimit {
            kept += size
            state[group]!.files[position] = file
        }
        state[group]!.names[position] = names
        state[group]!.parsed += 1
        guard state[group]!.parsed == sizes[group] else { return }
        var declarations = DeclaredNames()
        for names in state[group]!.names { if let names { declarations.formUnion(names) } }
        declarations.completeFacts()
        state[group]!.declarations = declarations
        state[group]!.names = []
        condition.broadcast()
    }

    /// The parsed file at `position` (handed over, no longer kept here; nil when it was not kept) and
    /// what its module declares.
    func take(group: Int, position: Int) -> (ParsedFile?, DeclaredNames) {
        condition.lock()
        defer { condition.unlock() }
        let file = state[group]!.files[position]
        state[group]!.files[position] = nil
        kept -= file?.source.bytes.count ?? 0
        return (file, state[group]!.declarations)
    }

    /// Records a run; after the last of a group, the group is let go and another may be taken in hand.
    func ran(group: Int) {
        condition.lock()
        defer { condition.unlock() }
        state[group]!.ran += 1
        guard state[group]!.ran == sizes[group] else { return }
        state[group] = nil
        open.removeAll { $0 == group }
        condition.broadcast()
    }
}
