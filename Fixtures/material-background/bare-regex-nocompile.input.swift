import SwiftUI

// Bare `/…/` regex literals need Swift 6 mode (or -enable-bare-slash-regex), hence "-nocompile":
// the stand-in type-check runs in Swift 5 mode.
struct Patterns {
    let background = /\.background\(\.ultraThinMaterial\)/
    let clipped = /\.background\(\.thinMaterial\)\.clipShape\(Capsule\(\)\)/
}
