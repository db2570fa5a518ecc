/// Signed-area accumulation: each line adds, to the pixels it crosses, the
/// part of the area to its right within their row, and the rest of the row
/// is carried by a running sum. Rows are `width + 2` wide so a line on the
/// right edge has room.
struct Accumulator {
    let width: Int, height: Int
    var cells: [Double]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = [Double](repeating: 0, count: (width + 2) * height)
    }

    /// Adds the line from `a` to `b` (pixel coordinates, y down, inside the bitmap).
    mutating func line(_ a: (Double, Double), _ b: (Double, Double)) {
        let width = width, height = height
        cells.withUnsafeMutableBufferPointer { cells in
            Accumulator.line(a, b, width: width, height: height, into: &cells)
        }
    }

    /// Adds the line from `a` to `b` to `cells`, the storage of an
    /// accumulator `width` × `height` (rows `width + 2` wide): `line(_:_:)`
    /// for a caller that adds many lines through one buffer. A horizontal
    /// or non-finite line adds nothing.
    @inline(__always)
    static func line(_ a: (Double, Double), _ b: (Double, Double), width: Int, height: Int,
                     into cells: inout UnsafeMutableBufferPointer<Double>) {
        if a.1 == b.1 { return }
        let (p, q, dir) = a.1 < b.1 ? (a, b, 1.0) : (b, a, -1.0)
        let dxdy = (q.0 - p.0) / (q.1 - p.1)
        guard dxdy.isFinite, p.0.isFinite, p.1.isFinite, q.0.isFinite, q.1.isFinite else { return }
        // `addEdge` stays within rows `width + 2` wide.
        addEdge(p, q, dir: dir, dxdy: dxdy, width: width, height: height, into: &cells)
    }

    /// The coverage per pixel: the running sum along each row times
    /// `sign` (−1 when the inside was accumulated as negative area), kept
    /// in 0…1.
    func coverage(sign: Double = 1) -> [Float] {
        let width = width, height = height, stride = width + 2
        return [Float](unsafeUninitializedCapacity: width * height) { out, initialized in
            cells.withUnsafeBufferPointer { cells in
                for y in 0..<height {
                    var sum = 0.0
                    for x in 0..<width {
                        sum += cells[y * stride + x]
                        out[y * width + x] = Float(min(1, max(0, sign * sum)))
                    }
                }
            }
            initialized = width * height
        }
    }

    /// Adds the edge from `p` to `q` (`p` above; `dir` +1 downward, −1
    /// upward; `dxdy` its slope) to `cells`, rows `width + 2` wide and
    /// `height` tall: the signed area right of the edge in each pixel it
    /// crosses. The one edge routine of `Accumulator` and `PathMask`
    /// (which passes its storage as an unsafe buffer).
    ///
    /// Only rows `rowLo..<rowHi` are stored (row `rowLo` at the start of
    /// `cells`); the edge is still walked from its top, so a stored row's
    /// cells are the same bits whichever rows are kept (a band of the
    /// canvas gets exactly the coverage of the whole picture).
    static func addEdge<Cells: MutableCollection<Double>>(_ p: (Double, Double), _ q: (Double, Double), dir: Double,
                                                          dxdy: Double, width: Int, height: Int,
                                                          rowLo: Int = 0, rowHi: Int = Int.max,
                                                          into cells: inout Cells) where Cells.Index == Int {
        let stride = width + 2
        let top = max(0, p.1), bottom = min(Double(height), q.1)
        guard top < bottom else { return }
        var x = p.0 + (top - p.1) * dxdy
        let clampX = Double(width)
        // `top` and the clamped x's are 0 or more, where truncation is
        // the floor (a conversion, not a call to libm's floor and ceil).
        var y = Int(top)
        while Double(y) < bottom, y < rowHi {
            let rowTop = max(Double(y), top), rowBottom = min(Double(y + 1), bottom)
            let dy = rowBottom - rowTop
            let xNext = x + dxdy * dy
            let d = dy * dir
            if y < rowLo {
                x = xNext
                y += 1
                continue
            }
            let xa = min(max(min(x, xNext), 0), clampX), xb = min(max(max(x, xNext), 0), clampX)
            let base = (y - rowLo) * stride
            let ia = Int(xa), xbTrunc = Int(xb)
            let xaFloor = Double(ia)
            let ib = Double(xbTrunc) < xb ? xbTrunc + 1 : xbTrunc
            let xbCeil = Double(ib)
            if ib <= ia + 1 {
                // Inside one pixel column: split by the mean x.
                let mid = (xa + xb) / 2 - xaFloor
                cells[base + ia] += d * (1 - mid)
                cells[base + ia + 1] += d * mid
            } else {
                let s = 1 / (xb - xa)
                let fa = xa - xaFloor
                let a0 = 0.5 * s * (1 - fa) * (1 - fa)
                let fb = xb - xbCeil + 1
                let am = 0.5 * s * fb * fb
                cells[base + ia] += d * a0
                if ib == ia + 2 {
                    cells[base + ia + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - fa)
                    cells[base + ia + 1] += d * (a1 - a0)
                    if ia + 2 < ib - 1 {
                        for i in ia + 2..<ib - 1 { cells[base + i] += d * s }
                    }
                    let a2 = a1 + Double(ib - ia - 3) * s
                    cells[base + ib - 1] += d * (1 - a2 - am)
                }
                cells[base + ib] += d * am
            }
            x = xNext
            y += 1
        }
    }

    /// `addEdge` for a line inside one pixel row (`p` above `q`, both in
    /// `floor(p.1)…floor(p.1) + 1`), stored at the start of `cells`: the
    /// same arithmetic in one step, without the loop over rows. Returns
    /// the cells changed, `lo..<hi` (`nil` when none: the line is outside
    /// `0…height`).
    @inline(__always)
    static func addInRow(_ p: (Double, Double), _ q: (Double, Double), dir: Double, dxdy: Double, width: Int,
                         height: Int, into cells: UnsafeMutablePointer<Double>) -> (lo: Int, hi: Int)? {
        // As `addEdge`'s one row: its top and bottom are the line's.
        let top = max(0, p.1), bottom = min(Double(height), q.1)
        guard top < bottom else { return nil }
        let x = p.0 + (top - p.1) * dxdy
        let clampX = Double(width)
        let dy = bottom - top
        let xNext = x + dxdy * dy
        let d = dy * dir
        let xa = min(max(min(x, xNext), 0), clampX), xb = min(max(max(x, xNext), 0), clampX)
        let ia = Int(xa), xbTrunc = Int(xb)
        let xaFloor = Double(ia)
        let ib = Double(xbTrunc) < xb ? xbTrunc + 1 : xbTrunc
        if ib <= ia + 1 {
            let mid = (xa + xb) / 2 - xaFloor
            cells[ia] += d * (1 - mid)
            cells[ia + 1] += d * mid
            return (ia, ia + 2)
        }
        let xbCeil = Double(ib)
        let s = 1 / (xb - xa)
        let fa = xa - xaFloor
        let a0 = 0.5 * s * (1 - fa) * (1 - fa)
        let fb = xb - xbCeil + 1
        let am = 0.5 * s * fb * fb
        cells[ia] += d * a0
        if ib == ia + 2 {
            cells[ia + 1] += d * (1 - a0 - am)
        } else {
            let a1 = s * (1.5 - fa)
            cells[ia + 1] += d * (a1 - a0)
            if ia + 2 < ib - 1 {
                for i in ia + 2..<ib - 1 { cells[i] += d * s }
            }
            let a2 = a1 + Double(ib - ia - 3) * s
            cells[ib - 1] += d * (1 - a2 - am)
        }
        cells[ib] += d * am
        return (ia, ib + 1)
    }
}
