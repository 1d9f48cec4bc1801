let name = "World"
let plain = "Hello, \(name)!"
let nested = "a \("b \("c \(name.count) c" + "x") b") a"
let closure = "sum: \([1, 2, 3].reduce(0) { $0 + $1 }) and \({ () -> String in "in closure" }())"
let parens = "calls: \(max((1), (2)))"
let escapes = "quote \" backslash \\ tab \t unicode \u{1F600} // not comment"
let empty = ""
let multi = """
    Line one "quoted" and ""double""
    Escaped triple: \"""
    Interpolated: \(name.uppercased()) and \("inner \(name)")
    Continued \
    line
    // not a comment, /* nor this */
    """
let raw1 = #"raw \(not) but \#(name) and "quotes" inside"#
let raw2 = ##"double "# still inside \#(not) \##(name)"##
let raw3 = #"""
    raw multi "" """ not end \#(name)
    """#
let rawQuote = #"""#
let afterRaw = "x"
let key = \String.count
let interpolatedMultiInSingle = "value: \("""
    inner
    """)"
