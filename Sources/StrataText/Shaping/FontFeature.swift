/// An OpenType feature setting for shaping: a four-character tag and a
/// value (0 turns a feature off, 1 on, more picks an alternate).
///
/// ```swift
/// var font = Font(family: "DejaVu Sans", size: 17)!
/// font.features = [FontFeature("liga", 0), FontFeature("smcp")]
/// let glyphs = face.shape("office", features: [FontFeature("liga", 0)])   // no "ffi" ligature
/// ```
public struct FontFeature: Sendable, Hashable, CustomStringConvertible {
    /// The feature tag (`"liga"`, `"smcp"`, `"tnum"`; shorter tags are padded with spaces).
    public var tag: String
    /// The value: 0 off, 1 on, n the n-th alternate.
    public var value: Int

    /// `tag` set to `value` (on by default).
    public init(_ tag: String, _ value: Int = 1) {
        self.tag = tag
        self.value = value
    }

    /// `tag=value` (hb-shape's syntax).
    public var description: String { "\(tag)=\(value)" }

    /// Parses a comma-separated list in hb-shape's syntax: `liga`, `+liga`,
    /// `-kern`, `smcp=1`, `aalt=2`, `liga=0`, `"liga"`; nil when an item is
    /// malformed. Ranges (`liga[3:5]`) are not supported.
    ///
    /// - Complexity: O(characters).
    public static func parseList(_ list: String) -> [FontFeature]? {
        var result: [FontFeature] = []
        for raw in list.split(separator: ",", omittingEmptySubsequences: true) {
            var item = Substring(raw.filter { $0 != " " && $0 != "\"" && $0 != "'" })
            var value = 1
            if item.hasPrefix("-") { value = 0; item = item.dropFirst() } else if item.hasPrefix("+") { item = item.dropFirst() }
            if let eq = item.firstIndex(of: "=") {
                let v = item[item.index(after: eq)...]
                switch v {
                case "on", "true": value = 1
                case "off", "false": value = 0
                default:
                    guard let n = Int(v), n >= 0 else { return nil }
                    value = n
                }
                item = item[..<eq]
            }
            guard !item.isEmpty, item.count <= 4, item.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }),
                  !item.contains("[") else { return nil }
            result.append(FontFeature(String(item), value))
        }
        return result
    }
}

/// One glyph of shaped text: the glyph, the cluster it belongs to, and
/// its advance and offset in font units (y up, as HarfBuzz's
/// `hb_glyph_position_t`).
public struct ShapedGlyph: Sendable, Hashable {
    /// The glyph id in the face.
    public var glyph: UInt32
    /// The index (in Unicode scalars) of the first character of the glyph's cluster.
    public var cluster: Int
    /// How far the pen moves after the glyph.
    public var xAdvance: Int, yAdvance: Int
    /// Where the glyph is drawn relative to the pen.
    public var xOffset: Int, yOffset: Int

    /// A glyph with its position.
    public init(glyph: UInt32, cluster: Int, xAdvance: Int, yAdvance: Int = 0, xOffset: Int = 0, yOffset: Int = 0) {
        self.glyph = glyph
        self.cluster = cluster
        self.xAdvance = xAdvance
        self.yAdvance = yAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }
}

extension ShapedGlyph {
    /// `glyphs` in hb-shape's text format without glyph names
    /// (`hb-shape --no-glyph-names`): `[gid=cluster@dx,dy+ax,ay|…]`, the
    /// offset left out when both are zero and `,ay` when `ay` is zero.
    /// With `scale`, each number is multiplied by it and rounded.
    ///
    /// - Complexity: O(glyphs).
    public static func harfBuzzText(_ glyphs: [ShapedGlyph], scale: Double? = nil) -> String {
        func s(_ v: Int) -> Int { scale.map { Int(($0 * Double(v)).rounded()) } ?? v }
        let items = glyphs.map { g -> String in
            var item = "\(g.glyph)=\(g.cluster)"
            let dx = s(g.xOffset), dy = s(g.yOffset)
            if dx != 0 || dy != 0 { item += "@\(dx),\(dy)" }
            item += "+\(s(g.xAdvance))"
            let ay = s(g.yAdvance)
            if ay != 0 { item += ",\(ay)" }
            return item
        }
        return "[" + items.joined(separator: "|") + "]"
    }
}
