import Strata
import StrataDBus

/// `org.a11y.atspi.Accessible` of a view: name, description, role, states,
/// attributes, parent, children, index in parent, relations, interfaces.
extension AccessibilityBus {
    /// The interfaces `view` has: Accessible and Component always; Action
    /// when it has actions; Value for sliders and switches; Selection for
    /// lists and page tab lists; Text and EditableText for text.
    func interfaces(for view: View) -> [DBusInterface] {
        var result = [accessibleInterface(for: view), componentInterface(for: view)]
        if !actionNames(of: view).isEmpty { result.append(actionInterface(for: view)) }
        if let value = valueInterface(for: view) { result.append(value) }
        if let selection = selectionInterface(for: view) { result.append(selection) }
        result += textInterfaces(for: view)
        return result
    }

    /// The interface names `GetInterfaces` lists for `view`, sorted.
    func interfaceNames(of view: View) -> [String] {
        interfaces(for: view).map(\.name).sorted()
    }

    /// The node's parent reference: its accessibility parent, or the
    /// application for the window's root.
    func parentReference(of view: View) -> DBusValue {
        if view === window.accessibilityRoot { return reference(path: AccessibilityObjectTable.rootPath) }
        return view.accessibilityParent.map { reference($0) } ?? nullReference
    }

    /// What the node is called: its label; the window's root is named after
    /// the application unless labelled.
    func name(of view: View) -> String {
        if let label = view.accessibilityLabel { return label }
        return view === window.accessibilityRoot ? applicationName : ""
    }

    /// The node's role (`.window` for the tree's root).
    func role(of view: View) -> AccessibilityRole { view.accessibilityRole ?? .group }

    /// The node's AT-SPI states (Docs/Accessibility.md has the rules).
    func states(of view: View) -> AtspiStateSet {
        var states: AtspiStateSet = []
        let traits = view.accessibilityTraits
        let role = role(of: view)
        if !traits.contains(.notEnabled) { states.formUnion([.enabled, .sensitive]) }
        var visible = true
        var v: View? = view
        while let current = v {
            if current.isHidden || current.alpha < 0.01 { visible = false; break }
            v = current.superview
        }
        if visible {
            states.insert(.visible)
            let frame = view.accessibilityFrame
            let bounds = window.accessibilityRoot.bounds
            if frame.maxX > bounds.minX, frame.minX < bounds.maxX, frame.maxY > bounds.minY, frame.minY < bounds.maxY {
                states.insert(.showing)
            }
        }
        if view.canBecomeFocused { states.insert(.focusable) }
        if view.isFocused { states.insert(.focused) }
        if view === window.accessibilityRoot, window.isKeyWindow { states.insert(.active) }
        switch role {
        case .toggleButton, .checkBox:
            states.insert(.checkable)
            if view.accessibilityValue == "1" { states.insert(.checked) }
        case .pageTab, .listItem:
            states.insert(.selectable)
        case .textField, .passwordField:
            states.formUnion([.editable, .singleLine])
        case .textArea:
            states.insert(.multiLine)
            if (view as? TextView)?.isEditable ?? true { states.insert(.editable) }
        default: break
        }
        if traits.contains(.selected) { states.insert(.selected) }
        return states
    }

    /// The node's index among its parent's children (-1 when not found).
    func indexInParent(of view: View) -> Int32 {
        if view === window.accessibilityRoot { return 0 }
        guard let parent = view.accessibilityParent else { return -1 }
        return Int32(parent.accessibilityChildren.firstIndex { $0 === view } ?? -1)
    }

    /// The node's children as an `a(so)`.
    func childReferences(of view: View) -> DBusValue {
        let paths = view.accessibilityChildren.map { path(for: $0) }
        reportedChildren[path(for: view)] = paths
        let name = DBusValue.string(connection.uniqueName)
        return .array(element: .structure([.string, .objectPath]), paths.map { .structure([name, .objectPath($0)]) })
    }

    func accessibleInterface(for view: View) -> DBusInterface {
        weak let view = view
        func on(_ body: @escaping @MainActor (AccessibilityBus, View) throws -> [DBusValue]) -> (DBusMessage) throws -> [DBusValue] {
            { [weak self] _ in
                try Self.handle(self) { bridge in
                    guard let view else { throw DBusError.remote(name: DBusConnection.StandardError.unknownObject, message: "gone") }
                    return try body(bridge, view)
                }
            }
        }
        func property(_ name: String, _ type: DBusType, _ get: @escaping @MainActor (AccessibilityBus, View) -> DBusValue,
                      empty: DBusValue) -> DBusProperty {
            DBusProperty(name: name, type: type, get: { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, let view else { return empty }
                    return get(self, view)
                }
            })
        }
        return DBusInterface(name: Self.accessibleInterface, methods: [
            DBusMethod(name: "GetChildAtIndex", input: "i", output: "(so)") { [weak self] call in
                try Self.handle(self) { bridge in
                    guard let view, case .int32(let i)? = call.body.first else { return [bridge.nullReference] }
                    let children = view.accessibilityChildren
                    return [children.indices.contains(Int(i)) ? bridge.reference(children[Int(i)]) : bridge.nullReference]
                }
            },
            DBusMethod(name: "GetChildren", output: "a(so)", handler: on { bridge, view in [bridge.childReferences(of: view)] }),
            DBusMethod(name: "GetIndexInParent", output: "i", handler: on { bridge, view in [.int32(bridge.indexInParent(of: view))] }),
            DBusMethod(name: "GetRelationSet", output: "a(ua(so))", handler: on { bridge, view in [bridge.relationSet(of: view)] }),
            DBusMethod(name: "GetRole", output: "u", handler: on { bridge, view in [.uint32(AtspiRole.number(bridge.role(of: view)))] }),
            DBusMethod(name: "GetRoleName", output: "s", handler: on { bridge, view in [.string(AtspiRole.name(bridge.role(of: view)))] }),
            DBusMethod(name: "GetLocalizedRoleName", output: "s", handler: on { bridge, view in [.string(AtspiRole.name(bridge.role(of: view)))] }),
            DBusMethod(name: "GetState", output: "au", handler: on { bridge, view in
                let states = bridge.states(of: view)
                bridge.noteShowing(of: view, states.contains(.showing))
                return [.array(element: .uint32, states.words.map { .uint32($0) })]
            }),
            DBusMethod(name: "GetAttributes", output: "a{ss}", handler: on { bridge, view in
                var pairs = ["toolkit": "Strata", "strata-role": (bridge.role(of: view)).rawValue]
                if let id = view.identifier { pairs["id"] = id }
                if let value = view.accessibilityValue { pairs["value"] = value }
                return [Self.attributes(pairs)]
            }),
            DBusMethod(name: "GetApplication", output: "(so)", handler: on { bridge, _ in
                [bridge.reference(path: AccessibilityObjectTable.rootPath)]
            }),
            DBusMethod(name: "GetInterfaces", output: "as", handler: on { bridge, view in
                [.array(element: .string, bridge.interfaceNames(of: view).map { .string($0) })]
            }),
        ], properties: [
            DBusProperty(name: "version", type: .uint32, get: { .uint32(1) }),
            property("Name", .string, { bridge, view in .string(bridge.name(of: view)) }, empty: .string("")),
            property("Description", .string, { _, view in .string(view.accessibilityHint ?? "") }, empty: .string("")),
            property("Parent", .structure([.string, .objectPath]), { bridge, view in bridge.parentReference(of: view) },
                     empty: .structure([.string(""), .objectPath(AccessibilityObjectTable.nullPath)])),
            property("ChildCount", .int32, { _, view in .int32(Int32(clamping: view.accessibilityChildren.count)) }, empty: .int32(0)),
            DBusProperty(name: "Locale", type: .string, get: { .string("") }),
            property("AccessibleId", .string, { _, view in .string(view.identifier ?? "") }, empty: .string("")),
            DBusProperty(name: "HelpText", type: .string, get: { .string("") }),
        ])
    }
}
