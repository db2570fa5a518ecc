import Strata
import StrataDBus

/// `Accessible.GetRelationSet`: `labelled-by` for a view whose
/// `accessibilityLabelledBy` is set, and `label-for` for the view that
/// labels others (every view of the window naming it, in tree order).
extension AccessibilityBus {
    /// AT-SPI's relation types (`AtspiRelationType`).
    enum RelationType: UInt32 {
        case labelFor = 1, labelledBy = 2
    }

    /// The views of the window whose `accessibilityLabelledBy` is `view`, in tree order.
    /// - Complexity: O(views in the window).
    func labelledViews(by view: View) -> [View] {
        var found: [View] = []
        var stack: [View] = [window.rootView]
        while let next = stack.popLast() {
            if next.accessibilityLabelledBy === view, next !== view { found.append(next) }
            stack.append(contentsOf: next.subviews.reversed())
        }
        return found
    }

    /// The relations of `view`, as `(type, targets)`, by type.
    func relations(of view: View) -> [(RelationType, [View])] {
        var result: [(RelationType, [View])] = []
        let labelled = labelledViews(by: view)
        if !labelled.isEmpty { result.append((.labelFor, labelled)) }
        if let namer = view.accessibilityLabelledBy, namer !== view, namer.window === window {
            result.append((.labelledBy, [namer]))
        }
        return result
    }

    /// The `a(ua(so))` relation set of `view`.
    func relationSet(of view: View) -> DBusValue {
        let reference = DBusType.structure([.string, .objectPath])
        return .array(element: .structure([.uint32, .array(reference)]), relations(of: view).map { type, targets in
            .structure([.uint32(type.rawValue), .array(element: reference, targets.map { self.reference($0) })])
        })
    }
}
