import StrataSolver

/// A view's fitting system kept between measurements
/// (`View.systemLayoutSizeFitting`), as UIKit keeps a cell's engine.
///
/// The system is built once in a **canonical state**: every input that
/// varies between measurements is entered at a fixed value: the
/// content-size constraints at length 0, the fitting pins
/// (`width == target`) at 0. A required pin stands in as an optional one
/// at `pinPriority`, above every other priority, so that its constant can
/// be edited in place: wherever the required constraints can hold with
/// the pin, its error is 0 at the optimum and the optimum is the same as
/// with a required pin. The solved state is kept as a `Solver.Snapshot`.
/// Each measurement restores the snapshot and applies one fixed batch of
/// edits for its inputs (`Solver.setConstants`): the lengths it reads now
/// and the pins' targets. So the answer is a function of the subtree's structure and the
/// measurement's inputs only, never of which measurements came before,
/// even when priorities tie and the optimum is not unique (an engine
/// edited from one measurement to the next could land on another tied
/// vertex). Where the optimum is unique it equals a fresh build's.
///
/// The cache is keyed by the fitting priorities and the window's layout
/// direction, and dropped (`View.dropFittingCaches`) by any change in the
/// subtree that the canonical system depends on: constraints activated or
/// deactivated, a constant or priority changed, guides, subviews added or
/// removed, hidden, margins, direction, baselines (when a constraint or
/// a stack reads them), autoresizing, a
/// translating descendant's frame, a stack's arrangement. Intrinsic sizes
/// and content priorities are checked on every measurement instead (a
/// changed priority, or an axis gaining or losing its metric, rebuilds).
///
/// A measurement whose inputs make the required constraints infeasible
/// (where a fresh build would break one: the dual simplex fails, or a
/// required pin's stand-in did not hold), a canonical build that broke
/// one, and a system with a user priority at or above `pinPriority`, are
/// answered by fresh builds.
@MainActor
final class FittingCache {
    /// The engine of the canonical system (its nodes and solver).
    let engine: LayoutEngine
    /// The fitting priorities the system was built for.
    let horizontal: LayoutPriority, vertical: LayoutPriority
    /// The window's layout direction at the build (what an unspecified
    /// semantic content attribute resolves to).
    let direction: UserInterfaceLayoutDirection
    /// The solved canonical state.
    let snapshot: Solver.Snapshot
    /// Whether the system depends on baseline positions (a constraint to
    /// a baseline, or a stack, whose alignment may use them): only then
    /// does a baseline change drop the cache (a label's text changes its
    /// baselines with its size).
    let readsBaselines: Bool
    /// False when the canonical build broke a required constraint, or a
    /// user priority reaches `pinPriority`: every measurement is then a
    /// fresh build.
    let usable: Bool
    /// The content-size constraints' views, in build order.
    let entries: [FittingIntrinsic]
    /// The constraints whose constants a measurement sets, in order: each
    /// entry's hugging and compression resistance per axis with a metric,
    /// then the fitting pins (width, height).
    let edited: [Constraint]
    /// Whether the width (height) pin is required (entered at
    /// `pinPriority`, and checked to hold).
    let requiredWidth: Bool, requiredHeight: Bool
    /// The priority a required fitting pin is entered at: the largest
    /// below required.
    static let pinPriority = Constraint.required.nextDown

    // Buffers reused by every measurement (no allocation once warm).
    /// The constants for `edited`.
    var constants: [Double] = []
    /// The length each entry is measured at in the current pass.
    var sizes: [Size] = []
    /// The one-line size of each entry's multi-line label of automatic
    /// width (nil for other views), in the current measurement.
    var unwrapped: [Size?] = []

    /// How many views hold a cache: while none does, invalidations skip
    /// the walk to the root. (Caches freed with their views are not
    /// subtracted: the walk then only finds nothing.)
    static var holders = 0

    init(engine: LayoutEngine, horizontal: LayoutPriority, vertical: LayoutPriority,
         direction: UserInterfaceLayoutDirection, entries: [FittingIntrinsic], edited: [Constraint],
         requiredWidth: Bool, requiredHeight: Bool, usable: Bool, snapshot: Solver.Snapshot? = nil) {
        self.engine = engine
        self.horizontal = horizontal
        self.vertical = vertical
        self.direction = direction
        if let snapshot {
            // A shared template's state (`FittingTemplate`), prepared.
            self.snapshot = snapshot
        } else {
            engine.solver.prepareConstantEdits(for: edited)
            self.snapshot = engine.solver.snapshot()
        }
        self.usable = usable
        self.readsBaselines = engine.readsBaselines || !engine.managed.isEmpty
        // The managed participants (stacks) are needed only while building,
        // and the engine holds them strongly: kept, a measured stack would
        // hold its own cache's engine and the engine the stack, a cycle
        // that never frees either (the nodes are unowned, like the window
        // engine's).
        engine.managed.removeAll()
        self.entries = entries
        self.edited = edited
        self.requiredWidth = requiredWidth
        self.requiredHeight = requiredHeight
        constants.reserveCapacity(edited.count)
        sizes = Array(repeating: .zero, count: entries.count)
        unwrapped = Array(repeating: nil, count: entries.count)
    }
}

/// One view's content-size constraints in a canonical fitting system:
/// what the build found (which axes have a metric, at which priorities),
/// so that a measurement can check that it still holds.
struct FittingIntrinsic {
    /// The view (alive while the cache is: it is in the subtree).
    unowned(unsafe) let view: View
    /// Its node.
    let node: Int
    /// The axis a stack's arrangement stands for, if any.
    let exceptAxis: Axis?
    /// The arranger's priority for both constraints, if it gives one.
    let priority: Double?
    /// Whether the width (height) had a metric, so has constraints.
    let hasWidth: Bool, hasHeight: Bool
    /// The view's own content priorities at the build: hugging and
    /// compression resistance, horizontal then vertical.
    let priorities: (Double, Double, Double, Double)

    /// Whether `size` and the view's priorities still match the build.
    @MainActor
    func matches(_ size: Size) -> Bool {
        if exceptAxis != .horizontal && (size.width != View.noIntrinsicMetric) != hasWidth { return false }
        if exceptAxis != .vertical && (size.height != View.noIntrinsicMetric) != hasHeight { return false }
        if priority != nil { return true }
        return FittingIntrinsic.priorities(of: view) == priorities
    }

    /// `view`'s content priorities: hugging and compression resistance,
    /// horizontal then vertical.
    @MainActor
    static func priorities(of view: View) -> (Double, Double, Double, Double) {
        (view.contentHuggingPriority(for: .horizontal).rawValue,
         view.contentCompressionResistancePriority(for: .horizontal).rawValue,
         view.contentHuggingPriority(for: .vertical).rawValue,
         view.contentCompressionResistancePriority(for: .vertical).rawValue)
    }
}

extension View {
    /// Drops the fitting caches that a change of kind `what` to this view
    /// makes stale: this view's and its ancestors' (a translating view's
    /// frame only its ancestors'; intrinsic sizes and content priorities
    /// are checked by every measurement, so they drop nothing).
    /// - Complexity: O(depth) while some view holds a cache, else O(1).
    @inline(__always)
    final func dropFittingCaches(_ what: EngineInvalidation) {
        if FittingCache.holders == 0 { return }
        switch what {
        case .intrinsicSize:
            return
        case .frame:
            if translatesAutoresizingMaskIntoConstraints { storedSuperview?.dropFittingCachesToRoot() }
        case .baselines:
            dropFittingCachesToRoot(onlyReadingBaselines: true)
        default:
            dropFittingCachesToRoot()
        }
    }

    /// Drops the fitting caches of this view and its ancestors (only those
    /// whose system reads baselines, when `onlyReadingBaselines`).
    final func dropFittingCachesToRoot(onlyReadingBaselines: Bool = false) {
        var v: View? = self
        while let view = v {
            if let storage = view.extras?.layoutStorage, let cache = storage.fittingCache,
               !onlyReadingBaselines || cache.readsBaselines {
                storage.fittingCache = nil
                FittingCache.holders -= 1
            }
            v = view.storedSuperview
        }
    }
}
