import StrataRaster

// Drawing straight into the buffers: when they are XBGR8888 (bytes R, G,
// B, X, the raster's own order) the raster draws into a released buffer,
// with no canvas kept beside it and no copy. The buffer is first brought
// up to the frame on screen — what changed since it was last written is
// copied from the other buffer — and then the new frame's damage is drawn.

extension WaylandBufferPair {
    /// The bytes of buffer `index` (rows of `stride` bytes, `stride` being
    /// `4 × width`), for the raster to draw into.
    func pixels(of index: Int) -> UnsafeMutableBufferPointer<UInt8> {
        precondition(slots.indices.contains(index), "WaylandBufferPair.pixels(of:): no buffer \(index)")
        let frame = stride * height
        return UnsafeMutableBufferPointer(start: (memory + index * frame).assumingMemoryBound(to: UInt8.self),
                                          count: frame)
    }

    /// Brings buffer `index` up to the last frame written (the one on
    /// screen): its stale rectangles are copied from the other buffer when
    /// that one holds the last frame whole (it was the last written). A
    /// stale rectangle inside one of `redrawn` (the rectangles the caller
    /// draws next, every pixel of them: a region redraw fills its region
    /// first) is not copied; a button that changes frame after frame
    /// costs no copy.
    /// - Returns: what could not be copied and must be drawn: nothing, or
    ///   the whole buffer when neither buffer holds the last frame.
    /// - Complexity: O(pixels copied + stale rectangles × `redrawn`).
    func catchUp(_ index: Int, redrawing redrawn: [PixelRect] = []) -> [PixelRect] {
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        guard let source = slots.indices.first(where: { $0 != index && slots[$0].stale?.isEmpty == true }) else {
            return slots[index].stale?.isEmpty == true ? [] : [all]
        }
        let stale = slots[index].stale ?? [all]
        let from = UnsafeRawPointer(pixels(of: source).baseAddress!), to = pixels(of: index).baseAddress!
        for r in stale {
            let region = r.intersection(all)
            guard !region.isEmpty, !redrawn.contains(where: { $0.x <= region.x && $0.y <= region.y
                && $0.maxX >= region.maxX && $0.maxY >= region.maxY }) else { continue }
            for row in region.y..<region.maxY {
                let offset = row * stride + 4 * region.x
                (to + offset).update(from: (from + offset).assumingMemoryBound(to: UInt8.self), count: 4 * region.width)
            }
        }
        return []
    }

    /// A copy of buffer `index` as a canvas (the XBGR8888 bytes are RGBA
    /// ones; the fourth is what the raster wrote).
    /// - Complexity: O(pixels).
    func canvas(of index: Int) -> Canvas {
        Canvas(width: width, height: height, copying: UnsafeRawBufferPointer(pixels(of: index)))
    }
}
