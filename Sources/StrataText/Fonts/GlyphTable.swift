import StrataGeometry

/// Reads glyph outlines from `glyf` through `loca`.
struct GlyphTable: Sendable {
    /// The glyph data offsets within `glyf` (`numGlyphs + 1` entries).
    let offsets: [Int]
    /// The whole file, and where `glyf` lies in it.
    let glyf: FontReader

    /// The deepest nesting of composite glyphs accepted.
    static let maximumDepth = 8
    /// The most points an assembled outline may have.
    static let maximumPoints = 1 << 16

    /// Reads `loca` (short or long offsets) and checks it against `glyf`.
    init(loca: FontReader, glyf: FontReader, numGlyphs: Int, longOffsets: Bool) throws(FontError) {
        let size = longOffsets ? 4 : 2
        try loca.checkArray(0, count: numGlyphs + 1, size: size)
        var offsets: [Int] = []
        offsets.reserveCapacity(numGlyphs + 1)
        for i in 0...numGlyphs {
            let o = longOffsets ? try loca.int32(4 * i) : 2 * (try loca.int16(2 * i))
            guard o <= glyf.count else {
                throw loca.error(size * i, "glyph \(i) starts at \(o), past the end of 'glyf' (\(glyf.count) bytes)")
            }
            if let previous = offsets.last, o < previous {
                throw loca.error(size * i, "glyph \(i - 1) has a negative length")
            }
            offsets.append(o)
        }
        self.offsets = offsets
        self.glyf = glyf
    }

    /// The outline of `glyph` (composites assembled).
    func outline(_ glyph: Int) throws(FontError) -> GlyphOutline {
        var budget = Self.maximumPoints
        return GlyphOutline(contours: try contours(glyph, depth: 0, budget: &budget))
    }

    func contours(_ glyph: Int, depth: Int, budget: inout Int) throws(FontError) -> [[GlyphOutline.ContourPoint]] {
        guard glyph >= 0, glyph + 1 < offsets.count else {
            throw glyf.error(0, "glyph \(glyph) does not exist (\(offsets.count - 1) glyphs)")
        }
        let start = offsets[glyph], end = offsets[glyph + 1]
        if start == end { return [] }
        let r = try glyf.sub(start, end - start)
        let contourCount = Int(try r.i16(0))
        if contourCount >= 0 { return try simple(r, contourCount: contourCount, budget: &budget) }
        guard depth < Self.maximumDepth else { throw r.error(0, "composite glyphs nested more than \(Self.maximumDepth) deep") }
        return try composite(r, depth: depth, budget: &budget)
    }

    /// A simple glyph: end points, flags, then x and y deltas.
    func simple(_ r: FontReader, contourCount: Int, budget: inout Int) throws(FontError) -> [[GlyphOutline.ContourPoint]] {
        try r.checkArray(10, count: contourCount, size: 2)
        var ends: [Int] = []
        for i in 0..<contourCount {
            let e = try r.int16(10 + 2 * i)
            guard e > (ends.last ?? -1) else { throw r.error(10 + 2 * i, "contour end points are not increasing") }
            ends.append(e)
        }
        let pointCount = (ends.last ?? -1) + 1
        guard pointCount <= budget else { throw r.error(10, "too many points (\(pointCount))") }
        budget -= pointCount
        var o = 10 + 2 * contourCount
        o += 2 + (try r.int16(o))   // instructions
        var flags = [UInt8](repeating: 0, count: pointCount)
        var i = 0
        while i < pointCount {
            let f = try r.u8(o)
            o += 1
            flags[i] = f
            i += 1
            if f & 0x08 != 0 {
                let repeats = Int(try r.u8(o))
                o += 1
                guard repeats <= pointCount - i else { throw r.error(o - 1, "flag repeats past the last point") }
                for _ in 0..<repeats { flags[i] = f; i += 1 }
            }
        }
        var xs = [Double](repeating: 0, count: pointCount), ys = xs
        for (axis, short, same) in [(0, UInt8(0x02), UInt8(0x10)), (1, UInt8(0x04), UInt8(0x20))] {
            var v = 0
            for k in 0..<pointCount {
                let f = flags[k]
                if f & short != 0 {
                    let d = Int(try r.u8(o))
                    o += 1
                    v += f & same != 0 ? d : -d
                } else if f & same == 0 {
                    v += Int(try r.i16(o))
                    o += 2
                }
                if axis == 0 { xs[k] = Double(v) } else { ys[k] = Double(v) }
            }
        }
        var contours: [[GlyphOutline.ContourPoint]] = []
        var first = 0
        for e in ends {
            contours.append((first...e).map { GlyphOutline.ContourPoint(x: xs[$0], y: ys[$0], onCurve: flags[$0] & 1 != 0) })
            first = e + 1
        }
        return contours
    }

    /// A composite glyph: components, each another glyph under a 2×2
    /// transform and an offset (or aligned by matching points).
    func composite(_ r: FontReader, depth: Int, budget: inout Int) throws(FontError) -> [[GlyphOutline.ContourPoint]] {
        var result: [[GlyphOutline.ContourPoint]] = []
        var o = 10
        var more = true
        while more {
            let flags = try r.u16(o), component = try r.int16(o + 2)
            o += 4
            more = flags & 0x20 != 0
            let words = flags & 0x01 != 0, xy = flags & 0x02 != 0
            var arg1: Int, arg2: Int
            if words {
                arg1 = xy ? Int(try r.i16(o)) : try r.int16(o)
                arg2 = xy ? Int(try r.i16(o + 2)) : try r.int16(o + 2)
                o += 4
            } else {
                let a = try r.u8(o), b = try r.u8(o + 1)
                arg1 = xy ? Int(Int8(bitPattern: a)) : Int(a)
                arg2 = xy ? Int(Int8(bitPattern: b)) : Int(b)
                o += 2
            }
            var m = (a: 1.0, b: 0.0, c: 0.0, d: 1.0)   // x' = a·x + c·y, y' = b·x + d·y
            func f2dot14(_ at: Int) throws(FontError) -> Double { Double(try r.i16(at)) / 16384 }
            if flags & 0x08 != 0 {
                let s = try f2dot14(o)
                m = (s, 0, 0, s)
                o += 2
            } else if flags & 0x40 != 0 {
                m = (try f2dot14(o), 0, 0, try f2dot14(o + 2))
                o += 4
            } else if flags & 0x80 != 0 {
                m = (try f2dot14(o), try f2dot14(o + 2), try f2dot14(o + 4), try f2dot14(o + 6))
                o += 8
            }
            let child = try contours(component, depth: depth + 1, budget: &budget)
            var points = child.map { contour in
                contour.map { p in
                    GlyphOutline.ContourPoint(x: m.a * p.x + m.c * p.y, y: m.b * p.x + m.d * p.y, onCurve: p.onCurve)
                }
            }
            var dx = 0.0, dy = 0.0
            if xy {
                dx = Double(arg1)
                dy = Double(arg2)
                if flags & 0x800 != 0, flags & 0x1000 == 0 {   // SCALED_COMPONENT_OFFSET
                    (dx, dy) = (m.a * dx + m.c * dy, m.b * dx + m.d * dy)
                }
            } else {
                let parent = result.joined(), mine = points.joined()
                guard arg1 < parent.count, arg2 < mine.count else {
                    throw r.error(o - 2, "matched point \(arg1) or \(arg2) does not exist")
                }
                let p = parent[parent.index(parent.startIndex, offsetBy: arg1)]
                let q = mine[mine.index(mine.startIndex, offsetBy: arg2)]
                dx = p.x - q.x
                dy = p.y - q.y
            }
            if dx != 0 || dy != 0 {
                for c in points.indices {
                    for k in points[c].indices {
                        points[c][k].x += dx
                        points[c][k].y += dy
                    }
                }
            }
            result += points
        }
        return result
    }
}
