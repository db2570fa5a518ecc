/// The bridge between a window's views and the constraint solver: it owns
/// the mapping from views and guides to solver variables, turns active
/// constraints, autoresizing frames, intrinsic sizes and stack arrangements
/// into solver constraints, solves, and writes the frames back.
///
/// Every participating view has four variables in window coordinates:
/// `x`, `y` (its frame's top-left corner), `width`, `height`. A view
/// participates when a constraint names it (or a guide it owns), when it is
/// an ancestor of such a view, or when it is arranged in a stack that
/// participates. Views that do not participate keep their frames.
///
/// Structural changes (constraints activated, views added, stack
/// arrangement changed) rebuild the system at the next layout pass;
/// constraint constants, autoresizing frames and the window size are
/// changed in place and re-solved incrementally.
@MainActor
final class LayoutEngine {
    /// The window whose views the engine lays out (`nil` for a stack's
    /// private solve).
    weak var window: Window?
    var solver = Solver()
    /// The system must be rebuilt before the next solve.
    var needsRebuild = true
    /// The solution may be stale (an incremental change was made).
    var needsSolve = true
    /// How many solutions `solveIfNeeded()` has written: what depends on
    /// the solution (the inspector's ambiguity marks) is kept until it changes.
    private(set) var solutionCount = 0

    /// Participating items (views, then guides), parents before children.
    var nodes: [EngineNode] = []
    /// Lookup from an item's identity to its index in `nodes` (lookup only:
    /// nothing iterates it).
    var nodeIndex: [ObjectIdentifier: Int] = [:]
    /// Active user constraints and their solver counterparts, in the order
    /// they were added.
    var userConstraints: [UserConstraintRecord] = []
    /// Lookup from a user constraint to its index in `userConstraints`.
    var userIndex: [ObjectIdentifier: Int] = [:]
    /// The views the engine manages: participants that arrange subviews
    /// with their own constraints (stacks), in tree order.
    var managed: [any EngineParticipant] = []
    /// The identities of `managed` (lookup only).
    var managedIDs: Set<ObjectIdentifier> = []
    /// The content variables of participating scroll views, in tree order
    /// (see `LayoutEngine+ScrollContent`).
    var scrollContents: [ScrollContent] = []
    /// The symbols `writeFrames` reads, with the solver and rebuild count
    /// they belong to (see `frameSymbols()`).
    var cachedFrameSymbols: (solver: Solver?, rebuildCount: Int, symbols: [Int]) = (nil, 0, [])
    /// The values of `cachedFrameSymbols`, refilled by every `writeFrames`.
    var frameValues: [Double] = []
    /// The views `writeFrames` writes (every view node but the root), in
    /// node order; refreshed with `cachedFrameSymbols`.
    var frameOutputs: [FrameOutput] = []
    /// The indices of the guide nodes, in node order; refreshed with
    /// `cachedFrameSymbols`.
    var guideNodes: [Int] = []
    /// What `writeMovedFrames` needs; refreshed with `cachedFrameSymbols`.
    var output = EngineOutputIndex()
    /// The entries naming the content-size constraints of the current
    /// build, and the shared names that read them.
    var contentSizeNames = ContentSizeNames()
    lazy var contentSizeConstraintNames = contentSizeNames.makeNames()
    /// The entries naming the user constraints' solver constraints of the
    /// current build, and the shared names that read them.
    var userConstraintNames = UserConstraintNames()
    lazy var userConstraintSharedNames = userConstraintNames.makeNames()
    /// The entries naming the node variables of the current build, and the
    /// shared names that read them.
    var nodeVariableNames = NodeVariableNames()
    lazy var nodeVariableSharedNames = nodeVariableNames.makeNames()
    /// Intrinsic sizes that stand in for views' own (lookup only): the
    /// re-measured multi-line labels of a fitting solve's second pass.
    var intrinsicOverrides: [ObjectIdentifier: Size] = [:]
    /// Set while a canonical fitting system is built (`FittingCache`): the
    /// content-size constraints are added at length 0 and recorded here.
    var fittingEntries: [FittingIntrinsic]? = nil
    /// The canonical content-size constraints recorded with
    /// `fittingEntries`: hugging, then compression resistance, per axis.
    var canonicalContentSizeConstraints: [Constraint] = []
    /// Set while a canonical fitting system is recorded rather than
    /// added (`FittingTemplate`): `add` appends here, in order, and the
    /// solver gets the constraints afterwards unless an identical system
    /// is already solved. Not checked for exclusivity at run time (every
    /// `add` reads it; nothing hands out an access into it).
    @exclusivity(unchecked) var recorded: [Constraint]? = nil
    /// Whether a constraint of the system read a baseline position (a
    /// kept fitting system then depends on baselines).
    var readsBaselines = false

    /// Required constraints that could not hold in the last build, as
    /// descriptions, in the order they were broken.
    var broken: [BrokenConstraint] = []
    /// The user constraints among `broken`, in the same order.
    var brokenUser: [LayoutConstraint] = []

    /// Whether the engine keeps its system to edit it in place (a
    /// window's engine), rather than building and solving it once and
    /// dropping it (a private solve: a fitting size, a subtree or a stack
    /// laid out on its own). A private engine gives no constraint an
    /// editable constant and keeps no record of user constraints: nothing
    /// changes its system after the build.
    let keepsSystem: Bool

    init(window: Window?) {
        self.window = window
        keepsSystem = window != nil
    }

    /// Brings the solution up to date and writes frames.
    func solveIfNeeded() {
        if needsRebuild {
            rebuild()
            needsRebuild = false
            needsSolve = true
        }
        if needsSolve {
            solver.updateVariables()
            writeFrames()
            needsSolve = false
            solutionCount &+= 1
        }
    }

    /// Whether `view` takes part in the engine's solve.
    func participates(_ view: View) -> Bool {
        nodeIndex[ObjectIdentifier(view)] != nil
    }

    /// Whether the engine lays out `view`'s arranged subviews with the
    /// view's own constraints (it is in `managed`).
    func manages(_ view: View) -> Bool {
        managedIDs.contains(ObjectIdentifier(view))
    }

    /// Records `participant` as managed: its constraints join the system.
    func manage(_ participant: any EngineParticipant) {
        if managedIDs.insert(ObjectIdentifier(participant)).inserted { managed.append(participant) }
    }

    /// A change to a view that may affect the system.
    func invalidate(_ view: View, _ what: EngineInvalidation) {
        switch what {
        case .boundsOrigin, .contentSize:
            break
        case .frame:
            // A frame set inside a subtree solved on its own moves its pins.
            if nodeIndex[ObjectIdentifier(view)] == nil, let root = view.storedSuperview?.separatelySolvedRoot {
                root.invalidateSeparateSolve()
                return
            }
        default:
            // Inside a subtree solved on its own: lay that out again; the
            // window's system does not hold it.
            if let root = view.separatelySolvedRoot, root !== view || what == .hierarchy || what == .constraints {
                root.invalidateSeparateSolve()
                return
            }
        }
        if needsRebuild { return }
        switch what {
        case .hierarchy, .constraints:
            markRebuild()
        case .frame:
            if let i = nodeIndex[ObjectIdentifier(view)] {
                // A frame set from outside: the next write visits every
                // view, not only those whose solution moved.
                output.symbolsAreCurrent = false
                updateAutoresizing(i)
            }
        case .hidden:
            if let parent = view.storedSuperview, manages(parent) { markRebuild() }
        case .stackArrangement:
            if manages(view) || participates(view) { markRebuild() }
        case .boundsOrigin:
            if let i = nodeIndex[ObjectIdentifier(view)] {
                output.symbolsAreCurrent = false
                if nodes[i].scrollIndex >= 0 { updateContentOffset(nodes[i].scrollIndex) } else { markRebuild() }
            }
        case .contentSize:
            if participates(view) { markSolve() }
        case .margins, .direction, .intrinsicSize, .baselines, .autoresizingMask:
            if participates(view) { markRebuild() }
        }
    }

    /// Schedules a rebuild and a layout pass.
    func markRebuild() {
        needsRebuild = true
        window?.scheduleLayout()
    }

    /// Schedules a solve and a layout pass after an incremental change.
    func markSolve() {
        needsSolve = true
        window?.scheduleLayout()
    }
}

/// One participating view or guide and its variables.
struct EngineNode {
    /// A view, or `nil` for a guide.
    unowned(unsafe) let view: View?
    /// A guide, or `nil` for a view.
    unowned(unsafe) let guide: LayoutGuide?
    /// Index of the parent node (the superview, or the guide's owning
    /// view); -1 for the root.
    let parent: Int
    let x: Variable, y: Variable, width: Variable, height: Variable
    /// The autoresizing-mask constraints pinning the frame (views with
    /// `translatesAutoresizingMaskIntoConstraints`), if any.
    var pins: [Constraint] = []
    /// For a scroll view, its index in `LayoutEngine.scrollContents`; -1
    /// otherwise.
    var scrollIndex = -1
}

/// A view whose frame `writeFrames` writes: its node, and its superview's
/// (non-optional references, so the loop reads fields without retaining).
struct FrameOutput {
    unowned(unsafe) let view: View
    unowned(unsafe) let parent: View
    let node: Int32
    let parentNode: Int32
}

/// An active user constraint as the engine holds it.
struct UserConstraintRecord {
    unowned(unsafe) let constraint: LayoutConstraint
    /// The solver constraint, or `nil` when it was broken or skipped.
    var solverConstraint: Constraint?
    /// The solver constant minus the user's constant (attribute offsets
    /// such as margins).
    var offset: Double
    /// −1 when the user's constant counts in the reading direction of a
    /// right-to-left layout (see `constantSign(of:)`), +1 otherwise.
    var constantSign: Double = 1
}

/// A required constraint the engine could not satisfy and dropped.
public struct BrokenConstraint: Sendable, Hashable, CustomStringConvertible {
    /// The constraint's description (`a.width == 100`).
    public var description: String
    /// The constraints it conflicted with.
    public var conflicts: [String]
}

extension LayoutEngine {
    /// The node of a participating view or guide.
    @inline(__always)
    func node(of item: AnyObject) -> EngineNode? {
        nodeIndex[ObjectIdentifier(item)].map { nodes[$0] }
    }
}
