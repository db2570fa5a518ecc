import Strata
import StrataDBus

/// `org.a11y.atspi.Action` (activate, increment, decrement, the custom
/// actions by name) and `org.a11y.atspi.Value` (sliders and switches).
extension AccessibilityBus {
    /// The roles whose first action is `click` (`accessibilityActivate()`).
    static let activatableRoles: Set<AccessibilityRole> = [
        .button, .toggleButton, .checkBox, .pageTab, .link, .textField, .passwordField, .textArea, .listItem,
    ]

    /// The node's actions in order: `click` when it activates, `increment`
    /// and `decrement` when adjustable, then its custom actions' names.
    func actionNames(of view: View) -> [String] {
        var names: [String] = []
        if Self.activatableRoles.contains(role(of: view)) { names.append("click") }
        if view.accessibilityTraits.contains(.adjustable) { names += ["increment", "decrement"] }
        names += view.accessibilityCustomActions.map(\.name)
        return names
    }

    /// Performs action `index` of `view` (`actionNames(of:)`).
    func performAction(_ index: Int, of view: View) -> Bool {
        let names = actionNames(of: view)
        guard names.indices.contains(index) else { return false }
        let builtIn = names.count - view.accessibilityCustomActions.count
        if index >= builtIn { return view.accessibilityCustomActions[index - builtIn].perform() }
        switch names[index] {
        case "click": return view.accessibilityActivate()
        case "increment": return view.accessibilityIncrement()
        case "decrement": return view.accessibilityDecrement()
        default: return false
        }
    }

    func actionInterface(for view: View) -> DBusInterface {
        weak let view = view
        func on(_ body: @escaping @MainActor (AccessibilityBus, View, [DBusValue]) throws -> [DBusValue])
            -> (DBusMessage) throws -> [DBusValue] {
            { [weak self] call in
                try Self.handle(self) { bridge in
                    guard let view else { throw DBusError.remote(name: DBusConnection.StandardError.unknownObject, message: "gone") }
                    return try body(bridge, view, call.body)
                }
            }
        }
        func name(_ bridge: AccessibilityBus, _ view: View, _ body: [DBusValue]) -> String {
            guard case .int32(let i)? = body.first else { return "" }
            let names = bridge.actionNames(of: view)
            return names.indices.contains(Int(i)) ? names[Int(i)] : ""
        }
        return DBusInterface(name: Self.actionInterface, methods: [
            DBusMethod(name: "GetDescription", input: "i", output: "s") { _ in [.string("")] },
            DBusMethod(name: "GetName", input: "i", output: "s", handler: on { [.string(name($0, $1, $2))] }),
            DBusMethod(name: "GetLocalizedName", input: "i", output: "s", handler: on { [.string(name($0, $1, $2))] }),
            DBusMethod(name: "GetKeyBinding", input: "i", output: "s") { _ in [.string("")] },
            DBusMethod(name: "GetActions", output: "a(sss)", handler: on { bridge, view, _ in
                [.array(element: .structure([.string, .string, .string]), bridge.actionNames(of: view).map {
                    .structure([.string($0), .string(""), .string("")])
                })]
            }),
            DBusMethod(name: "DoAction", input: "i", output: "b", handler: on { bridge, view, body in
                guard case .int32(let i)? = body.first else { return [.boolean(false)] }
                return [.boolean(bridge.performAction(Int(i), of: view))]
            }),
        ], properties: [
            DBusProperty(name: "version", type: .uint32, get: { .uint32(1) }),
            DBusProperty(name: "NActions", type: .int32, get: { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, let view else { return .int32(0) }
                    return .int32(Int32(clamping: self.actionNames(of: view).count))
                }
            }),
        ])
    }

    /// `Value` for a slider (its range, a tenth of it as the increment) or
    /// a switch (0 or 1); `nil` for other views.
    func valueInterface(for view: View) -> DBusInterface? {
        let isSlider = view is Slider, isSwitch = view is Switch
        guard isSlider || isSwitch else { return nil }
        weak let view = view
        func read(_ get: @escaping @MainActor (View) -> Double) -> () -> DBusValue {
            { MainActor.assumeIsolated { .double(view.map(get) ?? 0) } }
        }
        return DBusInterface(name: Self.valueInterface, properties: [
            DBusProperty(name: "version", type: .uint32, get: { .uint32(1) }),
            DBusProperty(name: "MinimumValue", type: .double, get: read { ($0 as? Slider)?.minimumValue ?? 0 }),
            DBusProperty(name: "MaximumValue", type: .double, get: read { ($0 as? Slider)?.maximumValue ?? 1 }),
            DBusProperty(name: "MinimumIncrement", type: .double, get: read { view in
                (view as? Slider).map { ($0.maximumValue - $0.minimumValue) / 10 } ?? 1
            }),
            DBusProperty(name: "CurrentValue", type: .double, get: read { view in
                if let slider = view as? Slider { return slider.value }
                return (view as? Switch)?.isOn == true ? 1 : 0
            }, set: { value in
                try MainActor.assumeIsolated {
                    guard case .double(let new) = value, new.isFinite, let view else {
                        throw DBusError.remote(name: DBusConnection.StandardError.invalidArgs, message: "not a finite number")
                    }
                    if let slider = view as? Slider, slider.isEnabled {
                        guard new != slider.value else { return }
                        slider.value = new
                        slider.sendActions(for: [.valueChanged, .primaryActionTriggered])
                    } else if let toggle = view as? Switch, toggle.isEnabled, (new >= 0.5) != toggle.isOn {
                        toggle.accessibilityActivate()
                    }
                }
            }),
            DBusProperty(name: "Text", type: .string, get: {
                MainActor.assumeIsolated { .string(view?.accessibilityValue ?? "") }
            }),
        ])
    }
}
