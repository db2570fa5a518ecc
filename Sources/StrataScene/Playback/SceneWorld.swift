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
        let view: View
        switch spec.type {
        case .stack: view = StackView()
        case .label: view = Label()
        case .scroll: view = ScrollView()
        case .view: view = View()
        case .gradient: view = GradientView()
        case .image: view = ImageView()
        case .button, .switch, .slider, .segmented: view = makeControl(spec)
        case .textField: view = TextField()
        case .textView: view = TextView()
        }
        view.identifier = spec.id
        register(spec.id, view)
        configure(view, spec)
        if !spec.variants.isEmpty { variantViews.append((spec, view)) }
        view.translatesAutoresizingMaskIntoConstraints = !named.contains(spec.id)
        for sub in spec.subviews { view.addSubview(build(sub, named: named)) }
        if let stack = view as? StackView {
            for a in spec.arranged { stack.addArrangedSubview(build(a, named: named)) }
            for c in spec.customSpacing {
                if let v = byID[c.id] { stack.setCustomSpacing(c.spacing, after: v) }
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
