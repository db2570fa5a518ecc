/// Why a run of text is drawn with its face.
public enum FallbackReason: Sendable, Hashable, CustomStringConvertible {
    /// The font's own (primary) face has the characters.
    case ownFace
    /// A family of `Font.fallbackFamilies` has them.
    case userCascade(family: String)
    /// A family of the system cascade for `script` has them
    /// (`FontFallback.systemFamilies(forScript:languages:)`).
    case systemCascade(script: String, family: String)
    /// No cascade family has them; an installed face that does (`family`).
    case anyFace(family: String)
    /// No installed face has them: the primary face's `.notdef` box.
    case none

    /// `own face`, `user cascade (Noto Sans Thai)`, `system cascade for Han
    /// (Noto Sans CJK SC)`, `any face (Unifont)`, `none`.
    public var description: String {
        switch self {
        case .ownFace: return "own face"
        case .userCascade(let family): return "user cascade (\(family))"
        case .systemCascade(let script, let family): return "system cascade for \(script) (\(family))"
        case .anyFace(let family): return "any face (\(family))"
        case .none: return "none"
        }
    }
}

/// A run of text drawn with one face: a range of the text itemised by
/// `FontCascade.runs(in:)`, never splitting a grapheme cluster.
public struct FontRun: Sendable, Hashable {
    /// The characters, as indices of the text itemised.
    public var range: Range<String.Index>
    /// The face that draws them.
    public var face: FontFace
    /// Why that face.
    public var reason: FallbackReason

    /// Creates a run.
    public init(range: Range<String.Index>, face: FontFace, reason: FallbackReason) {
        self.range = range
        self.face = face
        self.reason = reason
    }
}
