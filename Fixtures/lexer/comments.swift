// A line comment with "quotes" and /* an opener
/// A doc comment: `code` and \(not interpolation)
//// Four slashes: a plain comment
/* Block /* nested /* deeper */ still nested */ outer */
/** Doc block with "string" and // slashes */
/***/ /**/ /* */
let a = 1 /* trailing */ + 2 // tail
let b = a/* glued */+1
let c = a +/* after operator */ 3
let url = "http://example.com" // the // in the string is not a comment
let s = "/* not a comment */"
func f() -> Int { return 1 } /*
 multi-line
 comment */
