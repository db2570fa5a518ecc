/// What wrapping needs to know of one paragraph, per character: where each
/// character starts, which are spaces or line separators, and where a line
/// may or must break (UAX #14, `TextSegmentation`).
struct BreakScan {
    /// A character of no special kind.
    static let other: UInt8 = 0
    /// U+0020, which hangs at the end of a line.
    static let space: UInt8 = 1
    /// A line separator (U+000B, U+000C, U+0085, U+2028, U+2029): it ends
    /// its line and is not drawn.
    static let separator: UInt8 = 2
    /// No break before the character.
    static let none: UInt8 = 0
    /// A break opportunity.
    static let allowed: UInt8 = 1
    /// A mandatory break.
    static let mandatory: UInt8 = 2

    /// The index of every character, then the end index.
    var offsets: [Substring.Index] = []
    /// The kind of each character.
    var kinds: [UInt8] = []
    /// For each character boundary 0...count, the break before it.
    var breaks: [UInt8] = []
    /// Whether some character is a separator.
    var hasSeparators = false

    /// The number of characters.
    var count: Int { kinds.count }

    /// Scans `text`; with `opportunities` false only mandatory breaks are
    /// marked (wrapping between characters).
    ///
    /// - Complexity: O(characters). ASCII text (one character per byte, as
    ///   it has no `\r`) is scanned by bytes, without grapheme breaking.
    init(_ text: Substring, opportunities: Bool) {
        let utf8 = text.utf8
        offsets.reserveCapacity(utf8.count + 1)
        kinds.reserveCapacity(utf8.count)
        let table = LineBreakProperty.table
        let lineSeparator = LineBreakClass.mandatoryBreak, nextLine = LineBreakClass.nextLine
        var index = text.startIndex
        let ascii = utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        if ascii {
            // One character per byte: the table values go straight into
            // `breaks`, where the rules then write their answers in place.
            // Text of letters, digits and spaces only (classes AL, NU, SP)
            // breaks exactly after each run of spaces (LB7, LB18, LB23,
            // LB25, LB28), without running the rules.
            let simpleClasses: UInt64 = 1 << UInt64(LineBreakClass.alphabetic)
                | 1 << UInt64(LineBreakClass.numeric) | 1 << UInt64(LineBreakClass.space)
            var simple = true
            breaks.reserveCapacity(utf8.count + 1)
            for byte in utf8 {
                offsets.append(index)
                let kind = byte == 0x20 ? BreakScan.space : (byte == 0x0B || byte == 0x0C ? BreakScan.separator : BreakScan.other)
                kinds.append(kind)
                if kind == BreakScan.separator { hasSeparators = true }
                if opportunities {
                    let value = table[UInt32(byte)]
                    simple = simple && (simpleClasses >> UInt64(value)) & 1 != 0
                    breaks.append(value)
                }
                index = utf8.index(after: index)
            }
            offsets.append(index)
            if opportunities, simple {
                breaks.append(BreakScan.none)
                breaks[0] = BreakScan.none
                for i in stride(from: 1, to: kinds.count, by: 1) {
                    breaks[i] = kinds[i - 1] == BreakScan.space && kinds[i] != BreakScan.space
                        ? BreakScan.allowed : BreakScan.none
                }
            } else if opportunities {
                breaks.append(BreakScan.none)
                breaks.withUnsafeMutableBufferPointer { buffer in
                    BreakScan.markInPlace(buffer, count: kinds.count)
                }
            } else {
                breaks = [UInt8](repeating: BreakScan.none, count: kinds.count + 1)
            }
        } else {
            var values: [UInt8] = []
            var characterEnds: [Int] = []   // scalars up to the end of each character
            var scalars = 0
            for character in text {
                offsets.append(index)
                let characterScalars = character.unicodeScalars
                var kind = BreakScan.other
                if let first = characterScalars.first, characterScalars.count == 1 {
                    let lineClass = LineBreakRules.lineClass(table[first.value])
                    if first == " " {
                        kind = BreakScan.space
                    } else if lineClass == lineSeparator || lineClass == nextLine {
                        kind = BreakScan.separator
                        hasSeparators = true
                    }
                }
                kinds.append(kind)
                if opportunities {
                    for scalar in characterScalars { values.append(table[scalar.value]) }
                    scalars += characterScalars.count
                    characterEnds.append(scalars)
                }
                index = utf8.index(index, offsetBy: character.utf8.count)
            }
            offsets.append(index)
            let count = kinds.count
            breaks = [UInt8](repeating: BreakScan.none, count: count + 1)
            if opportunities {
                var character = 0
                breaks.withUnsafeMutableBufferPointer { marks in
                    values.withUnsafeBufferPointer { buffer in
                        LineBreakRules.breaks(buffer) { offset, kind in
                            // A break inside a grapheme cluster is no break.
                            while character < count, characterEnds[character] < offset { character += 1 }
                            guard character < count, characterEnds[character] == offset else { return }
                            marks[character + 1] = kind == .mandatory ? BreakScan.mandatory : BreakScan.allowed
                        }
                    }
                }
            }
        }
        let count = kinds.count
        for c in 0..<count where kinds[c] == BreakScan.separator { breaks[c + 1] = BreakScan.mandatory }
        if count > 0 { breaks[count] = BreakScan.mandatory }
    }

    /// Replaces the table values in `buffer[0..<count]` (one per scalar)
    /// by the break before each scalar, and sets `buffer[count]`.
    ///
    /// The rules read each value before they report a break at it and never
    /// look back, so the answers can overwrite the values as they come.
    private static func markInPlace(_ buffer: UnsafeMutableBufferPointer<UInt8>, count: Int) {
        guard count > 0, let base = buffer.baseAddress else { return }
        var cleared = 0   // slots below this hold answers, not values
        LineBreakRules.breaks(UnsafeBufferPointer(start: base, count: count)) { offset, kind in
            while cleared < offset { base[cleared] = BreakScan.none; cleared += 1 }
            base[offset] = kind == .mandatory ? BreakScan.mandatory : BreakScan.allowed
            cleared = offset + 1
        }
        while cleared <= count { base[cleared] = BreakScan.none; cleared += 1 }
    }
}
