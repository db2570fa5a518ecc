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

    /// Per command of a list: its scope (index of the innermost scope
    /// command in effect, or -1), the scope each scope lies in, and the
    /// pixels the command can touch.
    private var oldScopes: [Int] = [], newScopes: [Int] = []
    private var oldParents: [Int] = [], newParents: [Int] = []
    private var oldExtents: [PixelRect] = [], newExtents: [PixelRect] = []

    /// Creates a tracker for drawing at `scale` pixels per point.
    public init(scale: Double) { self.scale = scale }

    /// The rectangles of a canvas of `size` pixels that must be redrawn to
    /// turn `old`'s picture into `new`'s. Everything when the sizes differ.
    ///
    /// - Complexity: O(commands × scope depth); no allocation once the
    ///   scratch arrays have grown to the lists' length (the result aside).
    public mutating func damage(from old: DisplayList, to new: DisplayList, width: Int, height: Int) -> [PixelRect] {
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        if old.size != new.size { return all.isEmpty ? [] : [all] }
        Self.structure(old.commands, all: all, scale: scale, scopes: &oldScopes, parents: &oldParents,
                       extents: &oldExtents)
        Self.structure(new.commands, all: all, scale: scale, scopes: &newScopes, parents: &newParents,
                       extents: &newExtents)
        var rects: [PixelRect] = []
        let a = old.commands, b = new.commands
        if a.count == b.count {
            for i in a.indices where !same(a, i, b, i) {
                add(oldExtents[i], to: &rects)
                add(newExtents[i], to: &rects)
            }
        } else {
            var start = 0
            while start < a.count && start < b.count && same(a, start, b, start) { start += 1 }
            var endA = a.count, endB = b.count
            while endA > start && endB > start && same(a, endA - 1, b, endB - 1) { endA -= 1; endB -= 1 }
            for i in start..<endA { add(oldExtents[i], to: &rects) }
            for i in start..<endB { add(newExtents[i], to: &rects) }
        }
        return rects.map { $0.intersection(all) }.filter { !$0.isEmpty }
    }

    /// Whether command `i` of `a` and `j` of `b` are equal and drawn
    /// under equal scopes.
    private func same(_ a: [DisplayCommand], _ i: Int, _ b: [DisplayCommand], _ j: Int) -> Bool {
        guard a[i] == b[j] else { return false }
        var ca = oldScopes[i], cb = newScopes[j]
        while ca >= 0 && cb >= 0 {
            if a[ca] != b[cb] { return false }
            ca = oldParents[ca]
            cb = newParents[cb]
        }
        return ca < 0 && cb < 0
    }

    /// Records for each command the innermost scope around it, each
    /// scope's enclosing scope, and the pixels each command can touch.
    private static func structure(_ commands: [DisplayCommand], all: PixelRect, scale: Double,
                                  scopes: inout [Int], parents: inout [Int], extents: inout [PixelRect]) {
        scopes.removeAll(keepingCapacity: true)
        parents.removeAll(keepingCapacity: true)
        extents.removeAll(keepingCapacity: true)
        let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var current = -1
        var box = all
        var matrix = AffineTransform(scaleX: scale, y: scale)
        // Per open scope: the clip box and matrix to restore at its end.
        var saved: [(box: PixelRect, matrix: AffineTransform)] = []
        for (i, command) in commands.enumerated() {
            parents.append(current)
            scopes.append(current)
            switch command {
            case .pushClip(let rect, _):
                let clip = pixelBounds(rect.applying(matrix), grow: 0).intersection(box)
                extents.append(clip)
                saved.append((box, matrix))
                current = i
                box = clip
            case .pushTransform(let t):
                extents.append(empty)
                saved.append((box, matrix))
                current = i
                matrix = t.concatenating(matrix)
            case .beginLayer:
                extents.append(empty)
                saved.append((box, matrix))
                current = i
            case .popClip, .popTransform, .endLayer:
                extents.append(empty)
                if current >= 0 {
                    let restored = saved.removeLast()
                    box = restored.box
                    matrix = restored.matrix
                    let closed = current
                    current = parents[closed]
                    scopes[i] = current
                    if current >= 0, case .pushClip = commands[current] {} else if current >= 0 {
                        extents[current] = extents[current].union(extents[closed])
                    }
                }
            default:
                // A drawing command; one whose bounds are unknown may touch
                // anything inside its clips.
                let extent = Raster.bounds(of: command, scale: scale)
                    .map { pixelBounds($0.applying(matrix), grow: 1).intersection(box) } ?? box
                extents.append(extent)
                if current >= 0, case .pushClip = commands[current] {} else if current >= 0 {
                    extents[current] = extents[current].union(extent)
                }
            }
        }
    }

    /// The whole pixels a rectangle in canvas pixels touches, grown by `grow`.
    static func pixelBounds(_ rect: Rect, grow: Int) -> PixelRect {
        let s = rect.standardized
        guard s.width.isFinite, s.height.isFinite, s.minX.isFinite, s.minY.isFinite else {
            return PixelRect(x: 0, y: 0, width: Int(Int32.max), height: Int(Int32.max))
        }
        let x0 = clampPixel(s.minX.rounded(.down)) - grow, y0 = clampPixel(s.minY.rounded(.down)) - grow
        let x1 = clampPixel(s.maxX.rounded(.up)) + grow, y1 = clampPixel(s.maxY.rounded(.up)) + grow
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private static func clampPixel(_ v: Double) -> Int { Int(min(max(v, -1e9), 1e9)) }

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
