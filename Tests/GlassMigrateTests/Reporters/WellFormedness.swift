/// A small XML well-formedness check for the HTML report (which is written as XHTML-compatible HTML):
/// one root element, every element closed in order, attributes quoted, only known references, and
/// no `<` or stray `&` in text. Returns the problems found, empty when the page is well-formed.
enum WellFormedness {
    /// Elements whose content is raw text up to their closing tag.
    private static let rawText: Set<String> = ["style"]
    private static let entities: Set<String> = ["amp", "lt", "gt", "quot", "apos"]

    static func problems(in html: String) -> [String] {
        var problems: [String] = []
        let text = Array(html.unicodeScalars)
        var index = 0
        let doctype = Array("<!DOCTYPE html>".unicodeScalars)
        if text.starts(with: doctype) { index = doctype.count }
        var stack: [String] = []
        var roots = 0

        func at(_ offset: Int) -> Unicode.Scalar? { offset < text.count ? text[offset] : nil }
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ":"
        }
        func name(from start: Int) -> (String, Int) {
            var end = start
            while let scalar = at(end), isNameScalar(scalar) { end += 1 }
            return (String(String.UnicodeScalarView(text[start..<end])), end)
        }
        /// Checks a reference starting at `&`; returns the index after it.
        func reference(at start: Int) -> Int {
            var end = start + 1
            while let scalar = at(end), scalar != ";", end - start < 12 { end += 1 }
            let body = String(String.UnicodeScalarView(text[(start + 1)..<min(end, text.count)]))
            let numeric = body.hasPrefix("#") && body.dropFirst().allSatisfy(\.isNumber) && body.count > 1
            if at(end) != ";" || !(entities.contains(body) || numeric) {
                problems.append("bad reference '&\(body)' at \(start)")
                return start + 1
            }
            return end + 1
        }

        while index < text.count {
            let scalar = text[index]
            if scalar == "&" {
                index = reference(at: index)
                continue
            }
            guard scalar == "<" else {
                if stack.isEmpty && !scalar.properties.isWhitespace { problems.append("text outside the root at \(index)") }
                index += 1
                continue
            }
            if at(index + 1) == "/" {
                let (closing, end) = name(from: index + 2)
                guard at(end) == ">" else { problems.append("bad closing tag at \(index)"); return problems }
                if stack.last == closing { stack.removeLast() } else {
                    problems.append("</\(closing)> at \(index) closes <\(stack.last ?? "nothing")>")
                    return problems
                }
                index = end + 1
                continue
            }
            let (element, afterName) = name(from: index + 1)
            guard !element.isEmpty else { problems.append("'<' in text at \(index)"); index += 1; continue }
            var cursor = afterName
            var selfClosing = false
            var attributes = Set<String>()
            while true {
                while let s = at(cursor), s.properties.isWhitespace { cursor += 1 }
                guard let s = at(cursor) else { problems.append("unterminated tag <\(element)>"); return problems }
                if s == ">" { cursor += 1; break }
                if s == "/" && at(cursor + 1) == ">" { selfClosing = true; cursor += 2; break }
                let (attribute, afterAttribute) = name(from: cursor)
                guard !attribute.isEmpty, at(afterAttribute) == "=", at(afterAttribute + 1) == "\"" else {
                    problems.append("bad attribute in <\(element)> at \(cursor)")
                    return problems
                }
                if !attributes.insert(attribute).inserted { problems.append("duplicate attribute \(attribute) in <\(element)>") }
                cursor = afterAttribute + 2
                while let v = at(cursor), v != "\"" {
                    if v == "<" { problems.append("'<' in attribute \(attribute) at \(cursor)") }
                    if v == "&" { cursor = reference(at: cursor) } else { cursor += 1 }
                }
                guard at(cursor) == "\"" else { problems.append("unterminated attribute \(attribute)"); return problems }
                cursor += 1
            }
            if stack.isEmpty {
                roots += 1
                if roots > 1 { problems.append("second root element <\(element)>") }
            }
            index = cursor
            if selfClosing { continue }
            if rawText.contains(element) {
                let closing = Array("</\(element)>".unicodeScalars)
                var end = index
                while end < text.count, !text[end...].starts(with: closing) {
                    if text[end] == "<" || text[end] == "&" { problems.append("markup inside <\(element)> at \(end)") }
                    end += 1
                }
                guard end < text.count else { problems.append("<\(element)> is not closed"); return problems }
                index = end + closing.count
                continue
            }
            stack.append(element)
        }
        if !stack.isEmpty { problems.append("unclosed elements: \(stack)") }
        if roots != 1 { problems.append("\(roots) root elements") }
        return problems
    }

    /// How many times `needle` occurs in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
