/// A view's rarely-set appearance (a part of `ViewExtras`): border colour,
/// tint, content mode and forced layout direction.
final class ViewAppearance {
    /// Layer-style drawing: border colour.
    var borderColor: Color = .black
    /// `View.tintColor` as set (`nil`: inherited).
    var tintColor: Color? = nil
    /// `View.contentMode`.
    var contentMode: ContentMode = .scaleToFill
    /// The forced layout direction, if any.
    var semanticContentAttribute: SemanticContentAttribute = .unspecified
}
