/// A small XML reader for SVG documents: elements, attributes and nothing
/// else (text, comments, processing instructions, CDATA and the doctype
/// are skipped). Bounded: at most `SVGLimits.maximumElements` elements,
/// `SVGLimits.maximumDepth` levels, and input of at most
/// `SVGLimits.maximumBytes` bytes; past a limit it throws.
///
/// - Complexity: O(bytes).
struct SVGXML {
    /// One element: its local name (any `prefix:` dropped), its attributes
    /// in document order, and its children.
    final class Element {
        let name: String
        let attributes: [(name: String, value: String)]
        var children: [Element] = []
        /// Whether the element carried a namespace prefix other than `svg`
        /// (foreign content such as `sodipodi:namedview`).
        let isForeign: Bool

        init(name: String, attributes: [(name: String, value: String)], isForeign: Bool) {
            self.name = name
            self.attributes = attributes
            self.isForeign = isForeign
        }

        /// The value of the attribute `name` (exact match, `xlink:href`
        /// included), the last one when repeated.
        func attribute(_ name: String) -> String? {
            var found: String?
            for a in attributes where a.name == name { found = a.value }
            return found
        }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var elementCount = 0

    /// Parses `bytes` and returns the root element.
    static func parse(_ bytes: [UInt8]) throws(SVGError) -> Element {
        guard bytes.count <= SVGLimits.maximumBytes else {
            throw SVGError("the document is \(bytes.count) bytes, more than \(SVGLimits.maximumBytes)")
        }
        var reader = SVGXML(bytes: bytes)
        return try reader.document()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func document() throws(SVGError) -> Element {
        var stack: [Element] = []
        var root: Element?
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>")
            } else if starts(with: "<?") {
                try skip(past: "?>")
            } else if starts(with: "<!") {
                try skipDeclaration()
            } else if starts(with: "</") {
                index += 2
                let name = readName()
                try skip(past: ">")
                guard let open = stack.popLast() else { throw SVGError("closing tag </\(name)> with no open element") }
                _ = open
                if stack.isEmpty { return root ?? open }
            } else {
                index += 1
                let (element, selfClosing) = try readStartTag()
                elementCount += 1
                guard elementCount <= SVGLimits.maximumElements else {
                    throw SVGError("more than \(SVGLimits.maximumElements) elements")
                }
                if let parent = stack.last {
                    parent.children.append(element)
                } else if root == nil {
                    root = element
                } else {
                    throw SVGError("a second root element <\(element.name)>")
                }
                if selfClosing {
                    if stack.isEmpty { return element }
                } else {
                    stack.append(element)
                    guard stack.count <= SVGLimits.maximumDepth else {
                        throw SVGError("elements nested more than \(SVGLimits.maximumDepth) deep")
                    }
                }
            }
        }
        guard let root else { throw SVGError("no root element") }
        guard stack.isEmpty else { throw SVGError("the document ends inside <\(stack[stack.count - 1].name)>") }
        return root
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let p = text.utf8Start
        for i in 0..<count where bytes[index + i] != p[i] { return false }
        return true
    }

    private mutating func skip(past text: StaticString) throws(SVGError) {
        while index < bytes.count {
            if starts(with: text) { index += text.utf8CodeUnitCount; return }
            index += 1
        }
        throw SVGError("the document ends before \(text)")
    }

    /// Skips `<!DOCTYPE …>`, with an internal subset in brackets (whose
    /// entity declarations are not expanded).
    private mutating func skipDeclaration() throws(SVGError) {
        var brackets = 0
        while index < bytes.count {
            let b = bytes[index]
            index += 1
            if b == UInt8(ascii: "[") { brackets += 1 }
            if b == UInt8(ascii: "]") { brackets -= 1 }
            if b == UInt8(ascii: ">"), brackets <= 0 { return }
        }
        throw SVGError("the document ends inside a declaration")
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    private static func isNameByte(_ b: UInt8) -> Bool {
        !isSpace(b) && b != UInt8(ascii: "=") && b != UInt8(ascii: ">") && b != UInt8(ascii: "/")
            && b != UInt8(ascii: "<") && b != UInt8(ascii: "\"") && b != UInt8(ascii: "'")
    }

    private mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readStartTag() throws(SVGError) -> (Element, Bool) {
        let qualified = readName()
        guard !qualified.isEmpty else { throw SVGError("a tag with no name") }
        var attributes: [(name: String, value: String)] = []
        while true {
            skipSpace()
            guard index < bytes.count else { throw SVGError("the document ends inside <\(qualified)>") }
            let b = bytes[index]
            if b == UInt8(ascii: ">") { index += 1; return (Self.element(qualified, attributes), false) }
            if b == UInt8(ascii: "/") {
                index += 1
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw SVGError("a stray / in <\(qualified)>")
                }
                index += 1
                return (Self.element(qualified, attributes), true)
            }
            let name = readName()
            guard !name.isEmpty else { throw SVGError("an unexpected character in <\(qualified)>") }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw SVGError("the attribute \(name) of <\(qualified)> has no value")
            }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw SVGError("the attribute \(name) of <\(qualified)> is not quoted")
            }
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else { throw SVGError("the document ends inside an attribute") }
            let value = Self.unescape(bytes[start..<index])
            index += 1
            guard attributes.count < SVGLimits.maximumAttributes else {
                throw SVGError("more than \(SVGLimits.maximumAttributes) attributes on <\(qualified)>")
            }
            attributes.append((name, value))
        }
    }

    private static func element(_ qualified: String, _ attributes: [(name: String, value: String)]) -> Element {
        guard let colon = qualified.lastIndex(of: ":") else {
            return Element(name: qualified, attributes: attributes, isForeign: false)
        }
        let prefix = qualified[..<colon]
        return Element(name: String(qualified[qualified.index(after: colon)...]), attributes: attributes,
                       isForeign: prefix != "svg")
    }

    /// The attribute text with the five predefined entities and numeric
    /// character references replaced (others are kept as written).
    static func unescape(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = raw.startIndex
        while i < raw.endIndex {
            let b = raw[i]
            if b == UInt8(ascii: "&"), let semi = raw[i...].prefix(12).firstIndex(of: UInt8(ascii: ";")) {
                let name = String(decoding: raw[(i + 1)..<semi], as: UTF8.self)
                if let scalar = entity(name) {
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    i = semi + 1
                    continue
                }
            }
            out.append(b)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var digits = Substring(name)
            guard digits.first == "#" else { return nil }
            digits = digits.dropFirst()
            var radix = 10
            if digits.first == "x" || digits.first == "X" { radix = 16; digits = digits.dropFirst() }
            guard let value = UInt32(digits, radix: radix) else { return nil }
            return Unicode.Scalar(value)
        }
    }
}
