/// The rules of UAX #14 (Unicode 15.0, LB2–LB31, with the tailoring of
/// numbers in its Example 7, as `LineBreakTest.txt` uses), run over the
/// table values of a text's scalars.
enum LineBreakRules {
    /// The Line_Break class of a table value.
    @inline(__always)
    static func lineClass(_ value: UInt8) -> UInt8 { value & 0x3F }

    @inline(__always)
    private static func bit(_ c: LineBreakClass) -> UInt64 { 1 << UInt64(c.rawValue) }

    @inline(__always)
    private static func has(_ mask: UInt64, _ c: UInt8) -> Bool { (mask >> UInt64(c)) & 1 != 0 }

    // Sets of classes the rules name, as bit masks.
    private static let hardBreaks = bit(.mandatoryBreak) | bit(.carriageReturn) | bit(.lineFeed) | bit(.nextLine)
    private static let notBases = hardBreaks | bit(.space) | bit(.zeroWidthSpace)
    private static let marks = bit(.combiningMark) | bit(.zeroWidthJoiner)
    private static let beforeGlue = bit(.space) | bit(.breakAfter) | bit(.hyphen)
    private static let lb13 = bit(.closePunctuation) | bit(.closeParenthesis) | bit(.exclamation)
        | bit(.infixSeparator) | bit(.symbolAllowingBreakAfter)
    private static let closing = bit(.closePunctuation) | bit(.closeParenthesis)
    private static let lb21 = bit(.breakAfter) | bit(.hyphen) | bit(.nonstarter)
    private static let hyphens = bit(.hyphen) | bit(.breakAfter)
    private static let letters = bit(.alphabetic) | bit(.hebrewLetter)
    private static let ideographs = bit(.ideographic) | bit(.emojiBase) | bit(.emojiModifier)
    private static let affixes = bit(.prefixNumeric) | bit(.postfixNumeric)
    private static let openOrHyphen = bit(.openPunctuation) | bit(.hyphen)
    private static let numberParts = bit(.numeric) | bit(.symbolAllowingBreakAfter) | bit(.infixSeparator)
    private static let numberEnds = numberParts | closing
    private static let hangul = bit(.hangulL) | bit(.hangulV) | bit(.hangulT) | bit(.hangulLV) | bit(.hangulLVT)
    private static let lettersOrDigits = letters | bit(.numeric)

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
        let al = LineBreakClass.alphabetic.rawValue
        let sp = LineBreakClass.space.rawValue
        let ri = LineBreakClass.regionalIndicator.rawValue
        let nu = LineBreakClass.numeric.rawValue
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
            if previousRaw == LineBreakClass.mandatoryBreak.rawValue {
                kind = .mandatory                                               // LB4
            } else if previousRaw == LineBreakClass.carriageReturn.rawValue {
                kind = raw == LineBreakClass.lineFeed.rawValue ? nil : .mandatory // LB5
            } else if previousRaw == LineBreakClass.lineFeed.rawValue || previousRaw == LineBreakClass.nextLine.rawValue {
                kind = .mandatory                                               // LB5
            } else if has(hardBreaks, raw) || raw == sp || raw == LineBreakClass.zeroWidthSpace.rawValue {
                kind = nil                                                      // LB6, LB7
            } else if lastNonSpace == LineBreakClass.zeroWidthSpace.rawValue
                        && (previous == sp || previous == LineBreakClass.zeroWidthSpace.rawValue) {
                kind = .allowed                                                 // LB8
            } else if previousRaw == LineBreakClass.zeroWidthJoiner.rawValue || absorbed {
                kind = nil                                                      // LB8a, LB9
            } else {
                let current = has(marks, raw) ? al : raw                        // LB10
                kind = pairBreaks(previous, current, value: value, previousValue: previousValue,
                                  beforePrevious: beforePrevious, lastNonSpace: lastNonSpace,
                                  regionalRun: regionalRun, number: number,
                                  nextIsNumber: { nextUnit(values, after: i) == nu }) ? .allowed : nil
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
        let wj = L.wordJoiner.rawValue, gl = L.glue.rawValue
        if c == wj || p == wj { return false }                                  // LB11
        if p == gl { return false }                                             // LB12
        if c == gl, !has(beforeGlue, p) { return false }                        // LB12a
        if has(lb13, c) { return false }                                        // LB13
        if lastNonSpace == L.openPunctuation.rawValue { return false }          // LB14
        if lastNonSpace == L.quotation.rawValue, c == L.openPunctuation.rawValue { return false } // LB15
        if has(closing, lastNonSpace), c == L.nonstarter.rawValue { return false } // LB16
        if lastNonSpace == L.breakBoth.rawValue, c == L.breakBoth.rawValue { return false } // LB17
        if p == L.space.rawValue { return true }                                // LB18
        if c == L.quotation.rawValue || p == L.quotation.rawValue { return false } // LB19
        if c == L.contingentBreak.rawValue || p == L.contingentBreak.rawValue { return true } // LB20
        if has(lb21, c) || p == L.breakBefore.rawValue { return false }         // LB21
        if has(hyphens, p), beforePrevious == L.hebrewLetter.rawValue { return false } // LB21a
        if p == L.symbolAllowingBreakAfter.rawValue, c == L.hebrewLetter.rawValue { return false } // LB21b
        if c == L.inseparable.rawValue { return false }                         // LB22
        let nu = L.numeric.rawValue
        if has(letters, p) && c == nu || p == nu && has(letters, c) { return false } // LB23
        let pr = L.prefixNumeric.rawValue, po = L.postfixNumeric.rawValue
        if p == pr && has(ideographs, c) || has(ideographs, p) && c == po { return false } // LB23a
        if has(affixes, p) && has(letters, c) || has(letters, p) && has(affixes, c) { return false } // LB24
        if has(affixes, p) {                                                    // LB25
            if c == nu { return false }
            if has(openOrHyphen, c), nextIsNumber() { return false }
        }
        if has(openOrHyphen, p), c == nu { return false }
        if number == 1, has(numberEnds, c) { return false }
        if number != 0, has(affixes, c) { return false }
        let jl = L.hangulL.rawValue, jv = L.hangulV.rawValue, jt = L.hangulT.rawValue
        let h2 = L.hangulLV.rawValue, h3 = L.hangulLVT.rawValue
        if p == jl, c == jl || c == jv || c == h2 || c == h3 { return false }   // LB26
        if p == jv || p == h2, c == jv || c == jt { return false }
        if p == jt || p == h3, c == jt { return false }
        if has(hangul, p) && c == po || p == pr && has(hangul, c) { return false } // LB27
        if has(letters, p), has(letters, c) { return false }                    // LB28
        if p == L.infixSeparator.rawValue, has(letters, c) { return false }     // LB29
        let wide = LineBreakProperty.eastAsianWide
        if has(lettersOrDigits, p), c == L.openPunctuation.rawValue, value & wide == 0 { return false } // LB30
        if p == L.closeParenthesis.rawValue, previousValue & wide == 0, has(lettersOrDigits, c) { return false }
        let ri = L.regionalIndicator.rawValue
        if p == ri, c == ri, regionalRun % 2 == 1 { return false }              // LB30a
        if c == L.emojiModifier.rawValue,                                       // LB30b
           p == L.emojiBase.rawValue || previousValue & LineBreakProperty.unassignedPictographic != 0 {
            return false
        }
        return true                                                             // LB31
    }
}
