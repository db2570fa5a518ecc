/// A Gaussian blur approximated by three box blurs per axis, as SVG's
/// `feGaussianBlur` specifies (Filter Effects §9.14): for a standard
/// deviation σ in pixels, boxes of `d = ⌊σ·3·√(2π)/4 + 0.5⌋` pixels; for an
/// odd `d` three boxes centred on the pixel, for an even `d` two boxes of
/// `d` (one reaching a pixel further left, one further right) and one of
/// `d + 1`. Within 3 % of the true Gaussian.
struct BoxBlur {
    /// The box size.
    let d: Int

    /// The blur for a standard deviation of `sigma` pixels.
    init(sigma: Double) {
        let raw = sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5
        d = raw.isFinite && raw >= 1 ? Int(min(raw, 4096).rounded(.down)) : 1
    }

    /// Whether it changes nothing (σ below about 0.4 pixel).
    var isIdentity: Bool { d <= 1 }

    /// The three boxes, each as the reach `(left, right)` from the pixel.
    var boxes: [(Int, Int)] {
        if d % 2 == 1 {
            let r = (d - 1) / 2
            return [(r, r), (r, r), (r, r)]
        }
        let h = d / 2
        return [(h, h - 1), (h - 1, h), (h, h)]
    }

    /// How far the blur spreads a pixel: the sum of the boxes' reaches.
    var margin: Int {
        isIdentity ? 0 : boxes.reduce(0) { $0 + max($1.0, $1.1) }
    }

    /// Blurs `values` (`width × height`, row by row) in place.
    func apply(to values: inout [Float], width: Int, height: Int) {
        guard !isIdentity, width > 0, height > 0 else { return }
        let boxes = self.boxes
        var line = [Float](repeating: 0, count: max(width, height))
        var out = line
        values.withUnsafeMutableBufferPointer { v in
            // Rows.
            for y in 0..<height {
                for x in 0..<width { line[x] = v[y * width + x] }
                for (left, right) in boxes {
                    Self.box(line, &out, count: width, left: left, right: right)
                    swap(&line, &out)
                }
                for x in 0..<width { v[y * width + x] = line[x] }
            }
            // Columns.
            for x in 0..<width {
                for y in 0..<height { line[y] = v[y * width + x] }
                for (left, right) in boxes {
                    Self.box(line, &out, count: height, left: left, right: right)
                    swap(&line, &out)
                }
                for y in 0..<height { v[y * width + x] = line[y] }
            }
        }
    }

    /// `output[i]` = the mean of `input[i − left … i + right]` (zero
    /// outside `0..<count`), by a running sum.
    static func box(_ input: [Float], _ output: inout [Float], count: Int, left: Int, right: Int) {
        let scale = 1 / Double(left + right + 1)
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                var sum = 0.0
                // The window for i = 0: input[0 … right].
                for j in 0...min(right, count - 1) { sum += Double(src[j]) }
                for i in 0..<count {
                    dst[i] = Float(sum * scale)
                    let enter = i + right + 1, leave = i - left
                    if enter < count { sum += Double(src[enter]) }
                    if leave >= 0 { sum -= Double(src[leave]) }
                }
            }
        }
    }
}
