extension View {
    /// The gesture recognizers attached to this view, in the order added.
    public var gestureRecognizers: [GestureRecognizer] {
        extras?.touchSettings?.gestureRecognizers ?? []
    }

    /// Attaches `recognizer`; it sees the touches of this view and its
    /// subviews. A recognizer attached elsewhere moves here.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        mutableExtras.mutableTouchSettings.gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`; a gesture in progress is cancelled (its
    /// handlers see `.cancelled`), and it sees no more touches.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.stopTracking()
        extras?.touchSettings?.gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// Whether this view takes a second touch while it holds one (UIKit's
    /// `isMultipleTouchEnabled`); `false` by default: further touches that
    /// hit it are not delivered to it.
    public var isMultipleTouchEnabled: Bool {
        get { extras?.touchSettings?.multipleTouchEnabled ?? false }
        set { if newValue != isMultipleTouchEnabled { mutableExtras.mutableTouchSettings.multipleTouchEnabled = newValue } }
    }

    /// Whether a touch on this view keeps other views from receiving touches
    /// at the same time (UIKit's `isExclusiveTouch`); `false` by default.
    public var isExclusiveTouch: Bool {
        get { extras?.touchSettings?.exclusiveTouch ?? false }
        set { if newValue != isExclusiveTouch { mutableExtras.mutableTouchSettings.exclusiveTouch = newValue } }
    }
}
