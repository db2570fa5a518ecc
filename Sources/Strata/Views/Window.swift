/// The top of a view hierarchy: owns the root view, the layout direction,
/// the layout pass and (later) the constraint engine and animation timeline.
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

    /// The animation timeline, created on first use (see `Window+Timeline`).
    var storedTimeline: Timeline?

    /// Creates a window of the given size with an empty root view.
    public init(size: Size) {
        rootView = View(frame: Rect(origin: .zero, size: size))
        rootView.identifier = "root"
        rootView.propagateWindow(self)
        WindowRegistry.register(self)
    }

    /// The window's size in points; setting it resizes the root view and
    /// lays out again.
    public var size: Size {
        get { rootView.storedFrame.size }
        set {
            rootView.frame = Rect(origin: .zero, size: newValue)
            engineInvalidate(rootView, .frame)
        }
    }

    /// The direction of horizontal layout for views that do not force one.
    public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet {
            if oldValue == layoutDirection { return }
            rootView.setNeedsLayoutRecursively()
            engineInvalidate(rootView, .direction)
        }
    }

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

    // MARK: Engine hooks (the constraint engine plugs in here)

    /// Whether a constraint engine is attached.
    var hasEngine: Bool { false }

    /// Forwards a view change to the engine.
    func engineInvalidate(_ view: View, _ what: EngineInvalidation) {}

    /// A view (with its subtree) entered this window.
    func viewDidEnter(_ view: View) {}

    /// A view (with its subtree) left this window.
    func viewDidLeave(_ view: View) {}
}

extension View {
    /// Marks this view and every descendant as needing layout.
    final func setNeedsLayoutRecursively() {
        setNeedsLayout()
        for subview in storedSubviews { subview.setNeedsLayoutRecursively() }
    }
}
