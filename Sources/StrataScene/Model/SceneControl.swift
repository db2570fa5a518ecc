import Strata

/// What a control in a scene starts with: `button` (`title`, `action`),
/// `switch` (`on`), `slider` (`value`, `minimumValue`, `maximumValue`),
/// `segmented` (`segments`, `selectedSegment`). Set once, when the view is
/// made (not by `set` steps).
public struct SceneControl: Sendable, Hashable {
    /// Buttons: the title.
    public var title = ""
    /// Buttons: what a tap does (`primaryActionTriggered`), in order.
    public var action: [SceneControlAction] = []
    /// Switches: whether it is on.
    public var isOn = false
    /// Sliders: the value and its range.
    public var value = 0.0, minimumValue = 0.0, maximumValue = 1.0
    /// Segmented controls: the segment titles.
    public var segments: [String] = []
    /// Segmented controls: the selected segment, or -1 for none.
    public var selectedSegment = -1

    /// The defaults.
    public init() {}
}

/// One step of a button's `action`: a `set` of a view's properties,
/// animated when it has `animate`.
public struct SceneControlAction: Sendable, Hashable {
    /// The view changed.
    public var id: String
    /// The changes.
    public var changes: SceneViewChanges
    /// The animation, if any.
    public var animation: SceneAnimation?

    /// Creates an action step.
    public init(id: String, changes: SceneViewChanges, animation: SceneAnimation?) {
        self.id = id
        self.changes = changes
        self.animation = animation
    }
}

/// A key named in a `{"key": NAME}` step: `up`, `down`, `left`, `right`,
/// `tab`, `return`, `escape`, `space`, `backspace`, `delete`, `home`,
/// `end`, `pageUp`, `pageDown`, or a single character; with the step's
/// `"modifiers"`, held with them.
public indirect enum SceneKey: Sendable, Hashable {
    /// A named key.
    case named(String)
    /// A character key.
    case character(Character)
    /// A key with modifiers held (`"modifiers": ["control", "shift"]`).
    case modified(SceneKey, Key.Modifiers)

    /// The names a step may use.
    public static let names = ["up", "down", "left", "right", "tab", "return", "escape", "space", "backspace", "delete",
                               "home", "end", "pageUp", "pageDown"]

    /// The names of the modifiers, in the order `Key.description` writes them.
    public static let modifierNames: [(String, Key.Modifiers)] = [
        ("control", .control), ("alt", .alt), ("shift", .shift), ("meta", .meta),
    ]

    /// The `Key` the window receives.
    public var key: Key {
        switch self {
        case .character(let c): return .character(c)
        case .named(let name):
            let codes: [Key.Code] = [.up, .down, .left, .right, .tab, .return, .escape, .space, .backspace, .delete,
                                     .home, .end, .pageUp, .pageDown]
            return Key(codes[SceneKey.names.firstIndex(of: name) ?? 0])
        case .modified(let key, let modifiers):
            return key.key.with(modifiers)
        }
    }
}

extension SceneView {
    /// Puts each button's decoded `action` into its view, anywhere in the tree.
    static func fillActions(_ actions: [String: [SceneControlAction]], in views: inout [SceneView]) {
        for i in views.indices {
            if let list = actions[views[i].id] { views[i].control.action = list }
            fillActions(actions, in: &views[i].subviews)
            fillActions(actions, in: &views[i].arranged)
        }
    }
}
