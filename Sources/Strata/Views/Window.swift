/// The top of a view hierarchy: owns the root view, the layout direction,
/// the layout pass, the constraint engine and the animation timeline.
///
/// A host creates one window per surface and calls `layoutIfNeeded()` once
/// per frame; it costs nothing when nothing changed.
///
/// ```swift
/// let window = Window(size: Size(width: 375, height: 667))
/// window.rootView.addSubview(stack)
/// window.layoutIfNeeded()
/// ```
@MainActor
public final class Window {
    /// The root of the view tree; its frame is the window's bounds.
    public let rootView: View

    /// Whether a layout pass is due.
    var layoutScheduled = true

    /// Set while a layout pass runs.
    var isInLayoutPass = false

    /// Number of completed layout passes (for tests and diagnostics).
    public internal(set) var layoutPassCount = 0

    /// Observers of completed layout passes.
    var passObservers = ObserverList<Void>()

    /// The most iterations a layout pass makes while `layoutSubviews()` keeps
    /// dirtying views, before it stops with a diagnostic.
    public var maximumLayoutIterations = 100

    /// Called with a message when a layout pass does not converge.
    public var onLayoutDiagnostic: ((String) -> Void)?

    /// Touches, gesture recognizers, the first responder and hover (see
    /// `Window+Touches`, `Window+Keys`).
    let input = InputState()

    /// The focused view and the focus search's kept state (see `Focus/`).
    let focusState = FocusState()

    /// The animation timeline, created on first use (see `Window+Timeline`).
    var storedTimeline: Timeline?
    /// The commands of the last list `displayList()` returned: their
    /// storage is refilled by the next call once the caller let go of it.
    var displayListStorage: [DisplayCommand] = []
    /// Drawn above the views in the display list (the inspector's overlay).
    var displayOverlay: (any DisplayListOverlay)?
    /// Accessibility observers, created when the first one registers (see
    /// `Accessibility/AccessibilityNotification.swift`).
    var accessibilityState: AccessibilityState?

    // Clears the views' back-pointers to this window (they are not `weak`;
    // see `View.storedWindow`).
    isolated deinit {
        func forget(_ view: View) {
            view.storedWindow = nil
            for subview in view.storedSubviews { forget(subview) }
        }
        forget(rootView)
    }

    /// Creates a window of the given size with an empty root view.
    public init(size: Size) {
        rootView = View(frame: Rect(origin: .zero, size: size))
        rootView.identifier = "root"
        rootView.propagateWindow(self)
        appliedTraits = traitCollection
        WindowRegistry.register(self)
    }

    /// The window's size in points; setting it resizes the root view and
    /// lays out again.
    ///
    /// A size across a `sizeClassThresholds` boundary changes the window's
    /// size classes: the views are told (`traitCollectionDidChange`) and
    /// their variants applied inside one `sizeClassChangeAnimation`.
    public var size: Size {
        get { rootView.storedFrame.size }
        set {
            rootView.frame = Rect(origin: .zero, size: newValue)
            engineInvalidate(rootView, .frame)
            updateTraits()
        }
    }

    /// The direction of horizontal layout for views that do not force one.
    public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet {
            if oldValue == layoutDirection { return }
            rootView.setNeedsLayoutRecursively()
            engineInvalidate(rootView, .direction)
            updateTraits()
        }
    }

    /// Where this window's size classes change (default: compact below 600
    /// points wide and below 480 points tall).
    public var sizeClassThresholds = SizeClassThresholds() {
        didSet { updateTraits() }
    }

    /// The animation in which a change of size class applies the variants
    /// that now hold (default: 0.3 s, ease-in-out); `nil` applies them at
    /// once.
    public var sizeClassChangeAnimation: TimingParameters? = Window.defaultSizeClassChangeAnimation

    /// The default `sizeClassChangeAnimation`: 0.3 s, ease-in-out.
    public static let defaultSizeClassChangeAnimation = TimingParameters(curve: .easeInOut, duration: 0.3)

    /// The traits the views were last told about.
    var appliedTraits = TraitCollection()

    /// Calls `handler` after every completed layout pass.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeLayoutPasses(_ handler: @escaping () -> Void) -> ObservationToken {
        passObservers.add { handler() }
    }

    /// Marks the window as needing a layout pass.
    final func scheduleLayout() {
        layoutScheduled = true
    }

    /// Whether any view needs layout (a pass would do work).
    public var needsLayout: Bool { layoutScheduled }

    // MARK: Constraint engine

    /// The constraint engine, created when the first constraint is
    /// activated in this window.
    var engine: LayoutEngine?

    /// When set, frames solved by the constraint engine are rounded to
    /// `1/scale` points, as UIKit aligns them to a screen's pixels; `nil`
    /// (the default) keeps exact values.
    public var scale: Double? = nil {
        didSet {
            if oldValue != scale { engine?.markRebuild() }
            updateTraits()
        }
    }

    /// Called with a UIKit-style message when required constraints cannot
    /// all hold and one is broken.
    public var onConstraintDiagnostic: ((String) -> Void)?

    /// Whether a constraint engine is attached.
    var hasEngine: Bool { engine != nil }

    /// Creates the constraint engine if there is none yet.
    func ensureEngine() {
        if engine == nil {
            engine = LayoutEngine(window: self)
            scheduleLayout()
        }
    }

    /// Forwards a view change to the engine.
    func engineInvalidate(_ view: View, _ what: EngineInvalidation) {
        engine?.invalidate(view, what)
    }

    /// Forwards a constant or priority change of an active constraint.
    func engineConstraintChanged(_ constraint: LayoutConstraint, _ change: ConstraintChange) {
        engine?.constraintChanged(constraint, change)
    }

    /// A view (with its subtree) entered this window.
    func viewDidEnter(_ view: View) {
        if let constraints = view.extras?.layoutStorage?.constraints, !constraints.isEmpty {
            ensureEngine()
        }
        engine?.markRebuild()
    }

    /// A view (with its subtree) left this window.
    func viewDidLeave(_ view: View) {
        if input.isTracking || input.firstResponder != nil { input.viewLeft(view) }
        if focusState.focusedView != nil { focusedViewMayHaveGone(view) }
        if let engine, engine.participates(view) { engine.markRebuild() }
    }

    /// The required constraints the engine could not satisfy in its last
    /// solve, in the order they were broken.
    public var brokenConstraints: [BrokenConstraint] {
        engine?.solveIfNeeded()
        return engine?.broken ?? []
    }

    /// The active constraints among `brokenConstraints` (those the
    /// engine's own constraints, such as a stack's, are not).
    public var brokenLayoutConstraints: [LayoutConstraint] {
        engine?.solveIfNeeded()
        return engine?.brokenUser ?? []
    }

    /// The views whose frames the constraints leave undetermined
    /// (ambiguous layout), in tree order.
    public var viewsWithAmbiguousLayout: [View] {
        engine?.ambiguousViews() ?? []
    }
}

extension View {
    /// Marks this view and every descendant as needing layout.
    final func setNeedsLayoutRecursively() {
        setNeedsLayout()
        for subview in storedSubviews { subview.setNeedsLayoutRecursively() }
    }
}
