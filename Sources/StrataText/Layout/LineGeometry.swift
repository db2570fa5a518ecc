/// Where each character (grapheme cluster) of one shaped line lies: the
/// caret and selection geometry text editing uses on mixed-direction
/// lines (Docs/Text.md, "Editing mixed text").
///
/// Built from the line's runs in visual order (`LineShaper.shape`). A
/// shaping cluster's glyphs span from the pen before its first glyph to
/// the pen after its last; a cluster of several characters (a ligature,
/// a lam-alef) is divided at the ligature glyph's `GDEF` caret positions
/// when the font lists one fewer than its characters, else evenly. A
/// character without a glyph takes a zero-width place at the trailing
/// edge of the character before it (else the leading edge of the one
/// after it).
///
/// Offsets are characters from the line's start (`0...count`). A caret
/// at offset `o` is *upstream* at the trailing edge of character `o - 1`
/// (what typing continues) or *downstream* at the leading edge of
/// character `o`; the two differ only where a direction changes.
package struct LineGeometry: Sendable, Equatable {
    /// Each character's left edge, in points from the line's left end (logical order).
    package private(set) var lefts: [Double] = []
    /// Each character's right edge.
    package private(set) var rights: [Double] = []
    /// Whether each character lies in a right-to-left run.
    package private(set) var rightToLeft: [Bool] = []
    /// The index (in visual order) of each character's run.
    package private(set) var runs: [Int] = []
    /// The line's width: the sum of its runs' advances.
    package private(set) var width = 0.0

    /// The number of characters.
    package var count: Int { lefts.count }

    /// The geometry of `line` drawn as `runs` (its shaped runs, in visual
    /// order) at `fontSize` points.
    ///
    /// - Complexity: O(glyphs log glyphs + characters).
    package init(line: Substring, runs shaped: [ShapedRun], fontSize: Double) {
        var charOfScalar: [Int] = []
        var characters = 0
        for character in line {
            for _ in character.unicodeScalars { charOfScalar.append(characters) }
            characters += 1
        }
        lefts = [Double](repeating: 0, count: characters)
        rights = lefts
        rightToLeft = [Bool](repeating: false, count: characters)
        runs = [Int](repeating: -1, count: characters)
        var placed = [Bool](repeating: false, count: characters)
        var runX = 0.0
        for (runIndex, run) in shaped.enumerated() {
            let k = fontSize / Double(max(run.face.unitsPerEm, 1))
            let rtl = run.level & 1 == 1
            let scalarCount = run.text.unicodeScalars.count
            // Clusters as met left to right: their scalar, pen span and glyphs.
            var clusters: [(cluster: Int, low: Int, high: Int, glyphs: Int, glyph: UInt32)] = []
            var pen = 0
            for g in run.glyphs {
                if let last = clusters.last, last.cluster == g.cluster {
                    clusters[clusters.count - 1].high = pen + g.xAdvance
                    clusters[clusters.count - 1].glyphs += 1
                } else {
                    clusters.append((g.cluster, pen, pen + g.xAdvance, 1, g.glyph))
                }
                pen += g.xAdvance
            }
            clusters.sort { $0.cluster < $1.cluster || ($0.cluster == $1.cluster && $0.low < $1.low) }
            for (i, c) in clusters.enumerated() {
                var next = scalarCount
                for j in (i + 1)..<max(clusters.count, i + 1) where clusters[j].cluster > c.cluster {
                    next = clusters[j].cluster
                    break
                }
                let firstScalar = run.start + c.cluster, lastScalar = run.start + max(next, c.cluster + 1) - 1
                guard c.cluster >= 0, firstScalar < charOfScalar.count else { continue }
                let first = charOfScalar[firstScalar]
                let last = charOfScalar[min(lastScalar, charOfScalar.count - 1)]
                let m = last - first + 1
                // Boundaries left to right, in font units from the run's left end.
                var bounds: [Double] = []
                if m > 1, c.glyphs == 1 {
                    let carets = run.face.ligatureCarets(of: c.glyph).sorted()
                    if carets.count == m - 1, carets.allSatisfy({ $0 > 0 && c.low + $0 < c.high }) {
                        bounds = [Double(c.low)] + carets.map { Double(c.low + $0) } + [Double(c.high)]
                    }
                }
                if bounds.isEmpty {
                    let step = Double(c.high - c.low) / Double(m)
                    bounds = (0...m).map { Double(c.low) + Double($0) * step }
                }
                for n in 0..<m {
                    let piece = rtl ? m - 1 - n : n
                    let left = runX + bounds[piece] * k, right = runX + bounds[piece + 1] * k
                    let ch = first + n
                    if placed[ch] {
                        lefts[ch] = min(lefts[ch], left)
                        rights[ch] = max(rights[ch], right)
                    } else {
                        lefts[ch] = left
                        rights[ch] = right
                        placed[ch] = true
                    }
                    rightToLeft[ch] = rtl
                    runs[ch] = runIndex
                }
            }
            // A character of the run without a glyph (a hidden control).
            if scalarCount > 0, run.start < charOfScalar.count {
                let endScalar = min(run.start + scalarCount, charOfScalar.count)
                for s in run.start..<endScalar where runs[charOfScalar[s]] < 0 {
                    rightToLeft[charOfScalar[s]] = rtl
                    runs[charOfScalar[s]] = runIndex
                }
            }
            runX += Double(pen) * k
        }
        width = runX
        // Characters without glyphs: a zero-width place beside a neighbour.
        for ch in 0..<characters where !placed[ch] {
            var x = 0.0
            if ch > 0, placed[ch - 1] {
                x = trailingEdge(ch - 1)
            } else if let after = (ch + 1..<characters).first(where: { placed[$0] }) {
                x = leadingEdge(after)
            }
            lefts[ch] = x
            rights[ch] = x
            placed[ch] = true
            if runs[ch] < 0 {
                runs[ch] = ch > 0 ? runs[ch - 1] : 0
                rightToLeft[ch] = ch > 0 ? rightToLeft[ch - 1] : false
            }
        }
    }

    /// Character `index`'s leading edge: its left in left-to-right text, its right in right-to-left.
    package func leadingEdge(_ index: Int) -> Double { rightToLeft[index] ? rights[index] : lefts[index] }

    /// Character `index`'s trailing edge.
    package func trailingEdge(_ index: Int) -> Double { rightToLeft[index] ? lefts[index] : rights[index] }

    /// The caret's x at `offset` (clamped to `0...count`): upstream at the
    /// trailing edge of the character before it, downstream at the leading
    /// edge of the character at it; at the line's ends the only edge there
    /// is; 0 on an empty line.
    package func caretX(_ offset: Int, upstream: Bool) -> Double {
        let o = min(max(offset, 0), count)
        if count == 0 { return 0 }
        if o > 0, upstream || o == count { return trailingEdge(o - 1) }
        return leadingEdge(o)
    }

    /// One place the caret can stand: its x, offset and affinity.
    package struct Stop: Sendable, Equatable {
        /// The x, in points from the line's left end.
        package var x: Double
        /// The offset, in characters from the line's start.
        package var offset: Int
        /// Whether it is the trailing edge of the character before `offset`.
        package var upstream: Bool
    }

    /// Every caret place of the line, left to right: each character's
    /// leading and trailing edge. Places at the same x keep their runs'
    /// visual order (then offsets in their run's direction).
    ///
    /// - Complexity: O(characters log characters).
    package var stops: [Stop] {
        var all: [(stop: Stop, run: Int, order: Int)] = []
        all.reserveCapacity(2 * count)
        for ch in 0..<count {
            let order = rightToLeft[ch] ? -1 : 1
            all.append((Stop(x: leadingEdge(ch), offset: ch, upstream: false), runs[ch], order * (2 * ch)))
            all.append((Stop(x: trailingEdge(ch), offset: ch + 1, upstream: true), runs[ch], order * (2 * ch + 1)))
        }
        all.sort { a, b in
            if a.stop.x != b.stop.x { return a.stop.x < b.stop.x }
            if a.run != b.run { return a.run < b.run }
            return a.order < b.order
        }
        return all.map(\.stop)
    }

    /// The caret place one step right (or left) of `offset` with its
    /// affinity: the first place right of it (the last left of it), or
    /// `nil` at the line's visual end.
    ///
    /// - Complexity: O(characters log characters).
    package func neighbor(of offset: Int, upstream: Bool, right: Bool) -> Stop? {
        let x = caretX(offset, upstream: upstream)
        let all = stops
        return right ? all.first { $0.x > x + 1e-9 } : all.last { $0.x < x - 1e-9 }
    }

    /// The caret place nearest `x` (the first of equally near ones);
    /// `nil` on an empty line.
    package func nearest(to x: Double) -> Stop? {
        var best: Stop?
        for stop in stops {
            if let found = best, abs(found.x - x) <= abs(stop.x - x) { continue }
            best = stop
        }
        return best
    }

    /// The spans (left, right) covering the characters of `range` (clamped
    /// to the line), left to right, touching spans merged: one or more
    /// rectangles of a selection on a mixed line.
    ///
    /// - Complexity: O(k log k) for k characters in `range`.
    package func spans(of range: Range<Int>) -> [(left: Double, right: Double)] {
        let low = min(max(range.lowerBound, 0), count), high = min(max(range.upperBound, low), count)
        var pieces: [(left: Double, right: Double)] = []
        for ch in low..<high where rights[ch] > lefts[ch] { pieces.append((lefts[ch], rights[ch])) }
        pieces.sort { a, b in a.left != b.left ? a.left < b.left : a.right < b.right }
        var merged: [(left: Double, right: Double)] = []
        for piece in pieces {
            if let last = merged.last, piece.left <= last.right + 1e-9 {
                merged[merged.count - 1].right = max(last.right, piece.right)
            } else {
                merged.append(piece)
            }
        }
        return merged
    }
}
