import Strata

/// A scene brought to life: its window, its views by id and its active
/// constraints. Built once from a decoded `Scene`; steps change it.
///
/// ```swift
/// let scene = try Scene.load(path: "cookbook.json")
/// let world = SceneWorld(scene: scene)
/// world.window.layoutIfNeeded()
/// world.view("stack")?.frame
/// ```
@MainActor
public final class SceneWorld {
    /// The scene it was built from.
    public let scene: Scene
    /// The window holding the views.
    public let window: Window
    /// Every view of the scene (and of applied steps), in creation order.
    public private(set) var views: [(id: String, view: View)] = []
    /// Lookup by id (lookup only; iteration uses `views`).
    private var byID: [String: View] = [:]
    /// Views built with variants, until the window exists around them.
    private var variantViews: [(SceneView, View)] = []
    /// The data of every list, by the list's id (lookup only).
    var listSources: [String: SceneListSource] = [:]
    /// The active constraints, with the equations they came from.
    public internal(set) var constraints: [(equation: SceneEquation, constraint: LayoutConstraint)] = []

    /// Builds the window, the views and the constraints of `scene`.
    public init(scene: Scene) {
        self.scene = scene
        window = Window(size: Size(width: scene.window.width, height: scene.window.height))
        // Time stands still until a `SceneTimeline` (or a host) replaces
        // this timeline: input sent outside one happens all at time 0.
        window.timeline = Timeline(clock: ManualClock())
        window.layoutDirection = scene.window.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        window.scale = scene.window.scale
        window.rootView.directionalLayoutMargins = scene.window.layoutMargins
        register("root", window.rootView)
        var named = Set<String>()
        for equation in scene.constraints { for item in equation.items { named.insert(item) } }
        for v in scene.views { window.rootView.addSubview(build(v, named: named)) }
        activate(scene.constraints)
        // Variants are set once every view is in the window (they apply for
        // its traits at once, without animation).
        for (spec, view) in variantViews { applyVariants(of: spec, to: view) }
        variantViews = []
    }

    /// The view with `id`, if it exists.
    public func view(_ id: String) -> View? { byID[id] }

    /// Records a view under its id.
    func register(_ id: String, _ view: View) {
        if byID[id] == nil { views.append((id, view)) }
        byID[id] = view
    }

    /// Creates the view for `spec` and its subtree.
    func build(_ spec: SceneView, named: Set<String>) -> View {
        var bindings: [(label: Label, key: String)]?
        return build(spec, named: named, bindings: &bindings)
    }

    /// Creates the view for `spec` and its subtree. With `bindings`, the
    /// tree is a list's cell: its views are not registered under their ids
    /// and its bound labels are appended to `bindings`.
    func build(_ spec: SceneView, named: Set<String>, bindings: inout [(label: Label, key: String)]?) -> View {
        let view: View
        switch spec.type {
        case .stack: view = StackView()
        case .label: view = Label()
        case .scroll: view = ScrollView()
        case .view: view = View()
        case .image: view = ImageView()
        case .gradient: view = GradientView()
        case .shape: view = ShapeView()
        case .button, .switch, .slider, .segmented: view = makeControl(spec)
        case .textField: view = TextField()
        case .textView: view = TextView()
        case .list: view = makeList(spec)
        }
        view.identifier = spec.id
        let inCell = bindings != nil
        if !inCell { register(spec.id, view) }
        configure(view, spec)
        if let key = spec.bind, let label = view as? Label { bindings?.append((label, key)) }
        if !spec.variants.isEmpty && !inCell { variantViews.append((spec, view)) }
        view.translatesAutoresizingMaskIntoConstraints = !named.contains(spec.id)
        for sub in spec.subviews { view.addSubview(build(sub, named: named, bindings: &bindings)) }
        if let stack = view as? StackView {
            var arranged: [String: View] = [:]
            for a in spec.arranged {
                let v = build(a, named: named, bindings: &bindings)
                arranged[a.id] = v
                stack.addArrangedSubview(v)
            }
            for c in spec.customSpacing {
                if let v = inCell ? arranged[c.id] : byID[c.id] { stack.setCustomSpacing(c.spacing, after: v) }
            }
        }
        return view
    }

    /// Activates equations as constraints (every item exists: the decoder
    /// checked).
    func activate(_ equations: [SceneEquation]) {
        for e in equations {
            guard let first = byID[e.first.item] else { continue }
            let second = e.second.flatMap { byID[$0.item] }
            first.translatesAutoresizingMaskIntoConstraints = first === window.rootView
                ? first.translatesAutoresizingMaskIntoConstraints : false
            if let second, second !== window.rootView { second.translatesAutoresizingMaskIntoConstraints = false }
            let c = e.makeConstraint(first: first, second: second)
            if let when = e.when {
                c.setActiveVariant(true, when: when)
            } else {
                c.isActive = true
            }
            constraints.append((e, c))
        }
    }

    /// Deactivates the active constraints matching `equations` (by their
    /// canonical form; the first match each).
    func deactivate(_ equations: [SceneEquation]) {
        for e in equations {
            // Matched without the size classes: a step names an equation.
            guard let i = constraints.firstIndex(where: { var a = $0.equation; a.when = nil; return a == e }) else { continue }
            constraints[i].constraint.isActive = false
            constraints.remove(at: i)
        }
    }

    /// The scene equation of an active constraint.
    public func equation(for constraint: LayoutConstraint) -> SceneEquation? {
        constraints.first { $0.constraint === constraint }?.equation
    }

}
