extension FontCascade {
    /// The width of `text` when every scalar of it is a grapheme cluster
    /// of its own (`standsAlone`), measured in one pass: each scalar's face
    /// is chosen as `runs(in:)` chooses it, and each run of one face is the
    /// sum of its advances and kerning, as `FontFace.width(of:atSize:)`
    /// gives it. `nil` when some scalar may join a cluster (the caller then
    /// itemises by grapheme clusters).
    ///
    /// Each scalar's choice, glyph and advance come from the cascade's
    /// `WidthMemo` (taken out under the lock for the measurement, so two
    /// threads never share it; one that finds it taken uses a new one).
    ///
    /// - Complexity: O(scalars), no allocation once the memo exists: no
    ///   grapheme breaking, no substrings, one table probe per scalar and
    ///   one cascade look-up per scalar new to the memo.
    func singleScalarWidth(of text: Substring, atSize size: Double) -> Double? {
        let scalars = text.unicodeScalars
        for s in scalars where !FontCascade.standsAlone(s.value) { return nil }
        let taken = state.withLock { state -> WidthMemo? in
            defer { state.widthMemo = nil }
            return state.widthMemo
        }
        var memo = taken ?? WidthMemo()
        let width = memoizedWidth(of: scalars, atSize: size, memo: &memo)
        state.withLock { $0.widthMemo = memo }
        return width ?? directWidth(of: scalars, atSize: size)
    }

    /// `singleScalarWidth` without the memo (when it has no slot left):
    /// each scalar's choice asked of the cascade.
    ///
    /// - Complexity: O(scalars), one cascade look-up per scalar the
    ///   primary face lacks.
    private func directWidth(of scalars: Substring.UnicodeScalarView, atSize size: Double) -> Double {
        var total = 0.0
        var current: Choice?
        var pen = 0
        var previousGlyph: UInt16 = 0, hasPrevious = false
        for s in scalars {
            let choice = self.choice(base: s, marks: [], mode: 0, after: current)
            if let c = current, c.face !== choice.face || c.reason != choice.reason {
                total += Double(pen) * size / Double(c.face.unitsPerEm)
                pen = 0
                hasPrevious = false
            }
            current = choice
            let face = choice.face
            let g = face.cmap.glyph(for: s.value)
            if hasPrevious, !face.kerning.isEmpty { pen += face.kerning.kerning(previousGlyph, g) }
            pen += face.advance(of: g)
            previousGlyph = g
            hasPrevious = true
        }
        if let c = current { total += Double(pen) * size / Double(c.face.unitsPerEm) }
        return total
    }

    /// Whether `scalar` is always a grapheme cluster of its own when every
    /// scalar around it is one of these (UAX #29: none is Extend,
    /// SpacingMark, Prepend, ZWJ, a regional indicator or a Hangul jamo;
    /// carriage return, which joins a following line feed, is excluded):
    /// Latin-1 and the letters below U+0300, Greek and Cyrillic without
    /// combining marks, general punctuation and symbols, CJK punctuation,
    /// kana and ideographs, Hangul syllables, full-width forms and single
    /// emoji (without skin tones).
    @inline(__always)
    static func standsAlone(_ s: UInt32) -> Bool {
        if s < 0x0300 { return s != 0x0D }
        if s < 0x3000 {
            return (0x0370..<0x0483).contains(s) || (0x048A..<0x0530).contains(s)
                || (0x2010..<0x2028).contains(s) || (0x2030..<0x2060).contains(s)
                || (0x2070..<0x20D0).contains(s) || (0x2100..<0x2C00).contains(s)
        }
        if s < 0xA000 { return !(0x302A..<0x3030).contains(s) && !(0x3099..<0x309B).contains(s) }
        if s < 0xAC00 { return false }
        if s < 0xD7A4 { return true }
        if s < 0x1F300 { return (0xFF01..<0xFF9E).contains(s) }
        return (0x1F300..<0x1F3FB).contains(s) || (0x1F400..<0x1FB00).contains(s)
    }
}
