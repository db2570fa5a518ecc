/// What changed about a view that the constraint engine may need to know.
enum EngineInvalidation {
    /// A frame set directly (autoresizing-mask views get new pins; the
    /// engine writes every frame at its next solve).
    case frame
    /// The bounds origin (moves the subviews' window positions).
    case boundsOrigin
    /// A scroll view's content size became derived from constraints again.
    case contentSize
    /// `isHidden`.
    case hidden
    /// Layout margins.
    case margins
    /// Layout direction (`semanticContentAttribute`).
    case direction
    /// Intrinsic content size or content priorities.
    case intrinsicSize
    /// Baseline positions.
    case baselines
    /// `translatesAutoresizingMaskIntoConstraints`.
    case autoresizingMask
    /// Subviews were added or removed.
    case hierarchy
    /// Constraints or guides were added or removed.
    case constraints
    /// A stack's arrangement (arranged views or stack properties).
    case stackArrangement
}

extension View {
    /// Tells the window's constraint engine (if it has one) about a change.
    @inline(__always)
    final func engineInvalidate(_ what: EngineInvalidation) {
        FocusGeneration.bump()   // anything the engine hears of can move focus candidates
        dropFittingCaches(what)
        if let window = storedWindow, window.hasEngine {
            window.engineInvalidate(self, what)
        }
    }
}
