#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The module facts of a module that is one file, each made from the file and completed when it is
/// first asked for, then kept: copies of the `DeclaredNames` holding it share what is made.
///
/// A fact made for one rule is the answer every later rule gets, as with facts gathered before the run.
final class FactsOnFirstUse: @unchecked Sendable {
    /// The file the facts are made from.
    private let file: ParsedFile
    private let typesByID: [ObjectIdentifier: any ModuleFact.Type]
    private var made: [ObjectIdentifier: any ModuleFact] = [:]
    // A `ParsedFile` builds its parts on first use, so making facts from two threads at once must not happen.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>

    init(file: ParsedFile, types: [any ModuleFact.Type]) {
        self.file = file
        var byID: [ObjectIdentifier: any ModuleFact.Type] = [:]
        for type in types { byID[ObjectIdentifier(type)] = type }
        typesByID = byID
        lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// The fact types held, made or not.
    var types: Set<ObjectIdentifier> { Set(typesByID.keys) }

    /// The completed fact of type `type`, made now if no one asked before; nil when it is not held.
    func fact<Fact: ModuleFact>(_ type: Fact.Type) -> Fact? {
        let id = ObjectIdentifier(type)
        guard typesByID[id] != nil else { return nil }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let known = made[id] { return known as? Fact }
        var fact = Fact(file)
        fact.complete()
        made[id] = fact
        return fact
    }

    /// Every fact held, completed: those made before, and the others made now.
    func completedFacts() -> [ObjectIdentifier: any ModuleFact] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for (id, type) in typesByID where made[id] == nil { made[id] = type.init(file).completed() }
        return made
    }
}
