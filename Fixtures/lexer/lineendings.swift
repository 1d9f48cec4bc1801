let crlf = 1
let two = "a\(crlf)b"
/* block
 comment */
let cr = 2let alone = 3	let tabbed = 4
	let x = [1,	2]