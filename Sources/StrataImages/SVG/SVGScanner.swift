/// Reads numbers, flags and separators from attribute text (path data,
/// point lists, transforms, lengths), as SVG's grammar writes them:
/// `1.5e-3`, `-.5.5` (two numbers), commas or spaces between. Numbers are
/// clamped to ±`SVGLimits.maximumMagnitude`; NaN and infinity never come out.
struct SVGScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var isAtEnd: Bool { index >= bytes.count }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    /// Skips spaces and at most one comma.
    mutating func skipSeparator() {
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
        skipSpace()
    }

    /// Whether a number starts here (after spaces).
    mutating func atNumber() -> Bool {
        skipSpace()
        guard let b = peek else { return false }
        return (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    /// A number, or nil (nothing consumed) when none starts here.
    mutating func number() -> Double? {
        skipSpace()
        let start = index
        var i = index
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var digits = 0
        while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            var j = i + 1
            var fraction = 0
            while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1; fraction += 1 }
            if fraction > 0 || digits > 0 { i = j; digits += fraction }
        }
        guard digits > 0 else { index = start; return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            var exponent = 0
            while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1; exponent += 1 }
            if exponent > 0 { i = j }
        }
        index = i
        // Long runs of digits are legal but pointless: parse a bounded prefix's worth.
        let text = String(decoding: bytes[start..<i].prefix(64), as: UTF8.self)
        guard let value = Double(text) else { return 0 }
        return Self.clamp(value)
    }

    /// `value` limited to ±`SVGLimits.maximumMagnitude` (NaN becomes 0).
    static func clamp(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return Swift.max(-SVGLimits.maximumMagnitude, Swift.min(SVGLimits.maximumMagnitude, value))
    }

    /// An arc flag: a single `0` or `1` (they may run into the next number).
    mutating func flag() -> Bool? {
        skipSpace()
        guard let b = peek, b == UInt8(ascii: "0") || b == UInt8(ascii: "1") else { return nil }
        index += 1
        return b == UInt8(ascii: "1")
    }

    /// A number followed by an optional separator.
    mutating func listNumber() -> Double? {
        guard let n = number() else { return nil }
        skipSeparator()
        return n
    }

    /// Every number in the text, separated by spaces or commas; stops at
    /// the first thing that is not one.
    static func numbers(_ text: String, limit: Int = 1 << 20) -> [Double] {
        var scanner = SVGScanner(text)
        var out: [Double] = []
        while out.count < limit, let n = scanner.listNumber() { out.append(n) }
        return out
    }
}
