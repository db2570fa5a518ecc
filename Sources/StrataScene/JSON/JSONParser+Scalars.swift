extension JSONReader {
    /// Reads a string starting at its opening quote; resolves escapes.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let open = index
        index += 1
        var result = ""
        var segmentStart = index
        while true {
            guard index < bytes.count else {
                throw error("unterminated string", at: open)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try appendSegment(from: segmentStart, to: index, into: &result)
                index += 1
                return result
            }
            if byte == UInt8(ascii: "\\") {
                try appendSegment(from: segmentStart, to: index, into: &result)
                try parseEscape(into: &result)
                segmentStart = index
                continue
            }
            if byte < 0x20 {
                if byte == UInt8(ascii: "\n") {
                    throw error("unterminated string", at: open)
                }
                let hex = String(byte, radix: 16, uppercase: true)
                throw error("control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) in a string must be escaped")
            }
            index += 1
        }
    }

    mutating func appendSegment(from start: Int, to end: Int, into result: inout String) throws(JSONSyntaxError) {
        guard start < end else { return }
        guard let text = String(validating: bytes[start..<end], as: UTF8.self) else {
            var bad = start
            while bad < end, bytes[bad] < 0x80 { bad += 1 }
            throw error("invalid UTF-8 in a string", at: bad)
        }
        result += text
    }

    mutating func parseEscape(into result: inout String) throws(JSONSyntaxError) {
        let backslash = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "\""): result.append("\"")
        case UInt8(ascii: "\\"): result.append("\\")
        case UInt8(ascii: "/"): result.append("/")
        case UInt8(ascii: "b"): result.append("\u{08}")
        case UInt8(ascii: "f"): result.append("\u{0C}")
        case UInt8(ascii: "n"): result.append("\n")
        case UInt8(ascii: "r"): result.append("\r")
        case UInt8(ascii: "t"): result.append("\t")
        case UInt8(ascii: "u"):
            let high = try parseHex4(escapeAt: backslash)
            if (0xDC00...0xDFFF).contains(high) {
                throw error("unpaired low surrogate \\u\(hex4(high))", at: backslash)
            }
            if (0xD800...0xDBFF).contains(high) {
                let second = index
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                      bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired high surrogate \\u\(hex4(high))", at: backslash)
                }
                index += 2
                let low = try parseHex4(escapeAt: second)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("unpaired high surrogate \\u\(hex4(high))", at: backslash)
                }
                let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                result.unicodeScalars.append(Unicode.Scalar(scalar)!)
            } else {
                result.unicodeScalars.append(Unicode.Scalar(high)!)
            }
        default:
            index -= 1
            throw error("invalid escape '\\\(describeToken().dropFirst().dropLast())'", at: backslash)
        }
    }

    func hex4(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    mutating func parseHex4(escapeAt start: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
                throw error("invalid \\u escape: expected 4 hexadecimal digits", at: start)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    func isDigit(_ position: Int) -> Bool {
        position < bytes.count && bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")
    }

    /// Reads a number in the strict JSON grammar.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            guard isDigit(index) else {
                throw error("expected a digit after '-', got \(describeToken())")
            }
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { throw error("leading zeros are not allowed in numbers", at: index - 1) }
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw error("expected a digit after '.', got \(describeToken())") }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard isDigit(index) else { throw error("expected a digit in the exponent, got \(describeToken())") }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            throw error("unexpected \(describeToken()) after a number")
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is out of range", at: start)
        }
        return value
    }
}
