extension StackView {
    /// The views the stack lays out, in layout order (a subset of
    /// `subviews`, whose order is z-order).
    public var arrangedSubviews: [View] { storedArranged }

    /// Appends `view` to the arranged views, adding it as a subview first if
    /// needed. A view that is already arranged moves to the end.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: storedArranged.count - (isArranged(view) ? 1 : 0))
    }

    /// Inserts `view` into the arranged views at `index`, adding it as a
    /// subview (at the front of the z-order) if it is not one yet.
    ///
    /// - Precondition: `0 <= index <= arrangedSubviews.count` (counted
    ///   without `view` when it is already arranged).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        precondition(view !== self, "StackView.insertArrangedSubview: a stack cannot arrange itself")
        if isArranged(view), let old = storedArranged.firstIndex(where: { $0 === view }) {
            storedArranged.remove(at: old)
        }
        precondition(index >= 0 && index <= storedArranged.count,
                     "StackView.insertArrangedSubview: index \(index) out of range 0...\(storedArranged.count)")
        if view.superview !== self {
            // Leaving another stack clears the view's arranged flag there.
            addSubview(view)
        }
        storedArranged.insert(view, at: index)
        view.isArrangedBySuperview = true
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviewsDidChange()
    }

    /// Stops arranging `view`; it stays a subview and keeps its last frame.
    /// Does nothing if `view` is not arranged.
    public func removeArrangedSubview(_ view: View) {
        guard isArranged(view), let i = storedArranged.firstIndex(where: { $0 === view }) else { return }
        storedArranged.remove(at: i)
        view.isArrangedBySuperview = false
        customSpacings.removeAll { $0.view === view }
        arrangedSubviewsDidChange()
    }

    /// Whether `view` is one of the arranged views.
    /// - Complexity: O(1).
    final func isArranged(_ view: View) -> Bool {
        view.isArrangedBySuperview && view.storedSuperview === self
    }

    /// Sets the gap after `arrangedSubview` (instead of `spacing`).
    ///
    /// `StackView.spacingUseDefault` resets it to `spacing`;
    /// `StackView.spacingUseSystem` asks for the system spacing (8).
    /// Setting it for a view that is not arranged does nothing, as in UIKit.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard isArranged(arrangedSubview) else { return }
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != StackView.spacingUseDefault {
            customSpacings.append((arrangedSubview, spacing))
        }
        stackPropertyDidChange()
    }

    /// The gap after `arrangedSubview`: its custom spacing, or
    /// `StackView.spacingUseDefault` when none is set.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? StackView.spacingUseDefault
    }

    /// The gap after `view` in effect: custom spacing if set (the system
    /// spacing for `spacingUseSystem`), else `spacing`.
    final func effectiveSpacing(after view: View) -> Double {
        if customSpacings.isEmpty { return spacing }
        guard let custom = customSpacings.first(where: { $0.view === view })?.spacing else { return spacing }
        return custom == StackView.spacingUseSystem ? StackView.systemSpacing : custom
    }

    /// Observes changes to `arrangedSubviews` (adds, inserts, removals,
    /// moves).
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeArrangedSubviews(_ handler: @escaping ([View]) -> Void) -> ObservationToken {
        arrangedObservers.add { [unowned self] in handler(self.storedArranged) }
    }

    /// Invalidates layout and tells observers after the arranged list changed.
    final func arrangedSubviewsDidChange() {
        stackPropertyDidChange()
        if !arrangedObservers.isEmpty {
            let observers = arrangedObservers
            ObserverQueue.post { observers.notify(()) }
        }
    }
}
