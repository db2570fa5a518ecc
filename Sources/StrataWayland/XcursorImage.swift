/// One cursor image: premultiplied ARGB pixels (Wayland's ARGB8888, as
/// Xcursor files store them) and the hotspot.
struct XcursorImage: Equatable, Sendable {
    /// The size in pixels.
    var width: Int, height: Int
    /// The point of the image that is the pointer's position.
    var hotspotX: Int, hotspotY: Int
    /// `width × height` premultiplied ARGB words, row by row.
    var pixels: [UInt32]

    /// The largest side read (Xcursor's own limit is 0x7fff; real themes stop at 256).
    static let maximumSide = 512
    /// The most table-of-contents entries read.
    static let maximumEntries = 4096
    /// The largest file read.
    static let maximumFileBytes = 16 << 20

    /// The image of `file` (an Xcursor file, https://www.x.org/releases/current/doc/man/man3/Xcursor.3.xhtml)
    /// whose nominal size is nearest `size` (the first frame of an
    /// animation); `nil` when the file is not one or has no readable image.
    ///
    /// Hostile input: every offset and length is checked against the
    /// file, sides are at most `maximumSide`, the table at most
    /// `maximumEntries` entries; nothing traps.
    /// - Complexity: O(entries + the chosen image's pixels).
    static func best(in file: [UInt8], size: Int) -> XcursorImage? {
        func word(_ offset: Int) -> UInt32? {
            guard offset >= 0, offset <= file.count - 4 else { return nil }
            return UInt32(file[offset]) | UInt32(file[offset + 1]) << 8 | UInt32(file[offset + 2]) << 16
                | UInt32(file[offset + 3]) << 24
        }
        // "Xcur", header size, version, table entries.
        guard file.count <= maximumFileBytes, word(0) == 0x7275_6358, let headerSize = word(4),
              let entries = word(12), headerSize >= 16, headerSize <= 1 << 16, entries <= UInt32(maximumEntries)
        else { return nil }
        var best: (distance: Int, position: Int)?
        for i in 0..<Int(entries) {
            let entry = Int(headerSize) + 12 * i
            guard let type = word(entry), let subtype = word(entry + 4), let position = word(entry + 8) else { return nil }
            guard type == imageType else { continue }
            let distance = abs(Int(subtype) - size)
            if let b = best, distance >= b.distance { continue }
            best = (distance, Int(position))
        }
        guard let position = best?.position else { return nil }
        // Chunk: header size 36, type, nominal size, version, width, height, xhot, yhot, delay, pixels.
        guard word(position) == 36, word(position + 4) == imageType, let w = word(position + 16),
              let h = word(position + 20), let hx = word(position + 24), let hy = word(position + 28),
              w >= 1, h >= 1, w <= UInt32(maximumSide), h <= UInt32(maximumSide), hx < w, hy < h else { return nil }
        let count = Int(w) * Int(h), start = position + 36
        guard start <= file.count, count <= (file.count - start) / 4 else { return nil }
        var pixels = [UInt32](repeating: 0, count: count)
        for i in 0..<count {
            let o = start + 4 * i
            pixels[i] = UInt32(file[o]) | UInt32(file[o + 1]) << 8 | UInt32(file[o + 2]) << 16 | UInt32(file[o + 3]) << 24
        }
        return XcursorImage(width: Int(w), height: Int(h), hotspotX: Int(hx), hotspotY: Int(hy), pixels: pixels)
    }

    /// An image chunk's type.
    static let imageType: UInt32 = 0xfffd_0002
}
