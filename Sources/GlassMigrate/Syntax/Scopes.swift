public struct Scopes { init(_ file: ParsedFile) {} }
