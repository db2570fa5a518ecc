extension Font {
    /// The font a measurer measures with at `size`: the face of a
    /// `FontFace` or of a `FontCascade` (with its `fallbackFamilies`), else
    /// the built-in font (also for a host's own measurer).
    public init(measurer: any TextMeasurer, size: Double) {
        if let cascade = measurer as? FontCascade {
            self.init(face: cascade.primary, size: size)
            fallbackFamilies = cascade.fallbackFamilies
            features = cascade.features
        } else {
            self.init(face: measurer as? FontFace, size: size)
        }
    }
}

extension TextMeasurer {
    /// The face text measured here is drawn with when it is one face: the
    /// `FontFace` itself, a `FontCascade`'s primary face; `nil` otherwise.
    public var primaryFace: FontFace? {
        if let face = self as? FontFace { return face }
        return (self as? FontCascade)?.primary
    }

    /// `self` for the text's `languages`: a `FontCascade` for them, any
    /// other measurer unchanged.
    public func forLanguages(_ languages: [String]) -> any TextMeasurer {
        (self as? FontCascade)?.withLanguages(languages) ?? self
    }
}
