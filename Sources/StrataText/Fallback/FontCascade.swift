import StrataGeometry

/// A font face with its fallback: the measurer of a `Font` read from a
/// file. Each character is measured and drawn with the primary face when
/// it has the character, else with the first face of the cascade that
/// does — `fallbackFamilies`, then the system cascade for the character's
/// script and `languages` (`FontFallback.systemFamilies`), then any
/// installed face — else with the primary face's `.notdef`. See
/// Docs/Text.md, "Fallback".
///
/// ```swift
/// let cascade = FontCascade(primary: face, languages: ["ja"])
/// for run in cascade.runs(in: "Hello 世界") { print(run.face.fontName, run.reason) }
/// // DejaVu Sans own face
/// // Noto Sans CJK JP Regular system cascade for Han (Noto Sans CJK JP)
/// ```
///
/// Line metrics, the font name and the ellipsis are the primary face's.
/// Choices are kept per character, so a cascade answers in well under a
/// microsecond once warm; `Font.measurer` shares one cascade per face,
/// families and languages.
public final class FontCascade: TextMeasurer, Sendable, CustomStringConvertible {
    /// The face tried first.
    public let primary: FontFace
    /// The families tried after the primary face, before the system cascade.
    public let fallbackFamilies: [String]
    /// The text's languages (BCP 47), most preferred first.
    public let languages: [String]
    /// The fonts fallback searches.
    public let library: FontLibrary
    /// OpenType features every run is shaped with, on top of the defaults
    /// (`Font.features`).
    public let features: [FontFeature]

    /// A face and what fallback found, kept per character.
    struct Choice {
        var face: FontFace
        var reason: FallbackReason
    }

    struct State {
        /// Choices by scalar, plus `emojiBit`/`textBit` for a presentation selector.
        var choices: [UInt32: Choice] = [:]
        /// The indices in `library.faces` of `fallbackFamilies` (nil until asked).
        var userFaces: [(index: Int, family: String)]?
        /// The indices of each script's system families.
        var scriptFaces: [UInt8: [(index: Int, family: String)]] = [:]
        /// `singleScalarWidth`'s memo, while no measurement holds it.
        var widthMemo: WidthMemo?
    }

    let state = Locked(State())
    /// Key bits for a cluster with U+FE0F (emoji) or U+FE0E (text presentation).
    static let emojiBit: UInt32 = 1 << 22, textBit: UInt32 = 1 << 23

    /// A cascade after `primary`.
    public init(primary: FontFace, fallbackFamilies: [String] = [], languages: [String] = [],
                library: FontLibrary = .shared, features: [FontFeature] = []) {
        self.primary = primary
        self.fallbackFamilies = fallbackFamilies
        self.languages = languages
        self.library = library
        self.features = features
    }

    /// The same cascade for other languages (shared through the library
    /// when the primary face comes from a file).
    public func withLanguages(_ languages: [String]) -> FontCascade {
        languages == self.languages ? self
            : library.cascade(primary: primary, fallbackFamilies: fallbackFamilies, languages: languages,
                              features: features)
    }

    /// The primary face's full name.
    public var fontName: String { primary.fontName }
    /// The primary face's line metrics.
    public func metrics(atSize size: Double) -> FontMetrics { primary.metrics(atSize: size) }
    /// The primary face's ellipsis.
    public var ellipsis: String { primary.ellipsis }

    /// The sum of the widths of `text`'s runs, each measured with its face
    /// (kerning within a run, none across runs); text that needs shaping
    /// (`LineShaper.needsShaping`, or any `features`) is the sum of its
    /// shaped runs' advances (`LineShaper.shape`).
    ///
    /// - Complexity: O(characters), no allocation once the characters'
    ///   faces are known; shaped text O(characters × lookups).
    public func width(of text: Substring, atSize size: Double) -> Double {
        if !features.isEmpty || LineShaper.needsShaping(text) {
            return LineShaper.shape(text, measurer: self, direction: nil).reduce(0) { $0 + $1.width(atSize: size) }
        }
        if let width = singleScalarWidth(of: text, atSize: size) { return width }
        var total = 0.0
        forEachRun(in: text) { range, face, _ in total += face.width(of: text[range], atSize: size) }
        return total
    }

    /// `FontCascade(primary, fallbackFamilies, languages)`.
    public var description: String {
        "FontCascade(\(primary.fontName), fallbackFamilies: \(fallbackFamilies), languages: \(languages)"
            + (features.isEmpty ? ")" : ", features: \(features))")
    }
}

extension FontLibrary {
    /// The cascade of `primary`, `fallbackFamilies` and `languages`, made
    /// once and shared (a face read from memory gets a new one each time;
    /// a library other than `shared` shares it only while it is held).
    public func cascade(primary: FontFace, fallbackFamilies: [String] = [], languages: [String] = [],
                        features: [FontFeature] = []) -> FontCascade {
        guard let path = primary.path else {
            return FontCascade(primary: primary, fallbackFamilies: fallbackFamilies, languages: languages, library: self,
                               features: features)
        }
        let key = "\(path)#\(primary.index)|\(fallbackFamilies.joined(separator: ","))|\(languages.joined(separator: ","))"
            + "|\(features.map(\.description).joined(separator: ","))"
        let keeps = self === FontLibrary.shared
        return cascades.withLock { table in
            if let existing = table[key]?.cascade { return existing }
            let made = FontCascade(primary: primary, fallbackFamilies: fallbackFamilies, languages: languages,
                                   library: self, features: features)
            table[key] = CascadeEntry(made, keeps: keeps)
            return made
        }
    }
}

/// A cascade in its library's table. A cascade keeps its library, so a
/// table keeping its cascades would keep a library and every face it read
/// for good (LeakSanitizer reported 59 MB of faces): `FontLibrary.shared`,
/// which lives as long as the process, keeps them (every `Font` asks it
/// for its measurer); any other library shares a cascade only while
/// something else holds it.
struct CascadeEntry: Sendable {
    /// The cascade, while anything holds it.
    weak var held: FontCascade?
    /// The cascade, kept by the shared library.
    let kept: FontCascade?

    init(_ cascade: FontCascade, keeps: Bool) {
        held = cascade
        kept = keeps ? cascade : nil
    }

    /// The cascade, if it is still alive.
    var cascade: FontCascade? { kept ?? held }
}
