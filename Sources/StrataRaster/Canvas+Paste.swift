extension Canvas {
    /// Copies `source`'s pixels over this canvas with its top-left corner
    /// at column `x`, row `y` (replacing, not blending); the parts outside
    /// this canvas are dropped. Used to lay frames side by side, as the
    /// demo's animation strips do.
    /// - Complexity: O(pixels copied); no allocation.
    public mutating func paste(_ source: Canvas, x: Int, y: Int) {
        let left = max(x, 0), right = min(x + source.width, width)
        let top = max(y, 0), bottom = min(y + source.height, height)
        guard left < right, top < bottom else { return }
        let rowBytes = 4 * (right - left)
        source.bytes.withUnsafeBytes { from in
            bytes.withUnsafeMutableBytes { to in
                for row in top..<bottom {
                    let src = from.baseAddress! + 4 * ((row - y) * source.width + (left - x))
                    let dst = to.baseAddress! + 4 * (row * width + left)
                    dst.copyMemory(from: src, byteCount: rowBytes)
                }
            }
        }
    }
}
