extension FontCascade {
    /// What `singleScalarWidth` keeps between calls: for each scalar
    /// measured, the choice `choice(base:marks:mode:after:)` makes for it
    /// without a previous cluster, as a small slot number, with its glyph
    /// and advance in that face; and for a Common or Inherited scalar after
    /// a fallback face (which stays in that face's run when the face has
    /// it), whether it stays, with its glyph and advance there.
    ///
    /// A direct-mapped table of `capacity` entries (a new scalar replaces
    /// the one in its place) and at most `maxSlots` distinct choices, each
    /// a face and a reason, so two scalars share a slot exactly when their
    /// choices have the same face (by identity) and equal reasons — when
    /// `forEachRun(in:)` keeps them in one run.
    struct WidthMemo {
        /// The entries in the table.
        static let capacity = 2048
        /// The most distinct choices kept.
        static let maxSlots = 255
        /// The key of an empty entry (no scalar's key reaches it).
        static let emptyKey = UInt32.max
        /// Flag of a scalar whose script is Common or Inherited.
        static let commonFlag: UInt64 = 1 << 56
        /// Flag of a Common or Inherited scalar the previous face has.
        static let staysFlag: UInt64 = 1 << 57

        /// The scalar of each entry, plus `(slot + 1) << 21` for a scalar
        /// after the face of `slot`; `emptyKey` when empty.
        var keys = [UInt32](repeating: WidthMemo.emptyKey, count: WidthMemo.capacity)
        /// Each entry: advance (low 32 bits), glyph (bits 32–47), slot
        /// (bits 48–55) and the flags.
        var values = [UInt64](repeating: 0, count: WidthMemo.capacity)
        /// The distinct choices, by slot.
        var slots: [Choice] = []

        /// The place of `key` in the table (multiplicative hashing).
        @inline(__always)
        static func place(of key: UInt32) -> Int { Int((key &* 0x9E37_79B1) >> 21) & (capacity - 1) }

        /// The slot of `choice`, a new one when no slot has its face and
        /// reason; nil when every slot is taken.
        ///
        /// - Complexity: O(slots).
        mutating func slot(of choice: Choice) -> Int? {
            for (i, kept) in slots.enumerated() where kept.face === choice.face && kept.reason == choice.reason {
                return i
            }
            guard slots.count < WidthMemo.maxSlots else { return nil }
            slots.append(choice)
            return slots.count - 1
        }

        /// An entry's value.
        @inline(__always)
        static func value(advance: Int, glyph: UInt16, slot: Int, flags: UInt64) -> UInt64 {
            UInt64(UInt32(truncatingIfNeeded: advance)) | UInt64(glyph) << 32 | UInt64(UInt8(truncatingIfNeeded: slot)) << 48
                | flags
        }
    }

    /// `singleScalarWidth`'s measurement with the memo: the same runs,
    /// glyphs, advances and kerning, summed in the same order, so the same
    /// `Double`. Nil when the memo has no slot left for a new choice.
    ///
    /// - Complexity: O(scalars); a scalar in the memo costs a table probe,
    ///   one new to it a cascade look-up.
    func memoizedWidth(of scalars: Substring.UnicodeScalarView, atSize size: Double,
                       memo: inout WidthMemo) -> Double? {
        var total = 0.0
        var slot = -1
        var face = primary
        var kerning = primary.kerning
        var isFallback = false, hasKerning = false
        var pen = 0
        var previousGlyph: UInt16 = 0, hasPrevious = false
        for s in scalars {
            let v = s.value
            var place = WidthMemo.place(of: v)
            var value: UInt64
            if memo.keys[place] == v {
                value = memo.values[place]
            } else {
                let made = choice(base: s, marks: [], mode: 0, after: nil)
                guard let madeSlot = memo.slot(of: made) else { return nil }
                let script = ScriptProperty.value(of: v)
                let common = script == ScriptProperty.common || script == ScriptProperty.inherited
                let g = made.face.cmap.glyph(for: v)
                value = WidthMemo.value(advance: made.face.advance(of: g), glyph: g, slot: madeSlot,
                                        flags: common ? WidthMemo.commonFlag : 0)
                memo.keys[place] = v
                memo.values[place] = value
            }
            // Common or Inherited after a fallback face: that face's run
            // keeps it when the face has it.
            if isFallback, value & WidthMemo.commonFlag != 0 {
                let key = v | UInt32(slot + 1) << 21
                place = WidthMemo.place(of: key)
                var stays: UInt64
                if memo.keys[place] == key {
                    stays = memo.values[place]
                } else {
                    let g = face.cmap.glyph(for: v)
                    stays = g == 0 ? 0 : WidthMemo.value(advance: face.advance(of: g), glyph: g, slot: slot,
                                                         flags: WidthMemo.staysFlag)
                    memo.keys[place] = key
                    memo.values[place] = stays
                }
                if stays & WidthMemo.staysFlag != 0 { value = stays }
            }
            let newSlot = Int(truncatingIfNeeded: (value >> 48) & 0xFF)
            if newSlot != slot {
                if slot >= 0 { total += Double(pen) * size / Double(face.unitsPerEm) }
                pen = 0
                hasPrevious = false
                slot = newSlot
                face = memo.slots[slot].face
                isFallback = face !== primary
                kerning = face.kerning
                hasKerning = !kerning.isEmpty
            }
            let glyph = UInt16(truncatingIfNeeded: value >> 32)
            if hasPrevious, hasKerning { pen += kerning.kerning(previousGlyph, glyph) }
            pen += Int(UInt32(truncatingIfNeeded: value))
            previousGlyph = glyph
            hasPrevious = true
        }
        if slot >= 0 { total += Double(pen) * size / Double(face.unitsPerEm) }
        return total
    }
}
