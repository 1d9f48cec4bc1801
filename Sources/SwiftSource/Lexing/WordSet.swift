/// A small fixed set of words (keywords) to look tokens up in by their bytes, without making a
/// `String` or hashing: the words are bucketed by length, and almost every identifier is turned down
/// by its length and first byte.
public struct WordSet: Sendable {
    /// The words, in the order given; `index(ofToken:in:)` answers with a position in it.
    public let words: [String]
    /// Per length, the positions of the words of that length with their bytes.
    private let byLength: [[(position: Int, bytes: [UInt8])]]

    /// A set of `words`.
    public init(_ words: [String]) {
        self.words = words
        var byLength = [[(position: Int, bytes: [UInt8])]](repeating: [], count: (words.map(\.utf8.count).max() ?? 0) + 1)
        for (position, word) in words.enumerated() { byLength[word.utf8.count].append((position, Array(word.utf8))) }
        self.byLength = byLength
    }

    /// The position in `words` of the word the token at `index` of `source` spells, or nil.
    public func index(ofToken index: Int, in source: SourceFile) -> Int? {
        let token = source.tokens[index]
        let length = token.end - token.start
        guard length < byLength.count else { return nil }
        let candidates = byLength[length]
        if candidates.isEmpty { return nil }
        return source.bytes.withUnsafeBufferPointer { bytes in
            let start = token.start
            for candidate in candidates where candidate.bytes[0] == bytes[start] {
                var offset = 1
                while offset < length && candidate.bytes[offset] == bytes[start + offset] { offset += 1 }
                if offset == length { return candidate.position }
            }
            return nil
        }
    }

    /// Whether the token at `index` of `source` spells one of the words.
    public func contains(token index: Int, in source: SourceFile) -> Bool {
        self.index(ofToken: index, in: source) != nil
    }
}
