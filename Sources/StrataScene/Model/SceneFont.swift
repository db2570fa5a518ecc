import Strata

/// A label's font in a scene: `"font": {"family": "DejaVu Sans", "size": 17,
/// "weight": "bold", "italic": false, "fallback": true, "fallbackFamilies":
/// ["Noto Sans Thai"], "features": {"liga": 0}}`.
///
/// Only `family` is required. A family that is not installed is a scene
/// error, unless `fallback` is true: then the scene loads with a warning
/// and the label uses the built-in font.
public struct SceneFont: Sendable, Hashable {
    /// The family name, matched without regard to case.
    public var family: String
    /// The size in points; `nil` keeps the label's `fontSize`.
    public var size: Double?
    /// The weight (`"regular"` by default).
    public var weight: Font.Weight
    /// Whether an italic or oblique face is wanted.
    public var italic: Bool
    /// Whether a missing family falls back to the built-in font (with a warning).
    public var fallback: Bool
    /// The families tried for characters the face lacks (`Font.fallbackFamilies`).
    public var fallbackFamilies: [String] = []
    /// OpenType features on top of the defaults (`Font.features`), in the
    /// scene's order: `"features": {"liga": 0, "smcp": 1}`.
    public var features: [FontFeature] = []

    /// A scene font.
    public init(family: String, size: Double? = nil, weight: Font.Weight = .regular, italic: Bool = false,
                fallback: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.fallback = fallback
    }

    /// The installed font at `size` (the scene's size when it gives one),
    /// or the built-in font when the family is missing.
    public func resolved(labelSize: Double, library: FontLibrary = .shared) -> Font {
        let points = size ?? labelSize
        var font = Font(family: family, size: points, weight: weight, italic: italic, library: library) ?? .builtin(size: points)
        font.fallbackFamilies = fallbackFamilies
        font.features = features
        return font
    }
}
