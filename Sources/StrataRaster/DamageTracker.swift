import Strata

/// Finds which pixels can differ between two display lists, so a host
/// redraws and sends only those.
///
/// Each command is compared together with the scopes in effect around it
/// (clips, transforms and layers). When both lists have the same commands
/// in number, they are compared pair by pair; otherwise the common
/// beginning and end are skipped and everything between counts as
/// changed. The damage is the pixel extent of every command that
/// differs, old and new: a drawing command's bounds moved by the
/// transforms in effect (their bounding box, grown by a pixel for
/// anti-aliasing, cut to the clips); a clip's rectangle (everything
/// inside it); a transform's or layer's whole content. A pixel outside all
/// of them is covered by the same commands in the same order in both
/// lists, so it cannot differ.
///
/// Rectangles that touch or overlap are merged; past `maximumRectangles`
/// the closest pairs are merged too.
public struct DamageTracker: Sendable {
    /// Pixels per point.
    public var scale: Double
    /// The most rectangles one comparison returns.
    public var maximumRectangles = 8

    /// The structure of the last two lists compared; the new one is kept
    /// for the next comparison, whose old list it usually is.
    private var old = Structure(), new = Structure()
    /// Scratch for lists of equal length: per scope command of the old
    /// list, whether it and every scope around it equal the new list's
    /// (1), or not (2).
    private var scopeSame: [UInt8] = []

    /// Creates a tracker for drawing at `scale` pixels per point.
    public init(scale: Double) { self.scale = scale }

    /// The rectangles of a canvas of `size` pixels that must be redrawn to
    /// turn `old`'s picture into `new`'s. Everything when the sizes differ.
    ///
    /// Only the commands that differ are measured. When `old` is the list
    /// given as `new` to the last call (its commands the same array, as a
    /// host passes the list it showed), its walk is not done again. The
    /// tracker keeps a reference to `new`'s commands until the next call,
    /// and none to `old`'s: a host that swaps two lists and makes each
    /// frame into the one not shown reuses its storage.
    ///
    /// - Complexity: O(commands) comparisons for lists of equal length
    ///   (each scope's chain compared once), O(commands × scope depth)
    ///   otherwise; one walk of `new` (and of `old` unless it was the last
    ///   call's `new`), plus the bounds of the commands that differ; no
    ///   allocation once the scratch arrays have grown to the lists' length
    ///   (the result and the list of differing commands aside).
    public mutating func damage(from old: DisplayList, to new: DisplayList, width: Int, height: Int) -> [PixelRect] {
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        if old.size != new.size { return all.isEmpty ? [] : [all] }
        if self.new.describes(old.commands, scale: scale, all: all) {
            swap(&self.old, &self.new)
        } else {
            self.old.build(old.commands, all: all, scale: scale)
        }
        self.new.build(new.commands, all: all, scale: scale)
        var rects: [PixelRect] = []
        old.commands.withUnsafeBufferPointer { a in
            new.commands.withUnsafeBufferPointer { b in
                if a.count == b.count {
                    // Pair by pair. A scope's chain (it and the scopes around
                    // it) is compared once, when the scope opens, and looked
                    // up by the commands inside: the scopes open before them.
                    var memo = Self.take(&scopeSame, filledWith: 0, count: a.count)
                    let scopesA = self.old.scopes, scopesB = self.new.scopes, ends = self.old.ends
                    let parentsA = self.old.parents, parentsB = self.new.parents
                    let kindsA = self.old.kinds, kindsB = self.new.kinds
                    var differing: [Int] = []
                    memo.withUnsafeMutableBufferPointer { memo in
                        for i in a.indices {
                            // (A scope's own `scopes` entry is the scope around it.)
                            let equal = Self.equal(a, i, kindsA[i], b, i, kindsB[i])
                                && Self.sameChain(a, scopesA[i], parentsA, kindsA, b, scopesB[i], parentsB, kindsB,
                                                  memo: memo)
                            if ends[i] >= 0 { memo[i] = equal ? 1 : 2 }
                            if !equal { differing.append(i) }
                        }
                    }
                    for i in differing {
                        add(self.old.extent(of: i), to: &rects)
                        add(self.new.extent(of: i), to: &rects)
                    }
                    scopeSame = memo
                } else {
                    var start = 0
                    while start < a.count && start < b.count && same(a, start, b, start) { start += 1 }
                    var endA = a.count, endB = b.count
                    while endA > start && endB > start && same(a, endA - 1, b, endB - 1) { endA -= 1; endB -= 1 }
                    for i in start..<endA { add(self.old.extent(of: i), to: &rects) }
                    for i in start..<endB { add(self.new.extent(of: i), to: &rects) }
                }
            }
        }
        // Let go of the old list: a host makes its next list in that
        // list's storage, which must then be its own to be reused in place
        // (kept, it was copied every frame and the old one freed command by
        // command). Only the new list's walk is kept for the next call.
        self.old.commands = []
        return rects.map { $0.intersection(all) }.filter { !$0.isEmpty }
    }

    /// Whether scope `ca` of `a` and scope `cb` of `b` (-1: none) are
    /// equal and lie in equal scopes: `memo` (`scopeSame`, when given) when
    /// they are the same index (a scope of `a` that has been opened), else
    /// command by command.
    @inline(__always)
    private static func sameChain(_ a: UnsafeBufferPointer<DisplayCommand>, _ ca: Int, _ parentsA: [Int], _ kindsA: [UInt8],
                                  _ b: UnsafeBufferPointer<DisplayCommand>, _ cb: Int, _ parentsB: [Int], _ kindsB: [UInt8],
                                  memo: UnsafeMutableBufferPointer<UInt8>?) -> Bool {
        if let memo, ca == cb, ca >= 0, memo[ca] != 0 { return memo[ca] == 1 }
        var ca = ca, cb = cb
        while ca >= 0 && cb >= 0 {
            if !equal(a, ca, kindsA[ca], b, cb, kindsB[cb]) { return false }
            ca = parentsA[ca]
            cb = parentsB[cb]
        }
        return ca < 0 && cb < 0
    }

    /// Whether command `i` of `a` and `j` of `b` are equal and drawn
    /// under equal scopes.
    private func same(_ a: UnsafeBufferPointer<DisplayCommand>, _ i: Int,
                      _ b: UnsafeBufferPointer<DisplayCommand>, _ j: Int) -> Bool {
        Self.equal(a, i, old.kinds[i], b, j, new.kinds[j])
            && Self.sameChain(a, old.scopes[i], old.parents, old.kinds, b, new.scopes[j], new.parents, new.kinds, memo: nil)
    }

    /// `array`, taken out of its place (left empty, so the caller's copy is
    /// the only one and is written in place) and refilled with `count`
    /// times `value` in its own storage.
    static func take<T>(_ array: inout [T], filledWith value: T, count: Int) -> [T] {
        var taken = array
        array = []
        taken.removeAll(keepingCapacity: true)
        taken.append(contentsOf: repeatElement(value, count: count))
        return taken
    }

    /// The whole pixels a rectangle in canvas pixels touches, grown by `grow`.
    static func pixelBounds(_ rect: Rect, grow: Int) -> PixelRect {
        let s = rect.standardized
        guard s.width.isFinite, s.height.isFinite, s.minX.isFinite, s.minY.isFinite else {
            return PixelRect(x: 0, y: 0, width: Int(Int32.max), height: Int(Int32.max))
        }
        let x0 = floorPixel(s.minX) - grow, y0 = floorPixel(s.minY) - grow
        let x1 = ceilPixel(s.maxX) + grow, y1 = ceilPixel(s.maxY) + grow
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `floor(v)` of a finite `v`, clamped to ±10⁹ (no C library call).
    @inline(__always)
    private static func floorPixel(_ v: Double) -> Int {
        let c = min(max(v, -1e9), 1e9), i = Int(c)
        return Double(i) > c ? i - 1 : i
    }

    /// `ceil(v)` of a finite `v`, clamped to ±10⁹ (no C library call).
    @inline(__always)
    private static func ceilPixel(_ v: Double) -> Int {
        let c = min(max(v, -1e9), 1e9), i = Int(c)
        return Double(i) < c ? i + 1 : i
    }

    /// Adds `r`, merging it with rectangles it touches, and keeps at most
    /// `maximumRectangles` by merging the pair whose union wastes least.
    private func add(_ r: PixelRect, to rects: inout [PixelRect]) {
        guard !r.isEmpty else { return }
        var merged = r
        var i = 0
        while i < rects.count {
            if Self.touches(rects[i], merged) {
                merged = merged.union(rects.remove(at: i))
                i = 0
            } else {
                i += 1
            }
        }
        rects.append(merged)
        while rects.count > max(1, maximumRectangles) {
            var best = (0, 1, Int.max)
            for p in 0..<rects.count {
                for q in p + 1..<rects.count {
                    let waste = rects[p].union(rects[q]).area - rects[p].area - rects[q].area
                    if waste < best.2 { best = (p, q, waste) }
                }
            }
            let u = rects[best.0].union(rects[best.1])
            rects.remove(at: best.1)
            rects[best.0] = u
        }
    }

    private static func touches(_ a: PixelRect, _ b: PixelRect) -> Bool {
        a.x <= b.maxX && b.x <= a.maxX && a.y <= b.maxY && b.y <= a.maxY
    }
}
