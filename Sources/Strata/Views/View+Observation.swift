/// The observers registered on one view.
@MainActor
final class ViewObservers {
    var frame = ObserverList<(old: Rect, new: Rect)>()
    var hidden = ObserverList<Bool>()
    var subviews = ObserverList<Void>()
    var layout = ObserverList<Void>()
    var traits = ObserverList<(previous: TraitCollection?, current: TraitCollection)>()

    func notifyFrame(old: Rect, new: Rect) { frame.notify((old, new)) }
    func notifyHidden(_ isHidden: Bool) { hidden.notify(isHidden) }
    func notifySubviews() { subviews.notify(()) }
    func notifyLayout() { layout.notify(()) }
    func notifyTraits(previous: TraitCollection?, current: TraitCollection) { traits.notify((previous, current)) }
}

extension View {
    private var registry: ViewObservers {
        if let observers { return observers }
        let created = ViewObservers()
        observers = created
        return created
    }

    /// Calls `handler` with the old and new frame after every change of the
    /// view's frame (set directly or by a layout pass).
    ///
    /// Delivery is deferred until the change that caused it is complete.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeFrame(_ handler: @escaping (_ old: Rect, _ new: Rect) -> Void) -> ObservationToken {
        registry.frame.add { handler($0.old, $0.new) }
    }

    /// Calls `handler` with the new value after every change of `isHidden`.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeHidden(_ handler: @escaping (_ isHidden: Bool) -> Void) -> ObservationToken {
        registry.hidden.add(handler)
    }

    /// Calls `handler` after every change of `subviews` (add, insert,
    /// remove, reorder).
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeSubviews(_ handler: @escaping () -> Void) -> ObservationToken {
        registry.subviews.add { handler() }
    }

    /// Calls `handler` after each layout pass in which this view's
    /// `layoutSubviews()` ran.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeLayout(_ handler: @escaping () -> Void) -> ObservationToken {
        registry.layout.add { handler() }
    }

    /// Calls `handler` with the previous and the new traits after every
    /// change of the view's `traitCollection` (the callback form of
    /// `traitCollectionDidChange(_:)`; never called when nothing changed).
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeTraits(_ handler: @escaping (_ previous: TraitCollection?, _ current: TraitCollection) -> Void)
        -> ObservationToken
    {
        registry.traits.add { handler($0.previous, $0.current) }
    }
}
