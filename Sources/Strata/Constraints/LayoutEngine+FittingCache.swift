import StrataSolver

// Measurements from a kept canonical system (see `FittingCache`).

extension LayoutEngine {
    /// `fittingSize(of:target:horizontal:vertical:writingFrames:)`'s size,
    /// measured from `view`'s kept canonical system (built first when there
    /// is none, or when it is stale), else by a fresh build. With
    /// `writingFrames` the participating descendants' frames are written
    /// as solved.
    ///
    /// - Complexity: with a kept system, O(views with an intrinsic size)
    ///   to read the inputs plus the dual simplex of one batch of constant
    ///   edits (twice when a multi-line label is measured again); a fresh
    ///   build otherwise.
    static func cachedFittingSize(of view: View, target: Size, horizontal: LayoutPriority,
                                  vertical: LayoutPriority, writingFrames: Bool = false) -> Size {
        let storage = view.mutableExtras.mutableLayoutStorage
        let direction = view.storedWindow?.layoutDirection ?? .leftToRight
        var rebuilt = false
        while true {
            let cache: FittingCache
            if let kept = storage.fittingCache, kept.horizontal == horizontal, kept.vertical == vertical,
               kept.direction == direction, !rebuilt {
                cache = kept
            } else {
                cache = canonicalFittingCache(of: view, horizontal: horizontal, vertical: vertical,
                                              direction: direction)
                if storage.fittingCache == nil { FittingCache.holders += 1 }
                storage.fittingCache = cache
                rebuilt = true
            }
            switch cache.measure(target) {
            case .size(let size):
                if writingFrames { cache.engine.writeSubtreeFrames(scale: view.window?.scale) }
                return size
            case .stale where !rebuilt: rebuilt = true; continue
            case .stale, .infeasible:
                return fittingSize(of: view, target: target, horizontal: horizontal, vertical: vertical,
                                   writingFrames: writingFrames).size
            }
        }
    }

    /// Builds `view`'s fitting system in its canonical state (see
    /// `FittingCache`): the system of `fittingSize` in the same order, but
    /// with every content-size length 0 and the fitting pins at 0 (a
    /// required pin at `FittingCache.pinPriority`).
    static func canonicalFittingCache(of view: View, horizontal: LayoutPriority, vertical: LayoutPriority,
                                      direction: UserInterfaceLayoutDirection) -> FittingCache {
        let engine = LayoutEngine(window: nil)
        var active: [LayoutConstraint] = []
        var marked = Set<ObjectIdentifier>()
        engine.collect(view, into: &active, marked: &marked, scope: view)
        engine.createNodes(view, parent: -1, marked: marked)
        engine.fittingEntries = []
        let root = engine.nodes[0]
        // Recorded first, to share an identical system's solved state
        // (`FittingTemplate`); scroll contents add pins of their own.
        if FittingTemplate.isEnabled && engine.scrollContents.isEmpty {
            engine.recorded = []
            engine.recorded!.reserveCapacity(4 + active.count + 4 * engine.nodes.count)
        } else {
            engine.reserveFittingCapacity(active: active.count)
        }
        engine.add(Constraint(Expression(root.x), .equal, name: "fitting x == 0"), user: nil)
        engine.add(Constraint(Expression(root.y), .equal, name: "fitting y == 0"), user: nil)
        // A required pin is entered just below required, above every
        // other priority: whenever the required constraints can hold with
        // it, its error is 0 at the optimum and the optimum is that of the
        // required pin (a measurement checks that it held).
        let pins = [Constraint(Expression(root.width), .equal,
                               priority: horizontal.isRequired ? FittingCache.pinPriority : horizontal.rawValue,
                               name: "fitting width (canonical)"),
                    Constraint(Expression(root.height), .equal,
                               priority: vertical.isRequired ? FittingCache.pinPriority : vertical.rawValue,
                               name: "fitting height (canonical)")]
        for p in pins { engine.add(p, user: nil) }
        engine.addPins(includingRoot: false)
        engine.addContentOffsetPins()
        for participant in engine.managed { engine.add(participant.engineConstraints(in: engine), user: nil) }
        for c in active { engine.addUserConstraint(c) }
        engine.addContentSizeFallbacks()
        if view.engineParticipant?.engineUsesIntrinsicContentSize != false {
            engine.addContentSizeConstraints(0, except: nil)
        }
        for i in engine.nodes.indices { engine.addIntrinsicConstraints(i) }
        let entries = engine.fittingEntries ?? []
        engine.fittingEntries = nil
        var edited = engine.canonicalContentSizeConstraints
        engine.canonicalContentSizeConstraints = []
        edited.append(contentsOf: pins)
        // A user priority at or above the stand-in's would share or top
        // its level: measure such a system by fresh builds.
        let outranked = active.contains { !$0.priority.isRequired && $0.priority.rawValue >= FittingCache.pinPriority }
        var signature: FittingSignature?
        if let recorded = engine.recorded {
            engine.recorded = nil
            signature = outranked ? nil
                : FittingSignature(names: engine.nodeVariableSharedNames, nodeCount: engine.nodes.count,
                                   recorded: recorded, edited: edited, entries: entries,
                                   horizontal: horizontal, vertical: vertical, direction: direction)
            if let signature, let template = FittingTemplate.store[signature] {
                engine.adopt(template)
                return FittingCache(engine: engine, horizontal: horizontal, vertical: vertical,
                                    direction: direction, entries: entries, edited: template.edited,
                                    requiredWidth: horizontal.isRequired, requiredHeight: vertical.isRequired,
                                    usable: true, snapshot: template.snapshot)
            }
            engine.reserveFittingCapacity(active: active.count)
            for c in recorded { engine.add(c, user: nil) }
        }
        engine.solver.releaseScratch()
        let cache = FittingCache(engine: engine, horizontal: horizontal, vertical: vertical, direction: direction,
                                 entries: entries, edited: edited, requiredWidth: horizontal.isRequired,
                                 requiredHeight: vertical.isRequired, usable: engine.broken.isEmpty && !outranked)
        if let signature, cache.usable {
            FittingTemplate.keep(FittingTemplate(snapshot: cache.snapshot, variables: engine.nodeVariables,
                                                 edited: edited), for: signature)
        }
        return cache
    }

    /// The canonical content-size constraints of node `i` (length 0),
    /// recorded in `fittingEntries` and `canonicalContentSizeConstraints`:
    /// which axes have constraints is decided by the length a measurement's
    /// first pass reads (a multi-line label's one-line size).
    func addCanonicalContentSizeConstraints(_ i: Int, except stackAxis: Axis?, priority: Double?) {
        let view = nodes[i].view!
        let size = FittingCache.firstPassSize(of: view, isRoot: i == 0).size
        let name = view.identifier ?? "view\(i)"
        let names = contentSizeNames, shared = contentSizeConstraintNames
        var has = (false, false)
        for axis in LayoutEngine.contentSizeAxes where axis != stackAxis {
            if size[axis] == View.noIntrinsicMetric { continue }
            if axis == .horizontal { has.0 = true } else { has.1 = true }
            let v = axis == .horizontal ? nodes[i].width : nodes[i].height
            let hug = priority ?? view.contentHuggingPriority(for: axis).rawValue
            let cr = priority ?? view.contentCompressionResistancePriority(for: axis).rawValue
            let h = names.append(.init(view: name, length: 0, axis: axis, hugging: true))
            let c = names.append(.init(view: name, length: 0, axis: axis, hugging: false))
            let hugging = Constraint(Expression(v), .lessOrEqual, priority: hug, names: shared, index: h)
            let resistance = Constraint(Expression(v), .greaterOrEqual, priority: cr, names: shared, index: c)
            add(hugging, user: nil)
            add(resistance, user: nil)
            canonicalContentSizeConstraints.append(hugging)
            canonicalContentSizeConstraints.append(resistance)
        }
        fittingEntries!.append(FittingIntrinsic(view: view, node: i, exceptAxis: stackAxis, priority: priority,
                                                hasWidth: has.0, hasHeight: has.1,
                                                priorities: FittingIntrinsic.priorities(of: view)))
    }
}

/// What a measurement from a kept system found.
enum FittingOutcome {
    /// The size.
    case size(Size)
    /// The inputs no longer fit the system's structure (an axis gained or
    /// lost its metric, a content priority changed): build it again.
    case stale
    /// The required constraints cannot all hold with these inputs (a
    /// fresh build would break one), or the canonical build broke one.
    case infeasible
}

extension FittingCache {
    /// The size the first pass measures `view` at: a multi-line label of
    /// automatic width on one line (`unmeasured` true), any other view at
    /// its intrinsic size.
    static func firstPassSize(of view: View, isRoot: Bool) -> (size: Size, unmeasured: Bool) {
        if let p = view.engineParticipant, p.engineRemeasuresAtSolvedWidth,
           !p.translatesAutoresizingMaskIntoConstraints || isRoot {
            return (p.engineUnmeasuredIntrinsicSize, true)
        }
        return (view.intrinsicContentSize, false)
    }

    /// Measures the view at `target`: restores the canonical state, sets
    /// the content-size lengths read now and the pins' targets, checks
    /// that a required pin held, and reads the root's size; then, when a
    /// multi-line label comes out narrower than its one-line text, once
    /// more with that label measured at its solved width (as
    /// `LayoutEngine.fittingSize` does).
    func measure(_ target: Size) -> FittingOutcome {
        guard usable else { return .infeasible }
        for e in entries.indices {
            let (size, unmeasured) = FittingCache.firstPassSize(of: entries[e].view, isRoot: entries[e].node == 0)
            guard entries[e].matches(size) else { return .stale }
            sizes[e] = size
            unwrapped[e] = unmeasured ? size : nil
        }
        guard let first = solve(target) else { return .infeasible }
        var remeasured = false
        for e in entries.indices {
            guard let one = unwrapped[e] else { continue }
            let width = engine.clean(engine.solver.value(of: engine.nodes[entries[e].node].width))
            guard width > 0, width < one.width else { continue }
            let size = entries[e].view.sizeThatFits(Size(width: width, height: 0))
            guard entries[e].matches(size) else { return .infeasible }
            sizes[e] = size
            remeasured = true
        }
        guard remeasured else { return .size(first) }
        guard let second = solve(target) else { return .infeasible }
        return .size(second)
    }

    /// One pass: the canonical state, edited for `sizes` and `target`.
    private func solve(_ target: Size) -> Size? {
        let solver = engine.solver
        solver.restore(snapshot)
        constants.removeAll(keepingCapacity: true)
        for e in entries.indices {
            let size = sizes[e]
            if entries[e].hasWidth {
                constants.append(size.width)
                constants.append(size.width)
            }
            if entries[e].hasHeight {
                constants.append(size.height)
                constants.append(size.height)
            }
        }
        constants.append(target.width)
        constants.append(target.height)
        guard solver.setConstants(constants, for: edited) else { return nil }
        let root = engine.nodes[0]
        let width = solver.value(of: root.width), height = solver.value(of: root.height)
        // A required pin that did not hold: a fresh build would keep it and
        // break a required constraint instead.
        if requiredWidth && !FittingCache.held(width, target.width) { return nil }
        if requiredHeight && !FittingCache.held(height, target.height) { return nil }
        return Size(width: engine.clean(width), height: engine.clean(height))
    }

    /// Whether a solved pin `value` met its `target` (up to the solver's
    /// rounding, relative to the target's size).
    static func held(_ value: Double, _ target: Double) -> Bool {
        abs(value - target) <= 1e-9 * max(1, abs(target))
    }
}
