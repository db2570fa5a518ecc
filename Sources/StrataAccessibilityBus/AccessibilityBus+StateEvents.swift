import Strata
import StrataDBus

/// `object:state-changed:showing` and
/// `object:property-change:accessible-name`.
///
/// Showing: a client learns whether an object is showing when it reads its
/// state (`GetState`); from then on the bridge sends
/// `state-changed:showing` (1 or 0) whenever that changes — the view or an
/// ancestor hidden or shown, made transparent, or moved into or out of the
/// window — checked after each layout pass and each change of children.
/// The window's root sends `showing` 1 when the application registers
/// and 0 when it stops.
///
/// Names: `.labelChanged` (a label's text, a button's title,
/// `accessibilityLabel` or `accessibilityLabelledBy` set) sends
/// `property-change:accessible-name` with the new name for the element
/// read (a button for its title label) and for every view the changed
/// view names through `accessibilityLabelledBy`, when the name differs
/// from the one last sent.
extension AccessibilityBus {
    /// Whether `view` is showing: visible (it and its ancestors not hidden
    /// nor transparent) and inside the window.
    func isShowing(_ view: View) -> Bool { states(of: view).contains(.showing) }

    /// Remembers that a client saw `view`'s showing state.
    func noteShowing(of view: View, _ showing: Bool) {
        reportedShowing[path(for: view)] = showing
        followLayoutPasses()
    }

    /// Observes the window's layout passes (once, when a client first
    /// reads a state), to notice views moving into or out of the window.
    func followLayoutPasses() {
        guard layoutToken == nil else { return }
        layoutToken = window.observeLayoutPasses { [weak self] in self?.sendShowingChanges() }
    }

    /// Sends `state-changed:showing` for each object whose showing state
    /// differs from the one a client last saw, in the order the objects were
    /// published.
    /// - Complexity: O(objects whose state was read · depth).
    func sendShowingChanges() {
        guard !reportedShowing.isEmpty else { return }
        let paths = reportedShowing.keys.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
        for p in paths {
            guard let view = objects.view(at: p), view.window === window else {
                reportedShowing[p] = nil
                continue
            }
            let showing = isShowing(view)
            guard reportedShowing[p] != showing else { continue }
            reportedShowing[p] = showing
            emit(p, Self.objectEvents, "StateChanged", detail: "showing", showing ? 1 : 0, value: .int32(0))
        }
    }

    /// The element a screen reader reads for `view`: the outermost element
    /// among it and its ancestors below the window's root (a button for its
    /// title label), else `view`.
    func readElement(for view: View) -> View {
        var element = view
        var ancestor: View? = view.superview
        while let current = ancestor, current !== window.accessibilityRoot {
            if current.isAccessibilityElement { element = current }
            ancestor = current.superview
        }
        return element
    }

    /// Sends `property-change:accessible-name` for the element `view`
    /// belongs to and for the views it labels, when their names changed.
    func sendNameChanges(for view: View) {
        guard view.window === window else { return }
        var targets = [readElement(for: view)]
        for labelled in labelledViews(by: view) where !targets.contains(where: { $0 === labelled }) {
            targets.append(labelled)
        }
        for target in targets {
            let p = path(for: target)
            let name = name(of: target)
            guard reportedNames[p] != name else { continue }
            reportedNames[p] = name
            emit(p, Self.objectEvents, "PropertyChange", detail: "accessible-name", value: .string(name))
        }
    }
}
