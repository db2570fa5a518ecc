extension FontCascade {
    /// `text` itemised into runs of one face each, in logical order. A run
    /// never splits a grapheme cluster: a base and its marks stay with the
    /// base's face when it has them all, else the cluster moves to the
    /// first face of the cascade that has them all (the base's face when
    /// none does). U+FE0F asks the emoji cascade first, U+FE0E the text
    /// faces; without either, characters whose default presentation is
    /// emoji (Emoji_Presentation in emoji-data.txt) ask the emoji cascade
    /// first; joiners, variation selectors and tags are not looked up.
    /// Spaces and punctuation (script Common or Inherited) stay in the run
    /// before them when its face has them. Neighbouring clusters of one
    /// face, chosen for the same reason, form one run.
    ///
    /// - Complexity: O(characters); each new character is looked up once
    ///   in the cascade, then answered from the cascade's index.
    public func runs(in text: Substring) -> [FontRun] {
        var runs: [FontRun] = []
        forEachRun(in: text) { range, face, reason in runs.append(FontRun(range: range, face: face, reason: reason)) }
        return runs
    }

    /// `text` itemised into runs of one face each (`runs(in:)` of a `Substring`).
    public func runs(in text: String) -> [FontRun] { runs(in: text[...]) }

    /// Calls `body` with each run of `text`: its range, face and reason.
    func forEachRun(in text: Substring, _ body: (Range<String.Index>, FontFace, FallbackReason) -> Void) {
        var runStart = text.startIndex
        var current: Choice?
        var i = text.startIndex
        while i < text.endIndex {
            let next = text.index(after: i)
            let choice = self.choice(for: text[i..<next].unicodeScalars, after: current)
            if let c = current {
                if c.face !== choice.face || c.reason != choice.reason {
                    body(runStart..<i, c.face, c.reason)
                    runStart = i
                    current = choice
                }
            } else {
                current = choice
            }
            i = next
        }
        if let c = current { body(runStart..<text.endIndex, c.face, c.reason) }
    }

    /// Whether fallback skips `scalar` when it asks which face has a
    /// cluster: joiners, variation selectors, tags.
    @inline(__always)
    static func isIgnorable(_ s: UInt32) -> Bool {
        s == 0x200C || s == 0x200D || (0xFE00...0xFE0F).contains(s) || (0xE0000...0xE0FFF).contains(s)
    }

    /// The face of one grapheme cluster, after a cluster drawn as `previous`.
    func choice(for cluster: Substring.UnicodeScalarView, after previous: Choice?) -> Choice {
        var scalars = cluster.makeIterator()
        guard let first = scalars.next() else { return Choice(face: primary, reason: .ownFace) }
        var marks: [UInt32] = []
        var mode: UInt32 = 0
        while let s = scalars.next() {
            if s.value == 0xFE0F { mode = FontCascade.emojiBit } else if s.value == 0xFE0E { mode = FontCascade.textBit }
            if !FontCascade.isIgnorable(s.value) { marks.append(s.value) }
        }
        return choice(base: first, marks: marks, mode: mode, after: previous)
    }

    /// The face of a cluster of `base` and `marks` (without joiners,
    /// selectors and tags), with presentation `mode` (`emojiBit`,
    /// `textBit` or 0), after a cluster drawn as `previous`.
    @inline(__always)
    func choice(base first: Unicode.Scalar, marks: [UInt32], mode: UInt32, after previous: Choice?) -> Choice {
        let base = first.value
        var mode = mode
        let script = ScriptProperty.value(of: base)
        // Default presentation (emoji-data.txt): Emoji_Presentation characters
        // ask the emoji cascade first, as if U+FE0F followed them.
        // A face with colour glyphs of its own keeps them.
        if mode == 0, script == ScriptProperty.emoji, !primary.hasColorGlyphs { mode = FontCascade.emojiBit }
        if let previous, previous.face !== primary, mode == 0,
           script == ScriptProperty.common || script == ScriptProperty.inherited,
           previous.face.glyph(for: first) != 0, marks.allSatisfy({ previous.face.cmap.glyph(for: $0) != 0 }) {
            return previous
        }
        if marks.isEmpty {
            if mode == 0, primary.cmap.glyph(for: base) != 0 { return Choice(face: primary, reason: .ownFace) }
            let key = base | mode
            if let known = state.withLock({ $0.choices[key] }) { return known }
            let made = find([base], script: script, mode: mode)
            state.withLock { $0.choices[key] = made }
            return made
        }
        return find([base] + marks, script: script, mode: mode)
    }

    /// Searches the cascade for a face with every one of `scalars`, else
    /// for one with the first.
    func find(_ scalars: [UInt32], script: UInt8, mode: UInt32) -> Choice {
        var cascadeScript = script
        if mode == FontCascade.emojiBit { cascadeScript = ScriptProperty.emoji }
        if mode == FontCascade.textBit, script == ScriptProperty.emoji { cascadeScript = ScriptProperty.symbols }
        let user = userFaces()
        let system = systemFaces(cascadeScript)
        let emojiFirst = mode == FontCascade.emojiBit
        for needed in [scalars, [scalars[0]]] {
            if emojiFirst, let c = first(system, needed, { .systemCascade(script: "Emoji", family: $0) }) { return c }
            if needed.allSatisfy({ primary.cmap.glyph(for: $0) != 0 }) { return Choice(face: primary, reason: .ownFace) }
            if let c = first(user, needed, { .userCascade(family: $0) }) { return c }
            let name = ScriptProperty.name(of: cascadeScript)
            if let c = first(system, needed, { .systemCascade(script: name, family: $0) }) { return c }
            if let i = library.anyFace(covering: scalars[0]), library.covers(face: i, all: needed),
               let face = try? library.face(for: library.faces[i]) {
                return Choice(face: face, reason: .anyFace(family: library.faces[i].family))
            }
        }
        return Choice(face: primary, reason: .none)
    }

    /// The first of `faces` that has every one of `scalars` and can be read.
    private func first(_ faces: [(index: Int, family: String)], _ scalars: [UInt32],
                       _ reason: (String) -> FallbackReason) -> Choice? {
        for (index, family) in faces where library.covers(face: index, all: scalars) {
            if let face = try? library.face(for: library.faces[index]) { return Choice(face: face, reason: reason(family)) }
        }
        return nil
    }

    /// The library's faces of `fallbackFamilies` (installed ones only).
    private func userFaces() -> [(index: Int, family: String)] {
        if let known = state.withLock({ $0.userFaces }) { return known }
        let made = resolve(fallbackFamilies)
        state.withLock { $0.userFaces = made }
        return made
    }

    /// The library's faces of the system cascade for `script`.
    private func systemFaces(_ script: UInt8) -> [(index: Int, family: String)] {
        if let known = state.withLock({ $0.scriptFaces[script] }) { return known }
        let made = resolve(FontFallback.systemFamilies(forScript: ScriptProperty.name(of: script), languages: languages))
        state.withLock { $0.scriptFaces[script] = made }
        return made
    }

    /// The installed faces of `families` closest to the primary's weight and slant.
    private func resolve(_ families: [String]) -> [(index: Int, family: String)] {
        var result: [(index: Int, family: String)] = []
        for family in families {
            if let i = library.fallbackFace(family: family, weight: primary.weightClass, italic: primary.isItalic),
               !result.contains(where: { $0.index == i }) {
                result.append((i, family))
            }
        }
        return result
    }
}
