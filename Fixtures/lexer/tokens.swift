#!/usr/bin/env swift
import Foundation

@available(iOS 26, *)
@MainActor
struct `Type With Spaces` {
    var `default` = 0
    let café = "naïve"
    let 名前 = "名"
    let 🙂 = 1
}

#if os(Linux)
let platform = "linux"
#elseif canImport(UIKit)
let platform = "ios"
#else
let platform = "other"
#endif

if #available(iOS 26, *) {
    print(#selector(NSObject.description))
}

let range = 0..<10
let closed = 1...5
let optional: String? = nil
let count = optional?.count ?? 0
let forced = optional!
func arrow() -> Int { 0 }
infix operator <=>: ComparisonPrecedence
let hexFloat = 0x1.8p3
let big = 1_000_000
let tiny = 1e-3
let binary = 0b1010
let octal = 0o17
let hex = 0xFF_FF
let tuple = ((1, 2), 3)
let first = tuple.0.1
let $dollar = 1
let closure = { $0 + $1 }
let ns = #file
