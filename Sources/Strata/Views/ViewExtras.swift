/// Rarely-set view properties, stored out of line so that a plain `View`
/// stays small: the fields the display list reads first, then named parts
/// (appearance, layout storage, focus, touch, traits), each an object of
/// its own created only when one of its fields is set.
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
    /// What the view's `draw(in:)` recorded last (see `ViewDrawing`), when
    /// it recorded anything.
    var drawing: ViewDrawing? = nil

    /// The accessibility properties set on the view (see `View+Accessibility`).
    var accessibility: AccessibilityOverrides? = nil

    // The named parts, each created the first time one of its fields is set.
    /// Border colour, tint, content mode and forced layout direction.
    var appearance: ViewAppearance? = nil
    /// Baselines, installed constraints, guides and separate solving.
    var layoutStorage: ViewLayoutStorage? = nil
    /// Focusability and the remembered focused descendant.
    var focusSettings: ViewFocusSettings? = nil
    /// Gesture recognizers and the touch flags.
    var touchSettings: ViewTouchSettings? = nil
    /// Trait overrides and the size-class variants of the view's properties
    /// and constraints.
    var traitState: ViewTraitState? = nil

    /// `appearance`, created on first use.
    var mutableAppearance: ViewAppearance {
        if let appearance { return appearance }
        let created = ViewAppearance()
        appearance = created
        return created
    }
    /// `layoutStorage`, created on first use.
    var mutableLayoutStorage: ViewLayoutStorage {
        if let layoutStorage { return layoutStorage }
        let created = ViewLayoutStorage()
        layoutStorage = created
        return created
    }
    /// `focusSettings`, created on first use.
    var mutableFocusSettings: ViewFocusSettings {
        if let focusSettings { return focusSettings }
        let created = ViewFocusSettings()
        focusSettings = created
        return created
    }
    /// `touchSettings`, created on first use.
    var mutableTouchSettings: ViewTouchSettings {
        if let touchSettings { return touchSettings }
        let created = ViewTouchSettings()
        touchSettings = created
        return created
    }
    /// `traitState`, created on first use.
    var mutableTraitState: ViewTraitState {
        if let traitState { return traitState }
        let created = ViewTraitState()
        traitState = created
        return created
    }
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
