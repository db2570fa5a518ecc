import Strata

/// One change of a scene's timeline.
public struct SceneStep: Sendable, Hashable {
    /// Seconds on the scene clock when the step happens; `nil` means as soon
    /// as the previous step is applied or its animation ends.
    public var at: Double?
    /// The animation; `nil` applies the step at once.
    public var animation: SceneAnimation?
    /// What the step does.
    public var action: SceneAction
    /// The JSON path of the step, e.g. `steps[2]`.
    public var path: String
    /// Where the step's object starts.
    public var location: SourceLocation?

    /// Whether the step plays over time: it has an animation, is host
    /// input, or is a resize whose variants animate.
    public var playsOverTime: Bool {
        if case .resize(_, let animated) = action { return animated }
        if let animated = action.listUpdateAnimated { return animated }
        return animation != nil || action.isInput
    }

    /// Creates a step.
    public init(at: Double? = nil, animation: SceneAnimation? = nil, action: SceneAction,
                path: String = "", location: SourceLocation? = nil) {
        self.at = at
        self.animation = animation
        self.action = action
        self.path = path
        self.location = location
    }
}

/// The single action of a step.
public enum SceneAction: Sendable, Hashable {
    /// Changes properties of the view `id`.
    case set(id: String, changes: SceneViewChanges)
    /// Inserts a view into a stack's arranged views at `index`.
    case insertArranged(stack: String, index: Int, view: SceneViewReference)
    /// Appends a view to a stack's arranged views.
    case addArranged(stack: String, view: SceneViewReference)
    /// Removes a view from its stack's arranged views (it stays a subview).
    case removeArranged(id: String)
    /// Removes a view from its superview (and its constraints).
    case removeFromSuperview(id: String)
    /// Activates equations.
    case activate([SceneEquation])
    /// Deactivates active equations (matched by canonical form).
    case deactivate([SceneEquation])
    /// A tap at a window point (down, then up `Window.testTapDuration` later).
    case tap(Point)
    /// A drag: down at `from`, moves to `to` over `duration` seconds, up.
    case drag(from: Point, to: Point, duration: Double)
    /// A key pressed and released.
    case key(SceneKey)
    /// A scroll-wheel delta at a window point.
    case scroll(by: Point, at: Point)
    /// Resizes the window; a change of size class animates its variants
    /// (with the step's animation, the default one, or none when
    /// `animated` is false).
    case resize(Size, animated: Bool)
    /// Embeds views that share a superview in a new stack with id `id`
    /// (`StackView.embed`).
    case embed(views: [String], id: String)
    /// Focuses a view directly (`Window.focus(_:)`; nothing happens when
    /// it cannot be focused).
    case focus(id: String)
    /// Text typed into the first responder (`Window.insertText`).
    case type(String)
    /// Text put on the window's pasteboard and pasted into the first
    /// responder (Control+V).
    case paste(String)
    /// Sets a text field's or text view's selection.
    case select(id: String, range: Range<Int>)
    /// Inserts items into a list before position `at` (a batch update,
    /// animated unless `animated` is false).
    case insertItems(list: String, at: Int, items: [SceneListItem], animated: Bool)
    /// Deletes the items at these positions (before the step) of a list.
    case deleteItems(list: String, at: [Int], animated: Bool)
    /// Moves a list's item from position `from` (before the step) to `to`
    /// (after it).
    case moveItem(list: String, from: Int, to: Int, animated: Bool)
    /// Scrolls a list so that an item is at `position`.
    case scrollTo(list: String, item: Int, position: SceneScrollPosition)
    /// Selects a list's item (`"select": { "list": ID, "item": i }`).
    case selectItem(list: String, item: Int)

    /// The action's key in the step object.
    public var key: String {
        switch self {
        case .set: "set"
        case .insertArranged: "insertArranged"
        case .addArranged: "addArranged"
        case .removeArranged: "removeArranged"
        case .removeFromSuperview: "removeFromSuperview"
        case .activate: "activate"
        case .deactivate: "deactivate"
        case .tap: "tap"
        case .drag: "drag"
        case .key: "key"
        case .scroll: "scroll"
        case .resize: "resize"
        case .embed: "embed"
        case .focus: "focus"
        case .type: "type"
        case .paste: "paste"
        case .select, .selectItem: "select"
        case .insertItems: "insertItems"
        case .deleteItems: "deleteItems"
        case .moveItem: "moveItem"
        case .scrollTo: "scrollTo"
        }
    }

    /// The action with a list update's `animated` set to `animated`
    /// (other actions unchanged).
    public func withListUpdateAnimated(_ animated: Bool) -> SceneAction {
        switch self {
        case .insertItems(let list, let at, let items, _): .insertItems(list: list, at: at, items: items, animated: animated)
        case .deleteItems(let list, let at, _): .deleteItems(list: list, at: at, animated: animated)
        case .moveItem(let list, let from, let to, _): .moveItem(list: list, from: from, to: to, animated: animated)
        default: self
        }
    }

    /// For a list's `insertItems`, `deleteItems` and `moveItem`: whether
    /// the batch update animates; `nil` for other actions.
    public var listUpdateAnimated: Bool? {
        switch self {
        case .insertItems(_, _, _, let animated), .deleteItems(_, _, let animated), .moveItem(_, _, _, let animated):
            animated
        default:
            nil
        }
    }

    /// Whether it is host input (a tap, drag, key or scroll).
    public var isInput: Bool {
        switch self {
        case .tap, .drag, .key, .scroll, .type, .paste: true
        default: false
        }
    }
}

/// The view an `insertArranged`/`addArranged` step adds: a new one, or one
/// already in the scene.
public enum SceneViewReference: Sendable, Hashable {
    /// A view created by the step (with its subtree).
    case new(SceneView)
    /// A view already in the scene, by id.
    case existing(String)
}
