import StrataGeometry

/// The names Strata reads from a font's `name` table.
public struct FontNames: Sendable, Hashable {
    /// The family (`"DejaVu Sans"`): the typographic family (name ID 16)
    /// when present, else the family name (ID 1).
    public var family: String
    /// The style within the family (`"Bold Oblique"`): ID 17, else ID 2.
    public var style: String
    /// The full name (ID 4), or family and style.
    public var fullName: String
    /// The PostScript name (ID 6), possibly empty.
    public var postScriptName: String

    /// Names as given.
    public init(family: String, style: String, fullName: String, postScriptName: String) {
        self.family = family
        self.style = style
        self.fullName = fullName
        self.postScriptName = postScriptName
    }

    /// Reads the `name` table: Windows Unicode (platform 3, encodings 1
    /// and 10, US English first), then Unicode (platform 0), then Mac Roman
    /// (platform 1, encoding 0, read as ASCII).
    init(_ r: FontReader) throws(FontError) {
        let count = try r.int16(2)
        let storage = try r.int16(4)
        try r.checkArray(6, count: count, size: 12)
        var best: [Int: (rank: Int, value: String)] = [:]
        for i in 0..<count {
            let o = 6 + 12 * i
            let platform = try r.u16(o), encoding = try r.u16(o + 2), language = try r.u16(o + 4)
            let id = try r.int16(o + 6)
            guard [1, 2, 4, 6, 16, 17].contains(id) else { continue }
            let rank: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10): rank = language == 0x409 ? 0 : 1
            case (0, _): rank = 2
            case (1, 0): rank = language == 0 ? 3 : 4
            default: continue
            }
            if let existing = best[id], existing.rank <= rank { continue }
            let length = try r.int16(o + 8), offset = try r.int16(o + 10)
            let s = try r.sub(storage + offset, length)
            var text = ""
            if platform == 1 {
                for k in 0..<length {
                    let b = try s.u8(k)
                    text.unicodeScalars.append(Unicode.Scalar(b < 0x80 ? b : 0x3F))
                }
            } else {
                var units: [UInt16] = []
                units.reserveCapacity(length / 2)
                for k in 0..<length / 2 { units.append(try s.u16(2 * k)) }
                text = String(decoding: units, as: UTF16.self)
            }
            best[id] = (rank, text)
        }
        guard let family = best[16]?.value ?? best[1]?.value, !family.isEmpty else {
            throw r.error(0, "no family name (name ID 1 or 16)")
        }
        self.family = family
        style = best[17]?.value ?? best[2]?.value ?? "Regular"
        fullName = best[4]?.value ?? (style == "Regular" ? family : "\(family) \(style)")
        postScriptName = best[6]?.value ?? ""
    }
}
