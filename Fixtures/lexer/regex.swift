let a = 10, b = 2, c = 5
let quotient = a / b / c
var x = 8
x /= 2
let r = /[a-z]+/
let r2 = /(\d+)-(\d+)/
foo(/a/)
let parts = "a b".split(separator: /\s+/)
func make() -> Regex<Substring> {
    return /x/
}
let ext = #/a/b/#
let ext2 = ##/a/#b/##
let multiline = #/
  (?<year>\d+) # the year
  - (?<month>\d+)
  /#
let div = (a) / (b)
let arr = [a / 2, b / 3]
let bang = !/x/.ignoresCase().wholeMatch(in: "X").isEmpty
let ch = try? /y/.firstMatch(in: "y")
let t = (a, b)
let element = t.0
let half = a/2
let spaced = a / 2 /3
let unapplied = [1, 2].reduce(1, /)
let opt: Int? = 4
let forced = opt! / 2
prefix operator /^/
