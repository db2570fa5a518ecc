import StrataGeometry

/// A font at a size: a face read from a font file, or Strata's built-in
/// font (the default everywhere a font is not asked for).
///
/// ```swift
/// label.font = Font(family: "DejaVu Sans", size: 17, weight: .bold) ?? .builtin(size: 17)
/// label.font = .system(size: 15)           // the first installed family of `systemFamilies`
/// ```
public struct Font: Sendable, Hashable {
    /// The face, or `nil` for the built-in font.
    public var face: FontFace?
    /// The size in points.
    public var size: Double
    /// OpenType features for shaping on top of the defaults (`[FontFeature("liga", 0)]`), empty by default.
    public var features: [FontFeature] = []
    /// The families tried, in order, for characters the face lacks, before
    /// the system cascade (as `UIFontDescriptor.cascadeList`; see
    /// `FontCascade` and Docs/Text.md, "Fallback"). Empty by default.
    public var fallbackFamilies: [String] = []

    /// The largest font size: 10,000 points. Far beyond it a line's
    /// metrics overflow to infinity; scenes check the same range.
    public static let maximumSize = 10_000.0

    /// A face at `size` points (`nil` for the built-in font).
    /// - Precondition: `0 ≤ size ≤ Font.maximumSize`.
    public init(face: FontFace?, size: Double) {
        precondition(size >= 0 && size <= Font.maximumSize,
                     "Font size must be in 0…\(Font.maximumSize) points, got \(size)")
        self.face = face
        self.size = size
    }

    /// The built-in font at `size`.
    public static func builtin(size: Double) -> Font { Font(face: nil, size: size) }

    /// The installed face of `family` closest to `weight` and `italic`
    /// (see `FontLibrary.bestMatch`), or `nil` when the family is not
    /// installed or its file cannot be read.
    public init?(family: String, size: Double, weight: Weight = .regular, italic: Bool = false,
                 library: FontLibrary = .shared) {
        guard let d = library.bestMatch(family: family, weight: weight.rawValue, italic: italic),
              let face = try? library.face(for: d) else { return nil }
        self.init(face: face, size: size)
    }

    /// The sans-serif families `system(size:weight:)` tries, in order.
    public static let systemFamilies = ["DejaVu Sans", "Noto Sans", "Liberation Sans", "Cantarell", "Ubuntu",
                                        "Roboto", "Open Sans", "FreeSans"]

    /// The first family of `systemFamilies` that is installed (with
    /// outlines), at `size` and `weight`; the built-in font when
    /// there is none.
    public static func system(size: Double, weight: Weight = .regular, library: FontLibrary = .shared) -> Font {
        for family in systemFamilies {
            if let font = Font(family: family, size: size, weight: weight, library: library),
               font.face?.hasGlyphOutlines == true {
                return font
            }
        }
        return .builtin(size: size)
    }

    /// Whether this is the built-in font.
    public var isBuiltin: Bool { face == nil }

    /// The family name, `"builtin"` for the built-in font.
    public var familyName: String { face?.family ?? BuiltinFont.name }

    /// What measures text in this font: the face with its fallback (a
    /// `FontCascade` of `FontLibrary.shared`, for the environment's
    /// languages), or `BuiltinTextMeasurer`.
    public var measurer: any TextMeasurer { measurer(languages: FontFallback.environmentLanguages) }

    /// What measures text of `languages` in this font: the face's
    /// `FontCascade` (shared by every font of that face, families and
    /// languages), or `BuiltinTextMeasurer` for the built-in font.
    public func measurer(languages: [String]) -> any TextMeasurer {
        guard let face else { return BuiltinTextMeasurer() }
        return FontLibrary.shared.cascade(primary: face, fallbackFamilies: fallbackFamilies, languages: languages,
                                          features: features)
    }

    /// The line metrics at this size.
    public var metrics: FontMetrics { measurer.metrics(atSize: size) }

    /// The advance width of one line of `text`, kerning included.
    public func width(of text: String) -> Double { measurer.width(of: text, atSize: size) }
}
