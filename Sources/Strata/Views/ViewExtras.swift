/// Rarely-set view properties, stored out of line so that a plain `View`
/// stays small.
final class ViewExtras {
    // The fields the display list reads for every view that has extras
    // come first, so that they share a cache line.
    /// Layer-style drawing: corner radius.
    var cornerRadius: Double = 0
    /// Layer-style drawing: border width.
    var borderWidth: Double = 0
    /// Animation state: presentation values and their observers (see `View+Presentation`).
    var presentation: PresentationState? = nil
    /// Transform and shadow (see `View+Effects`), created on first use.
    var effects: ViewEffects? = nil
    /// The index of the subviews' frames the display list searches (see
    /// `SubviewIndex`), once the view was drawn with many subviews under a clip.
    var subviewIndex: SubviewIndex? = nil

    // The rest, in no particular order.
    /// The first baseline, when set.
    var firstBaseline: BaselinePosition? = nil
    /// The last baseline, when set.
    var lastBaseline: BaselinePosition? = nil
    /// `View.isFocusable`.
    var isFocusable = false
    /// `View.solvesConstraintsSeparately`.
    var solvesConstraintsSeparately = false
    /// The size at which such a subtree was last solved, while nothing in
    /// it changed since (nil: solve at the next layout).
    var separatelySolvedSize: Size? = nil
    /// `View.remembersLastFocusedDescendant`, when set (`nil`: the default).
    var remembersFocus: Bool? = nil
    /// The descendant that last had focus (for `remembersLastFocusedDescendant`).
    weak var lastFocusedDescendant: View?
    /// Layer-style drawing: border colour.
    var borderColor: Color = .black
    /// The forced layout direction, if any.
    var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// `View.contentMode`.
    var contentMode: ContentMode = .scaleToFill
    /// `View.tintColor` as set (`nil`: inherited).
    var tintColor: Color? = nil
    /// The active constraints installed on this view, in activation order.
    var constraints: [LayoutConstraint] = []
    /// The guides added to this view.
    var layoutGuides: [LayoutGuide] = []
    /// The layout-margins guide, once asked for.
    var marginsGuide: LayoutGuide? = nil
    /// The gesture recognizers attached to the view, in the order added.
    var gestureRecognizers: [GestureRecognizer] = []
    /// `View.isMultipleTouchEnabled`.
    var multipleTouchEnabled = false
    /// `View.isExclusiveTouch`.
    var exclusiveTouch = false
    /// `View.traitOverrides`.
    var traitOverrides = TraitOverrides()
    /// The view's property variants, one entry per property (see `View+Variants`).
    var variants: [any PropertyVariants] = []
    /// Constraints with variants whose first item is this view.
    var constraintVariants: [any TraitVariantsParticipant] = []
    /// The accessibility properties set on the view (see `View+Accessibility`).
    var accessibility: AccessibilityOverrides? = nil
}

/// The four content priorities of a view (hugging and compression
/// resistance per axis).
struct ContentPriorities: Hashable {
    var huggingH: Float = 250
    var huggingV: Float = 250
    var compressionH: Float = 750
    var compressionV: Float = 750
}

extension View {
    /// The out-of-line storage, created (and kept) on first use.
    final var mutableExtras: ViewExtras {
        if let extras { return extras }
        let created = ViewExtras()
        extras = created
        return created
    }
}
