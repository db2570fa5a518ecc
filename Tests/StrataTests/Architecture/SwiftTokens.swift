/// One token of a Swift source file: an identifier (or keyword, or number)
/// or a single punctuation character, with its line.
struct SwiftToken: Equatable {
    let text: String
    let line: Int
}

/// Splits Swift source into `SwiftToken`s for the architecture checks:
/// comments (line, nested block) and the text of string literals (plain,
/// multi-line, raw) are left out; the code in string interpolations is
/// kept. Not a full lexer: operators come out one character at a time and
/// regex literals are not recognised.
struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private(set) var tokens: [SwiftToken] = []

    /// The tokens of `source`.
    static func tokens(of source: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(bytes: Array(source.utf8))
        tokenizer.code(inInterpolation: false)
        return tokenizer.tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private static let newline = UInt8(ascii: "\n"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    private static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
    private static let open = UInt8(ascii: "("), close = UInt8(ascii: ")")

    private func byte(_ offset: Int) -> UInt8? {
        i + offset < bytes.count ? bytes[i + offset] : nil
    }

    private static func isIdentifierByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c >= 0x80
    }

    /// Code up to the end, or (in an interpolation) up to its closing parenthesis.
    private mutating func code(inInterpolation: Bool) {
        var depth = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == Self.newline {
                line += 1
                i += 1
            } else if c == 0x20 || c == 0x09 || c == 0x0D {
                i += 1
            } else if c == Self.slash, byte(1) == Self.slash {
                while i < bytes.count && bytes[i] != Self.newline { i += 1 }
            } else if c == Self.slash, byte(1) == Self.star {
                blockComment()
            } else if c == Self.quote {
                string(hashes: 0)
            } else if c == Self.hash, let hashes = rawStringHashes() {
                i += hashes
                string(hashes: hashes)
            } else if Self.isIdentifierByte(c) {
                let start = i
                while i < bytes.count && Self.isIdentifierByte(bytes[i]) { i += 1 }
                tokens.append(SwiftToken(text: String(decoding: bytes[start..<i], as: UTF8.self), line: line))
            } else {
                if c == Self.open { depth += 1 }
                if c == Self.close {
                    if inInterpolation && depth == 0 { i += 1; return }
                    depth -= 1
                }
                tokens.append(SwiftToken(text: String(UnicodeScalar(c)), line: line))
                i += 1
            }
        }
    }

    /// The number of `#` before a quote at `i` (a raw string), or `nil`.
    private func rawStringHashes() -> Int? {
        var n = 0
        while let c = byte(n), c == Self.hash { n += 1 }
        return byte(n) == Self.quote ? n : nil
    }

    /// A block comment at `i` (they nest).
    private mutating func blockComment() {
        var depth = 0
        while i < bytes.count {
            if bytes[i] == Self.slash, byte(1) == Self.star {
                depth += 1
                i += 2
            } else if bytes[i] == Self.star, byte(1) == Self.slash {
                depth -= 1
                i += 2
                if depth == 0 { return }
            } else {
                if bytes[i] == Self.newline { line += 1 }
                i += 1
            }
        }
    }

    /// A string literal whose opening quote is at `i`, after `hashes` `#`.
    private mutating func string(hashes: Int) {
        let multiline = byte(1) == Self.quote && byte(2) == Self.quote
        i += multiline ? 3 : 1
        while i < bytes.count {
            let c = bytes[i]
            if c == Self.newline {
                line += 1
                i += 1
                if !multiline { return }
            } else if c == Self.backslash, hashesFollow(hashes, at: 1) {
                i += 1 + hashes
                if byte(0) == Self.open {
                    i += 1
                    code(inInterpolation: true)
                } else {
                    if byte(0) == Self.newline { line += 1 }
                    i += 1
                }
            } else if c == Self.quote, !multiline || (byte(1) == Self.quote && byte(2) == Self.quote),
                      hashesFollow(hashes, at: multiline ? 3 : 1) {
                i += (multiline ? 3 : 1) + hashes
                return
            } else {
                i += 1
            }
        }
    }

    /// Whether `count` `#` follow at `i + offset`.
    private func hashesFollow(_ count: Int, at offset: Int) -> Bool {
        for k in 0..<count where byte(offset + k) != Self.hash { return false }
        return true
    }
}
