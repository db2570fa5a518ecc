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
    /// For each character boundary 0...count, the break before it (empty
    /// when `breaksAfterSpacesOnly`; read it with `breakBefore(_:)`).
    var breaks: [UInt8] = []
    /// Whether the text is letters, digits and spaces only, so that a line
    /// may break exactly after each run of spaces (and must at the end).
    var breaksAfterSpacesOnly = false
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
        let ascii = utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
            ?? utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        if ascii {
            // Text of letters, digits and spaces only (classes AL, NU, SP)
            // breaks exactly after each run of spaces (LB7, LB18, LB23,
            // LB25, LB28): `breaksAfterSpacesOnly`, without the rules.
            // Other ASCII text runs the rules over the bytes' table values,
            // written into `breaks` and overwritten there by the answers.
            let simpleBytes = BreakScan.simpleASCII
            var simple = opportunities
            func scanBytes(_ bytes: some Sequence<UInt8>) {
                for byte in bytes {
                    offsets.append(index)
                    let kind = byte == 0x20 ? BreakScan.space
                        : (byte == 0x0B || byte == 0x0C ? BreakScan.separator : BreakScan.other)
                    kinds.append(kind)
                    if kind == BreakScan.separator { hasSeparators = true }
                    let mask = byte < 64 ? simpleBytes.lower : simpleBytes.upper
                    simple = simple && (mask >> UInt64(byte & 63)) & 1 != 0
                    index = utf8.index(after: index)
                }
            }
            if utf8.withContiguousStorageIfAvailable(scanBytes) == nil { scanBytes(utf8) }
            offsets.append(index)
            if !opportunities {
                breaks = [UInt8](repeating: BreakScan.none, count: kinds.count + 1)
            } else if simple {
                breaksAfterSpacesOnly = true
            } else {
                breaks.removeAll(keepingCapacity: true)
                for byte in utf8 { breaks.append(table[UInt32(byte)]) }
                breaks.append(BreakScan.none)
                breaks.withUnsafeMutableBufferPointer { buffer in
                    BreakScan.markInPlace(buffer, count: kinds.count)
                }
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
        guard !breaksAfterSpacesOnly else { return }
        let count = kinds.count
        for c in 0..<count where kinds[c] == BreakScan.separator { breaks[c + 1] = BreakScan.mandatory }
        if count > 0 { breaks[count] = BreakScan.mandatory }
    }

    /// The break before character `index` (0...count).
    @inline(__always)
    func breakBefore(_ index: Int) -> UInt8 {
        guard breaksAfterSpacesOnly else { return breaks[index] }
        if index == kinds.count { return BreakScan.mandatory }
        return index > 0 && kinds[index - 1] == BreakScan.space && kinds[index] != BreakScan.space
            ? BreakScan.allowed : BreakScan.none
    }

    /// The ASCII bytes of classes AL, NU and SP, as two masks (bytes
    /// 0–63, 64–127), from the Line_Break table.
    static let simpleASCII: (lower: UInt64, upper: UInt64) = {
        var lower: UInt64 = 0, upper: UInt64 = 0
        for byte in UInt32(0)..<128 {
            let lineClass = LineBreakRules.lineClass(LineBreakProperty.table[byte])
            guard lineClass == LineBreakClass.alphabetic || lineClass == LineBreakClass.numeric
                    || lineClass == LineBreakClass.space else { continue }
            if byte < 64 { lower |= 1 << UInt64(byte) } else { upper |= 1 << UInt64(byte - 64) }
        }
        return (lower, upper)
    }()

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
