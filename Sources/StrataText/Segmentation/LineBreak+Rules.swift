/// The rules of UAX #14 (Unicode 15.0, LB2–LB31, with the tailoring of
/// numbers in its Example 7, as `LineBreakTest.txt` uses), run over the
/// table values of a text's scalars.
enum LineBreakRules {
    /// The Line_Break class of a table value.
    @inline(__always)
    static func lineClass(_ value: UInt8) -> UInt8 { value & 0x3F }

    @inline(__always)
    private static func bit(_ c: UInt8) -> UInt64 { 1 << UInt64(c) }

    @inline(__always)
    private static func has(_ mask: UInt64, _ c: UInt8) -> Bool { (mask >> UInt64(c)) & 1 != 0 }

    // Sets of classes the rules name, as bit masks.
    @inline(__always) private static var hardBreaks: UInt64 { bit(LineBreakClass.mandatoryBreak) | bit(LineBreakClass.carriageReturn) | bit(LineBreakClass.lineFeed) | bit(LineBreakClass.nextLine) }
    @inline(__always) private static var notBases: UInt64 { hardBreaks | bit(LineBreakClass.space) | bit(LineBreakClass.zeroWidthSpace) }
    @inline(__always) private static var marks: UInt64 { bit(LineBreakClass.combiningMark) | bit(LineBreakClass.zeroWidthJoiner) }
    @inline(__always) private static var beforeGlue: UInt64 { bit(LineBreakClass.space) | bit(LineBreakClass.breakAfter) | bit(LineBreakClass.hyphen) }
    @inline(__always) private static var lb13: UInt64 { bit(LineBreakClass.closePunctuation) | bit(LineBreakClass.closeParenthesis) | bit(LineBreakClass.exclamation) | bit(LineBreakClass.infixSeparator) | bit(LineBreakClass.symbolAllowingBreakAfter) }
    @inline(__always) private static var closing: UInt64 { bit(LineBreakClass.closePunctuation) | bit(LineBreakClass.closeParenthesis) }
    @inline(__always) private static var lb21: UInt64 { bit(LineBreakClass.breakAfter) | bit(LineBreakClass.hyphen) | bit(LineBreakClass.nonstarter) }
    @inline(__always) private static var hyphens: UInt64 { bit(LineBreakClass.hyphen) | bit(LineBreakClass.breakAfter) }
    @inline(__always) private static var letters: UInt64 { bit(LineBreakClass.alphabetic) | bit(LineBreakClass.hebrewLetter) }
    @inline(__always) private static var ideographs: UInt64 { bit(LineBreakClass.ideographic) | bit(LineBreakClass.emojiBase) | bit(LineBreakClass.emojiModifier) }
    @inline(__always) private static var affixes: UInt64 { bit(LineBreakClass.prefixNumeric) | bit(LineBreakClass.postfixNumeric) }
    @inline(__always) private static var openOrHyphen: UInt64 { bit(LineBreakClass.openPunctuation) | bit(LineBreakClass.hyphen) }
    @inline(__always) private static var numberParts: UInt64 { bit(LineBreakClass.numeric) | bit(LineBreakClass.symbolAllowingBreakAfter) | bit(LineBreakClass.infixSeparator) }
    @inline(__always) private static var numberEnds: UInt64 { numberParts | closing }
    @inline(__always) private static var hangul: UInt64 { bit(LineBreakClass.hangulL) | bit(LineBreakClass.hangulV) | bit(LineBreakClass.hangulT) | bit(LineBreakClass.hangulLV) | bit(LineBreakClass.hangulLVT) }
    /// The classes whose rules reach over spaces (LB14–LB17).
    @inline(__always) private static var beforeSpaces: UInt64 { bit(LineBreakClass.openPunctuation) | bit(LineBreakClass.quotation) | closing | bit(LineBreakClass.breakBoth) }
    @inline(__always) private static var lettersOrDigits: UInt64 { letters | bit(LineBreakClass.numeric) }

    /// Calls `report(i, kind)` for every break opportunity before scalar
    /// `i` of `values` (1 ≤ i ≤ count, in order; `count` always, as
    /// mandatory: LB3). Nothing for an empty text.
    ///
    /// - Complexity: O(count) time, O(1) memory; each scalar is looked at
    ///   a bounded number of times (the LB25 look-ahead skips marks only
    ///   once per opening or hyphen).
    static func breaks(_ values: UnsafeBufferPointer<UInt8>, _ report: (Int, LineBreakKind) -> Void) {
        let count = values.count
        guard count > 0 else { return }
        let al = LineBreakClass.alphabetic
        let sp = LineBreakClass.space
        let ri = LineBreakClass.regionalIndicator
        let nu = LineBreakClass.numeric
        let pairs = LineBreakRules.pairs, unknown = LineBreakRules.unknown
        // The state after scalar i - 1: the effective class (LB9, LB10) of
        // the unit it ends and that unit's base value; the raw class of the
        // scalar; the unit before; the last unit that is not a space; the
        // number of regional indicators in a row; the LB25 number state (1
        // in NU (NU|SY|IS)*, 2 after a closing of one).
        var first = lineClass(values[0])
        if has(marks, first) { first = al }
        var previous = first
        var previousValue = values[0]
        var previousRaw = lineClass(values[0])
        var beforePrevious: UInt8 = 0xFF
        var lastNonSpace = first == sp ? 0xFF : first
        var regionalRun = first == ri ? 1 : 0
        var number = first == nu ? 1 : 0
        var i = 1
        while i < count {
            let value = values[i]
            let raw = lineClass(value)
            let absorbed = has(marks, raw) && !has(notBases, previous)
            var kind: LineBreakKind? = nil
            if previousRaw == LineBreakClass.mandatoryBreak {
                kind = .mandatory                                               // LB4
            } else if previousRaw == LineBreakClass.carriageReturn {
                kind = raw == LineBreakClass.lineFeed ? nil : .mandatory // LB5
            } else if previousRaw == LineBreakClass.lineFeed || previousRaw == LineBreakClass.nextLine {
                kind = .mandatory                                               // LB5
            } else if has(hardBreaks, raw) || raw == sp || raw == LineBreakClass.zeroWidthSpace {
                kind = nil                                                      // LB6, LB7
            } else if lastNonSpace == LineBreakClass.zeroWidthSpace
                        && (previous == sp || previous == LineBreakClass.zeroWidthSpace) {
                kind = .allowed                                                 // LB8
            } else if previousRaw == LineBreakClass.zeroWidthJoiner || absorbed {
                kind = nil                                                      // LB8a, LB9
            } else {
                let current = has(marks, raw) ? al : raw                        // LB10
                let known = pairs[Int(previous) &<< 6 | Int(current)]
                let allowed = known != unknown && (previous != sp || !has(beforeSpaces, lastNonSpace)) ? known == 1
                    : pairBreaks(previous, current, value: value, previousValue: previousValue,
                                 beforePrevious: beforePrevious, lastNonSpace: lastNonSpace,
                                 regionalRun: regionalRun, number: number,
                                 nextIsNumber: { nextUnit(values, after: i) == nu })
                kind = allowed ? .allowed : nil
            }
            if let kind { report(i, kind) }
            previousRaw = raw
            if !absorbed {
                let current = has(marks, raw) ? al : raw
                if current == nu {
                    number = 1
                } else if number == 1, has(numberParts, current) {
                    number = 1
                } else if number == 1, has(closing, current) {
                    number = 2
                } else {
                    number = 0
                }
                regionalRun = current == ri ? (previous == ri ? regionalRun + 1 : 1) : 0
                beforePrevious = previous
                previous = current
                previousValue = value
                if current != sp { lastNonSpace = current }
            }
            i += 1
        }
        report(count, .mandatory)                                               // LB3
    }

    /// The value of `pairs` for a pair whose answer depends on more than
    /// its two classes.
    static let unknown: UInt8 = 2

    /// Rules LB11–LB31 for every pair of classes (`p << 6 | c`): 1 where a
    /// line may break between them, 0 where not, `unknown` where the answer
    /// depends on the state (`dependsOnState`).
    static let pairs: [UInt8] = {
        var table = [UInt8](repeating: unknown, count: 64 * 64)
        for p in UInt8(0)..<UInt8(LineBreakClass.count) {
            for c in UInt8(0)..<UInt8(LineBreakClass.count) where !dependsOnState(p, c) {
                // The state every other pair has: the last unit that is not
                // a space is `p` (or, after spaces, one that no rule reads
                // over spaces: `breaks` checks), no number, no look-ahead,
                // no flags.
                let lastNonSpace = p == LineBreakClass.space ? 0xFF : p
                let allowed = pairBreaks(p, c, value: c, previousValue: p, beforePrevious: 0xFF,
                                         lastNonSpace: lastNonSpace, regionalRun: 1, number: 0, nextIsNumber: { false })
                table[Int(p) << 6 | Int(c)] = allowed ? 1 : 0
            }
        }
        return table
    }()

    /// Whether `pairBreaks` of `p` then `c` may read more than the two
    /// classes (besides the unit before spaces, which `breaks` checks when
    /// `p` is a space): LB21a (the unit before `p`), LB25 (the number state, which
    /// is only set after NU, SY, IS, CL or CP, and its look-ahead), LB30
    /// (East Asian width), LB30a (the run of regional indicators) and
    /// LB30b (an unassigned pictograph).
    static func dependsOnState(_ p: UInt8, _ c: UInt8) -> Bool {
        has(hyphens, p)
            || has(affixes, p) && has(openOrHyphen, c)
            || has(numberEnds, p) && has(numberEnds | affixes, c)
            || c == LineBreakClass.openPunctuation || p == LineBreakClass.closeParenthesis
            || p == LineBreakClass.regionalIndicator && c == LineBreakClass.regionalIndicator
            || c == LineBreakClass.emojiModifier
    }

    /// The class of the first scalar after `index` that is not a mark.
    private static func nextUnit(_ values: UnsafeBufferPointer<UInt8>, after index: Int) -> UInt8 {
        var j = index + 1
        while j < values.count, has(marks, lineClass(values[j])) { j += 1 }
        return j < values.count ? lineClass(values[j]) : 0xFF
    }

    /// Rules LB11–LB31 between two units: whether a line may break between
    /// `p` (the unit before) and `c`.
    @inline(__always)
    private static func pairBreaks(_ p: UInt8, _ c: UInt8, value: UInt8, previousValue: UInt8,
                                   beforePrevious: UInt8, lastNonSpace: UInt8, regionalRun: Int,
                                   number: Int, nextIsNumber: () -> Bool) -> Bool {
        typealias L = LineBreakClass
        let wj = L.wordJoiner, gl = L.glue
        if c == wj || p == wj { return false }                                  // LB11
        if p == gl { return false }                                             // LB12
        if c == gl, !has(beforeGlue, p) { return false }                        // LB12a
        if has(lb13, c) { return false }                                        // LB13
        if lastNonSpace == L.openPunctuation { return false }          // LB14
        if lastNonSpace == L.quotation, c == L.openPunctuation { return false } // LB15
        if has(closing, lastNonSpace), c == L.nonstarter { return false } // LB16
        if lastNonSpace == L.breakBoth, c == L.breakBoth { return false } // LB17
        if p == L.space { return true }                                // LB18
        if c == L.quotation || p == L.quotation { return false } // LB19
        if c == L.contingentBreak || p == L.contingentBreak { return true } // LB20
        if has(lb21, c) || p == L.breakBefore { return false }         // LB21
        if has(hyphens, p), beforePrevious == L.hebrewLetter { return false } // LB21a
        if p == L.symbolAllowingBreakAfter, c == L.hebrewLetter { return false } // LB21b
        if c == L.inseparable { return false }                         // LB22
        let nu = L.numeric
        if has(letters, p) && c == nu || p == nu && has(letters, c) { return false } // LB23
        let pr = L.prefixNumeric, po = L.postfixNumeric
        if p == pr && has(ideographs, c) || has(ideographs, p) && c == po { return false } // LB23a
        if has(affixes, p) && has(letters, c) || has(letters, p) && has(affixes, c) { return false } // LB24
        if has(affixes, p) {                                                    // LB25
            if c == nu { return false }
            if has(openOrHyphen, c), nextIsNumber() { return false }
        }
        if has(openOrHyphen, p), c == nu { return false }
        if number == 1, has(numberEnds, c) { return false }
        if number != 0, has(affixes, c) { return false }
        let jl = L.hangulL, jv = L.hangulV, jt = L.hangulT
        let h2 = L.hangulLV, h3 = L.hangulLVT
        if p == jl, c == jl || c == jv || c == h2 || c == h3 { return false }   // LB26
        if p == jv || p == h2, c == jv || c == jt { return false }
        if p == jt || p == h3, c == jt { return false }
        if has(hangul, p) && c == po || p == pr && has(hangul, c) { return false } // LB27
        if has(letters, p), has(letters, c) { return false }                    // LB28
        if p == L.infixSeparator, has(letters, c) { return false }     // LB29
        let wide = LineBreakProperty.eastAsianWide
        if has(lettersOrDigits, p), c == L.openPunctuation, value & wide == 0 { return false } // LB30
        if p == L.closeParenthesis, previousValue & wide == 0, has(lettersOrDigits, c) { return false }
        let ri = L.regionalIndicator
        if p == ri, c == ri, regionalRun % 2 == 1 { return false }              // LB30a
        if c == L.emojiModifier,                                       // LB30b
           p == L.emojiBase || previousValue & LineBreakProperty.unassignedPictographic != 0 {
            return false
        }
        return true                                                             // LB31
    }
}
