import Strata
import StrataRaster

/// Finds which pixels can differ between two display lists, so a host
/// redraws and sends only those.
///
/// Each command is compared together with the clips in effect around it.
/// When both lists have the same commands in number, they are compared
/// pair by pair; otherwise the common beginning and end are skipped and
/// everything between counts as changed. The damage is the pixel bounds
/// (grown by a pixel for anti-aliasing, cut to the clips) of every
/// command that differs, old and new. A pixel outside all of them is
/// covered by the same commands in the same order in both lists, so it
/// cannot differ.
///
/// Rectangles that touch or overlap are merged; past `maximumRectangles`
/// the closest pairs are merged too.
public struct DamageTracker: Sendable {
    /// Pixels per point.
    public var scale: Double
    /// The most rectangles one comparison returns.
    public var maximumRectangles = 8

    /// Per command of a list: its clip (index of the innermost `pushClip`
    /// in effect, or -1) and the clip box in pixels.
    private var oldClips: [Int] = [], newClips: [Int] = []
    private var oldParents: [Int] = [], newParents: [Int] = []
    private var oldBoxes: [PixelRect] = [], newBoxes: [PixelRect] = []

    /// Creates a tracker for drawing at `scale` pixels per point.
    public init(scale: Double) { self.scale = scale }

    /// The rectangles of a canvas of `size` pixels that must be redrawn to
    /// turn `old`'s picture into `new`'s. Everything when the sizes differ.
    ///
    /// - Complexity: O(commands × clip depth); no allocation once the
    ///   scratch arrays have grown to the lists' length (the result aside).
    public mutating func damage(from old: DisplayList, to new: DisplayList, width: Int, height: Int) -> [PixelRect] {
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        if old.size != new.size { return all.isEmpty ? [] : [all] }
        Self.clipStructure(old.commands, all: all, scale: scale, clips: &oldClips, parents: &oldParents, boxes: &oldBoxes)
        Self.clipStructure(new.commands, all: all, scale: scale, clips: &newClips, parents: &newParents, boxes: &newBoxes)
        var rects: [PixelRect] = []
        let a = old.commands, b = new.commands
        if a.count == b.count {
            for i in a.indices where !same(a, i, b, i) {
                add(bounds(a[i], clipBox: oldBoxes[i]), to: &rects)
                add(bounds(b[i], clipBox: newBoxes[i]), to: &rects)
            }
        } else {
            var start = 0
            while start < a.count && start < b.count && same(a, start, b, start) { start += 1 }
            var endA = a.count, endB = b.count
            while endA > start && endB > start && same(a, endA - 1, b, endB - 1) { endA -= 1; endB -= 1 }
            for i in start..<endA { add(bounds(a[i], clipBox: oldBoxes[i]), to: &rects) }
            for i in start..<endB { add(bounds(b[i], clipBox: newBoxes[i]), to: &rects) }
        }
        return rects.map { $0.intersection(all) }.filter { !$0.isEmpty }
    }

    /// Whether command `i` of `a` and `j` of `b` are equal and drawn
    /// under equal clips.
    private func same(_ a: [DisplayCommand], _ i: Int, _ b: [DisplayCommand], _ j: Int) -> Bool {
        guard a[i] == b[j] else { return false }
        var ca = oldClips[i], cb = newClips[j]
        while ca >= 0 && cb >= 0 {
            if a[ca] != b[cb] { return false }
            ca = oldParents[ca]
            cb = newParents[cb]
        }
        return ca < 0 && cb < 0
    }

    /// Records for each command the innermost clip around it, each
    /// clip's enclosing clip, and the pixel box the clips leave.
    private static func clipStructure(_ commands: [DisplayCommand], all: PixelRect, scale: Double,
                                      clips: inout [Int], parents: inout [Int], boxes: inout [PixelRect]) {
        clips.removeAll(keepingCapacity: true)
        parents.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        var current = -1
        var box = all
        for (i, command) in commands.enumerated() {
            parents.append(current)
            switch command {
            case .pushClip(let rect, _):
                clips.append(current)
                boxes.append(box)
                current = i
                box = box.intersection(pixelBounds(rect, scale: scale))
            case .popClip:
                if current >= 0 {
                    box = boxes[current]
                    current = parents[current]
                }
                clips.append(current)
                boxes.append(box)
            default:
                clips.append(current)
                boxes.append(box)
            }
        }
    }

    /// The pixels a command can touch: for a clip, everything inside it.
    private func bounds(_ command: DisplayCommand, clipBox: PixelRect) -> PixelRect {
        switch command {
        case .rect(let r):
            return pixelBounds(r.rect, scale: scale, grow: 1).intersection(clipBox)
        case .pushClip(let rect, _):
            return Self.pixelBounds(rect, scale: scale).intersection(clipBox)
        case .popClip:
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        case .text(let run):
            return pixelBounds(Raster.bounds(of: run, scale: scale), scale: scale, grow: 1).intersection(clipBox)
        case .image(let image):
            return pixelBounds(image.destination, scale: scale, grow: 1).intersection(clipBox)
        }
    }

    private func pixelBounds(_ rect: Rect, scale: Double, grow: Int) -> PixelRect {
        let r = Self.pixelBounds(rect, scale: scale)
        return PixelRect(x: r.x - grow, y: r.y - grow, width: r.width + 2 * grow, height: r.height + 2 * grow)
    }

    /// The whole pixels a rectangle in points touches.
    static func pixelBounds(_ rect: Rect, scale: Double) -> PixelRect {
        let s = rect.standardized
        guard s.width.isFinite, s.height.isFinite, s.minX.isFinite, s.minY.isFinite else {
            return PixelRect(x: 0, y: 0, width: Int(Int32.max), height: Int(Int32.max))
        }
        let x0 = clampPixel((s.minX * scale).rounded(.down)), y0 = clampPixel((s.minY * scale).rounded(.down))
        let x1 = clampPixel((s.maxX * scale).rounded(.up)), y1 = clampPixel((s.maxY * scale).rounded(.up))
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
