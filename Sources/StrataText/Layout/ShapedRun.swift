/// One run of a shaped line: characters of one face, one bidi level and
/// one script, shaped together (`LineShaper.shape`).
public struct ShapedRun: Sendable {
    /// The face the run is drawn with.
    public var face: FontFace
    /// The run's characters, in logical order.
    public var text: String
    /// The index (in Unicode scalars of the line) of the run's first character.
    public var start: Int
    /// The run's bidi embedding level (odd: right to left).
    public var level: Int
    /// The glyphs in visual order (left to right), positions in font units;
    /// each `cluster` counts Unicode scalars from the start of `text`.
    public var glyphs: [ShapedGlyph]

    /// The run's direction: right to left for an odd level.
    public var direction: TextDirection { level & 1 == 1 ? .rightToLeft : .leftToRight }

    /// The run's script as an ISO 15924 code (`"Arab"`, `"Latn"`): its
    /// first character's that is not Common or Inherited, else `"Zyyy"`.
    public var script: String { ScriptTags.guess(Array(text.unicodeScalars)) ?? "Zyyy" }

    /// The sum of the glyphs' advances, in font units.
    public var advance: Int { glyphs.reduce(0) { $0 + $1.xAdvance } }

    /// The run's width at `size` points.
    public func width(atSize size: Double) -> Double {
        Double(advance) * size / Double(face.unitsPerEm)
    }
}
