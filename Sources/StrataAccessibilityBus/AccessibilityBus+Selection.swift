import Strata
import StrataDBus

/// `org.a11y.atspi.Selection` for lists (`CollectionView`) and page tab
/// lists (`SegmentedControl`): the selected children are the children
/// whose traits hold `.selected`; selecting or deselecting a child
/// activates it (`accessibilityActivate()`), the same user action as a
/// tap, so the control's actions and selection observers run.
extension AccessibilityBus {
    static let selectionInterface = "org.a11y.atspi.Selection"

    /// The roles that publish `Selection`.
    static let selectionRoles: Set<AccessibilityRole> = [.list, .pageTabList]

    /// Whether `child` of `view` is selected: for a list, whether it is the
    /// cell of a selected item (read from the list, which is current when
    /// its notification arrives, before the cell shows it); else its
    /// `.selected` trait.
    func isSelected(_ child: View, of view: View) -> Bool {
        if let list = view as? CollectionView {
            return list.indexPathsForSelectedItems.contains { list.cellForItem(at: $0) === child }
        }
        return child.accessibilityTraits.contains(.selected)
    }

    /// The children of `view` that are selected, in reading order.
    func selectedChildren(of view: View) -> [View] {
        view.accessibilityChildren.filter { isSelected($0, of: view) }
    }

    /// Whether a selected child can be deselected by activating it (a list
    /// with multiple selection toggles; single selection keeps its item).
    func deselectsByActivation(_ view: View) -> Bool {
        (view as? CollectionView)?.allowsMultipleSelection ?? false
    }

    /// Selects (`true`) or deselects child `index` of `view`; `false` when
    /// there is no such child or it cannot change that way.
    func setChild(_ index: Int, of view: View, selected: Bool) -> Bool {
        let children = view.accessibilityChildren
        guard children.indices.contains(index) else { return false }
        let child = children[index]
        if isSelected(child, of: view) == selected { return true }
        if !selected, !deselectsByActivation(view) { return false }
        guard child.accessibilityActivate() else { return false }
        return isSelected(child, of: view) == selected
    }

    /// `Selection` for a list or page tab list; `nil` for other views.
    func selectionInterface(for view: View) -> DBusInterface? {
        guard Self.selectionRoles.contains(role(of: view)) else { return nil }
        let p = path(for: view)
        if reportedSelection[p] == nil { reportedSelection[p] = selectedChildren(of: view).map { path(for: $0) } }
        weak let view = view
        func on(_ body: @escaping @MainActor (AccessibilityBus, View, Int) -> DBusValue) -> (DBusMessage) throws -> [DBusValue] {
            { [weak self] call in
                try Self.handle(self) { bridge in
                    guard let view else { throw DBusError.remote(name: DBusConnection.StandardError.unknownObject, message: "gone") }
                    let index: Int
                    if case .int32(let i)? = call.body.first { index = Int(i) } else { index = -1 }
                    return [body(bridge, view, index)]
                }
            }
        }
        return DBusInterface(name: Self.selectionInterface, methods: [
            DBusMethod(name: "GetSelectedChild", input: "i", output: "(so)", handler: on { bridge, view, i in
                let selected = bridge.selectedChildren(of: view)
                return selected.indices.contains(i) ? bridge.reference(selected[i]) : bridge.nullReference
            }),
            DBusMethod(name: "SelectChild", input: "i", output: "b", handler: on { bridge, view, i in
                .boolean(bridge.setChild(i, of: view, selected: true))
            }),
            DBusMethod(name: "DeselectSelectedChild", input: "i", output: "b", handler: on { bridge, view, i in
                let children = view.accessibilityChildren, selected = bridge.selectedChildren(of: view)
                guard selected.indices.contains(i), let index = children.firstIndex(where: { $0 === selected[i] }) else {
                    return .boolean(false)
                }
                return .boolean(bridge.setChild(index, of: view, selected: false))
            }),
            DBusMethod(name: "IsChildSelected", input: "i", output: "b", handler: on { bridge, view, i in
                let children = view.accessibilityChildren
                return .boolean(children.indices.contains(i) && bridge.isSelected(children[i], of: view))
            }),
            DBusMethod(name: "SelectAll", output: "b", handler: on { bridge, view, _ in
                guard bridge.deselectsByActivation(view) else { return .boolean(false) }
                var all = true
                for i in view.accessibilityChildren.indices { all = bridge.setChild(i, of: view, selected: true) && all }
                return .boolean(all)
            }),
            DBusMethod(name: "ClearSelection", output: "b", handler: on { bridge, view, _ in
                let children = view.accessibilityChildren
                var all = true
                for (i, child) in children.enumerated() where bridge.isSelected(child, of: view) {
                    all = bridge.setChild(i, of: view, selected: false) && all
                }
                return .boolean(all)
            }),
            DBusMethod(name: "DeselectChild", input: "i", output: "b", handler: on { bridge, view, i in
                .boolean(bridge.setChild(i, of: view, selected: false))
            }),
        ], properties: [
            DBusProperty(name: "version", type: .uint32, get: { .uint32(1) }),
            DBusProperty(name: "NSelectedChildren", type: .int32, get: { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, let view else { return .int32(0) }
                    return .int32(Int32(clamping: self.selectedChildren(of: view).count))
                }
            }),
        ])
    }
}
