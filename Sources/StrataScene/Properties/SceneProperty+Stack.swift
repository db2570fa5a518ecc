import Strata

extension SceneProperty {
    /// A stack property whose decoded value `read` finds in the changes and
    /// `write` gives the stack (a `set` step) or makes a variant of.
    private static func stack<Value: Equatable>(
        _ key: String, value: String, inVariants: Bool = true,
        decode: @escaping @Sendable (SceneDecoding, JSONValue, String, inout SceneViewChanges) -> Void,
        read: @escaping @Sendable (SceneViewChanges) -> Value?,
        keyPath: @escaping @MainActor @Sendable () -> ReferenceWritableKeyPath<StackView, Value>
    ) -> SceneProperty {
        // The key path comes from a closure: key paths to main-actor properties are not Sendable.
        let apply: @MainActor @Sendable (SceneWorld, SceneViewChanges, View) -> Void = { _, c, view in
            if let stack = view as? StackView, let v = read(c) { stack[keyPath: keyPath()] = v }
        }
        let variant: @MainActor @Sendable (View, SceneViewChanges, SizeClassCondition) -> Void = { view, c, when in
            if let stack = view as? StackView, let v = read(c) { stack.setVariant(keyPath(), v, when: when) }
        }
        return SceneProperty(key, .stack, value: value, inVariants: inVariants, decode: decode, apply: apply,
                             applyVariant: inVariants ? variant : nil)
    }

    /// The properties of stacks.
    static let stackProperties: [SceneProperty] = [
        stack("axis", value: "`horizontal`, `vertical`", decode: { d, value, path, c in
            c.axis = d.choice(value, path: path, SceneAxis.self)
        }, read: { $0.axis?.axis }, keyPath: { \StackView.axis }),
        stack("distribution", value: "`fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`",
              decode: { d, value, path, c in c.distribution = d.choice(value, path: path, SceneDistribution.self) },
              read: { $0.distribution.map { StackView.Distribution(rawValue: $0.rawValue)! } },
              keyPath: { \StackView.distribution }),
        stack("alignment", value: "`fill`, `leading`, `top`, `firstBaseline`, `center`, `trailing`, `bottom`, `lastBaseline`",
              decode: { d, value, path, c in c.alignment = d.choice(value, path: path, SceneAlignment.self) },
              read: { $0.alignment?.alignment }, keyPath: { \StackView.alignment }),
        stack("spacing", value: "points", decode: { d, value, path, c in
            c.spacing = d.number(value, path: path)
        }, read: { $0.spacing }, keyPath: { \StackView.spacing }),
        stack("baselineRelativeArrangement", value: "Boolean", decode: { d, value, path, c in
            c.baselineRelativeArrangement = d.bool(value, path: path)
        }, read: { $0.baselineRelativeArrangement }, keyPath: { \StackView.isBaselineRelativeArrangement }),
        stack("layoutMarginsRelativeArrangement", value: "Boolean", decode: { d, value, path, c in
            c.layoutMarginsRelativeArrangement = d.bool(value, path: path)
        }, read: { $0.layoutMarginsRelativeArrangement }, keyPath: { \StackView.isLayoutMarginsRelativeArrangement }),
        SceneProperty("customSpacing", .stack, value: "`{ \"ID\": points }`", decode: { d, value, path, c in
            guard let members = d.object(value, path: path) else { return }
            var entries: [SceneCustomSpacing] = []
            for entry in members {
                if let gap = d.number(entry.value, path: path.key(entry.key)) {
                    entries.append(SceneCustomSpacing(id: entry.key, spacing: gap))
                }
            }
            c.customSpacing = entries
        }, apply: { world, c, view in
            guard let stack = view as? StackView, let custom = c.customSpacing else { return }
            for entry in custom {
                if let v = world.view(entry.id) { stack.setCustomSpacing(entry.spacing, after: v) }
            }
        }, checkArranged: { d, c, arranged, path, value in
            let arrangedIDs = Set(arranged)
            for entry in c.customSpacing ?? [] where !arrangedIDs.contains(entry.id) {
                let location = value.objectMembers?.first { $0.key == entry.id }?.keyLocation
                d.report(path.key(entry.id), "'\(entry.id)' is not arranged in this stack", at: location)
            }
        }),
    ]
}

extension SceneAxis {
    /// The stack's value.
    var axis: Axis { self == .vertical ? .vertical : .horizontal }
}

extension SceneAlignment {
    /// The stack's value (`top` and `bottom` are `leading` and `trailing`).
    var alignment: StackView.Alignment {
        switch self {
        case .top: .top
        case .bottom: .bottom
        default: StackView.Alignment(rawValue: rawValue)!
        }
    }
}
