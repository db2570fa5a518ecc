import StrataGeometry

/// Which font a text run uses, in terms a host can look up with its own
/// text engine: the family and style names, and the file when known.
public struct FontIdentity: Sendable, Hashable {
    /// The family name (`"DejaVu Sans"`).
    public var family: String
    /// The style name (`"Bold"`).
    public var style: String
    /// The PostScript name (`"DejaVuSans-Bold"`), possibly empty.
    public var postScriptName: String
    /// The font file, when the face was read from one.
    public var path: String?
    /// The face's index in its collection file.
    public var index: Int

    /// An identity with the given names and file.
    public init(family: String, style: String, postScriptName: String = "", path: String? = nil, index: Int = 0) {
        self.family = family
        self.style = style
        self.postScriptName = postScriptName
        self.path = path
        self.index = index
    }
}
