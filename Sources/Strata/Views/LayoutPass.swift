/// The layout pass: solve, then `layoutSubviews()` top-down on dirty views,
/// repeated until nothing is dirty.
@MainActor
enum LayoutPass {
    /// Calls `layoutSubviews()` on every dirty view of the subtree of `view`,
    /// parents before children. Returns whether any view was laid out.
    @discardableResult
    static func layoutSubtree(_ view: View) -> Bool {
        var did = false
        if view.needsLayout {
            view.needsLayout = false
            view.layoutSubviews()
            did = true
            if let observers = view.observers, !observers.layout.isEmpty {
                ObserverQueue.post { observers.notifyLayout() }
            }
        }
        if view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = false
            // The local copy keeps every subview alive while layout runs
            // (a layoutSubviews may change the list), so the scan can read
            // them without retaining each one.
            let subviews = view.storedSubviews
            subviews.withUnsafeBufferPointer { buffer in
                for i in 0..<buffer.count {
                    unowned(unsafe) let subview = buffer[i]
                    if subview.needsLayout || subview.subtreeNeedsLayout {
                        if layoutSubtree(subview) { did = true }
                    }
                }
            }
        }
        return did
    }
}

extension Window {
    /// Lays out every view that needs it, now: the constraint engine solves
    /// and writes frames, then `layoutSubviews()` runs top-down once per
    /// dirty view. Changes made during the pass are applied within it (up to
    /// `maximumLayoutIterations` rounds). Does nothing when nothing is dirty.
    public func layoutIfNeeded() {
        guard layoutScheduled, !isInLayoutPass else { return }
        isInLayoutPass = true
        ObserverQueue.batch {
            var iterations = 0
            while layoutScheduled {
                iterations += 1
                if iterations > maximumLayoutIterations {
                    onLayoutDiagnostic?(
                        "layout pass did not converge after \(maximumLayoutIterations) iterations: "
                            + "layoutSubviews() keeps invalidating layout")
                    break
                }
                layoutScheduled = false
                solveConstraintsIfNeeded()
                LayoutPass.layoutSubtree(rootView)
            }
            // Anything still dirty after the limit stays dirty for the next call,
            // but the window must not spin: clear the flags along the root.
            if layoutScheduled { layoutScheduled = false }
            layoutPassCount += 1
            isInLayoutPass = false
            if !passObservers.isEmpty {
                let observers = passObservers
                ObserverQueue.post { observers.notify(()) }
            }
        }
    }

    /// Runs the constraint engine if constraints or view metrics changed.
    func solveConstraintsIfNeeded() {
        engine?.solveIfNeeded()
    }
}
