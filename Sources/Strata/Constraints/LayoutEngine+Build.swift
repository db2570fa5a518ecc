extension LayoutEngine {
    /// Rebuilds the whole system from the window's current state.
    ///
    /// - Complexity: O(views + constraints) to collect, plus the solver's
    ///   cost of adding the constraints.
    func rebuild() {
        solver = Solver()
        contentSizeNames = ContentSizeNames()
        contentSizeConstraintNames = contentSizeNames.makeNames()
        userConstraintNames = UserConstraintNames()
        userConstraintSharedNames = userConstraintNames.makeNames()
        nodeVariableNames = NodeVariableNames()
        nodeVariableSharedNames = nodeVariableNames.makeNames()
        nodes.removeAll(keepingCapacity: true)
        nodeIndex.removeAll(keepingCapacity: true)
        userConstraints.removeAll(keepingCapacity: true)
        userIndex.removeAll(keepingCapacity: true)
        managed.removeAll(keepingCapacity: true)
        managedIDs.removeAll(keepingCapacity: true)
        scrollContents.removeAll(keepingCapacity: true)
        broken.removeAll()
        brokenUser.removeAll()

        guard let window else { return }
        var active: [LayoutConstraint] = []
        var marked = Set<ObjectIdentifier>()
        collect(window.rootView, into: &active, marked: &marked, scope: nil)
        createNodes(window.rootView, parent: -1, marked: marked)
        // A stack's view takes 8 constraints (5 rows, 3 definitions) and
        // 14 symbols (measured on the 20,000-view row): room up front, so
        // no per-symbol table doubles on the way (which left up to half of
        // it unused).
        if nodes.count >= 1_000 {
            solver.reserveCapacity(constraints: nodes.count * 8, symbols: nodes.count * 14, definitions: nodes.count * 3)
        }

        addPins(includingRoot: true)
        addContentOffsetPins()
        for participant in managed { add(participant.engineConstraints(in: self), user: nil) }
        for c in active { addUserConstraint(c) }
        addContentSizeFallbacks()
        for i in nodes.indices { addIntrinsicConstraints(i) }
        solver.releaseScratch()
        reportBroken()
    }

    /// Gathers the active constraints installed on `view` and its
    /// descendants (preorder, activation order) and marks the views they
    /// name together with their ancestors.
    ///
    /// Subtrees of views that solve their constraints separately
    /// (`View.solvesConstraintsSeparately`) are skipped, but for `scope`
    /// itself. With `scope == nil` a constraint counts when all its items are in
    /// the engine's window; otherwise when all its items are `scope` or
    /// its descendants (ancestors are then marked up to `scope` only).
    func collect(_ view: View, into active: inout [LayoutConstraint], marked: inout Set<ObjectIdentifier>,
                 scope: View?) {
        guard let extras = view.extras else {
            for subview in view.storedSubviews { collect(subview, into: &active, marked: &marked, scope: scope) }
            return
        }
        // A subtree solved on its own (a list's cell) is not part of this
        // system, unless it is the one being solved.
        if let storage = extras.layoutStorage {
            if storage.solvesConstraintsSeparately && view !== scope { return }
            for c in storage.constraints {
                guard let first = c.firstItem?.layoutOwningView else { continue }
                let second = c.secondItem
                if let scope {
                    guard first.isDescendant(of: scope) else { continue }
                    if let second, second.layoutOwningView?.isDescendant(of: scope) != true { continue }
                } else {
                    guard first.window === window, window != nil else { continue }
                    if let second, second.layoutOwningView?.window !== window { continue }
                }
                active.append(c)
                markWithAncestors(first, &marked, upTo: scope)
                if let second = second?.layoutOwningView { markWithAncestors(second, &marked, upTo: scope) }
            }
        }
        for subview in view.storedSubviews { collect(subview, into: &active, marked: &marked, scope: scope) }
    }

    private func markWithAncestors(_ view: View, _ marked: inout Set<ObjectIdentifier>, upTo scope: View?) {
        var v: View? = view
        while let current = v, marked.insert(ObjectIdentifier(current)).inserted, current !== scope {
            v = current.storedSuperview
        }
    }

    /// Creates nodes for participating views in preorder: marked views and
    /// the subviews that participating arrangers include. The root always
    /// participates. Participants that arrange subviews are recorded as
    /// managed.
    func createNodes(_ view: View, parent: Int, marked: Set<ObjectIdentifier>) {
        let index = nodes.count
        // Named when read (`NodeVariableNames`), not formatted here.
        let names = nodeVariableNames, shared = nodeVariableSharedNames
        let v = names.append(.init(identifier: view.identifier, node: index, owner: -1))
        nodes.append(EngineNode(view: view, guide: nil, parent: parent,
                                x: Variable(names: shared, index: v), y: Variable(names: shared, index: v + 1),
                                width: Variable(names: shared, index: v + 2), height: Variable(names: shared, index: v + 3)))
        nodeIndex[ObjectIdentifier(view)] = index
        for guide in view.layoutGuides {
            let g = nodes.count
            let gv = names.append(.init(identifier: guide.identifier, node: g, owner: v / 4))
            nodes.append(EngineNode(view: nil, guide: guide, parent: index,
                                    x: Variable(names: shared, index: gv), y: Variable(names: shared, index: gv + 1),
                                    width: Variable(names: shared, index: gv + 2),
                                    height: Variable(names: shared, index: gv + 3)))
            nodeIndex[ObjectIdentifier(guide)] = g
        }
        let participant = view.engineParticipant
        if let participant, participant.engineHasContentArea {
            addScrollContent(node: index, name: view.identifier ?? "view\(index)")
        }
        let arranger = participant?.engineArrangesSubviews == true ? participant : nil
        if let arranger { manage(arranger) }
        for subview in view.storedSubviews {
            let arranged = arranger?.engineIncludes(subview) ?? false
            if arranged || marked.contains(ObjectIdentifier(subview)) {
                createNodes(subview, parent: index, marked: marked)
            }
        }
    }

    /// Pins the root to the window (when `includingRoot`) and the other
    /// autoresizing-mask views to their frames.
    func addPins(includingRoot: Bool) {
        for i in nodes.indices {
            guard let view = nodes[i].view else { continue }
            if i == 0 ? includingRoot : view.translatesAutoresizingMaskIntoConstraints {
                let pins = pinConstraints(i)
                nodes[i].pins = pins
                // Resizes move the pins with `setConstant`: give them their
                // markers now, so the first resize is an in-place edit too.
                add(pins, user: nil, editable: true)
            }
        }
    }

    /// The four constraints that keep node `i` at its frame.
    func pinConstraints(_ i: Int) -> [Constraint] {
        let node = nodes[i]
        let view = node.view!
        let f = view.storedFrame
        let name = view.identifier ?? "view\(i)"
        if node.parent < 0 {
            return [Constraint(Expression(node.x), .equal, name: "\(name).x == 0"),
                    Constraint(Expression(node.y), .equal, name: "\(name).y == 0"),
                    Constraint(node.width - f.width, .equal, name: "\(name).width == window width"),
                    Constraint(node.height - f.height, .equal, name: "\(name).height == window height")]
        }
        let p = nodes[node.parent]
        if p.scrollIndex >= 0 {
            // In a scroll view: relative to its content origin, whose
            // offset is a variable so that scrolling is an incremental edit.
            let s = scrollContents[p.scrollIndex]
            return [Constraint(node.x - p.x + s.offsetX - f.origin.x, .equal, name: "\(name).autoresizing.x"),
                    Constraint(node.y - p.y + s.offsetY - f.origin.y, .equal, name: "\(name).autoresizing.y"),
                    Constraint(node.width - f.size.width, .equal, name: "\(name).autoresizing.width"),
                    Constraint(node.height - f.size.height, .equal, name: "\(name).autoresizing.height")]
        }
        let b = view.storedSuperview?.storedBoundsOrigin ?? .zero
        return [Constraint(node.x - p.x - (f.origin.x - b.x), .equal, name: "\(name).autoresizing.x"),
                Constraint(node.y - p.y - (f.origin.y - b.y), .equal, name: "\(name).autoresizing.y"),
                Constraint(node.width - f.size.width, .equal, name: "\(name).autoresizing.width"),
                Constraint(node.height - f.size.height, .equal, name: "\(name).autoresizing.height")]
    }

    /// Moves the pins of node `i` to its current frame, incrementally.
    func updateAutoresizing(_ i: Int) {
        let pins = nodes[i].pins
        guard pins.count == 4, let view = nodes[i].view else { return }
        let f = view.storedFrame
        let values: [Double]
        if nodes[i].parent < 0 {
            values = [0, 0, f.size.width, f.size.height]
        } else {
            let b = nodes[nodes[i].parent].scrollIndex >= 0 ? .zero : view.storedSuperview?.storedBoundsOrigin ?? .zero
            values = [f.origin.x - b.x, f.origin.y - b.y, f.size.width, f.size.height]
        }
        for k in 0..<4 {
            do { try solver.setConstant(values[k], for: pins[k]) } catch { markRebuild(); return }
        }
        markSolve()
    }

    /// Content-hugging and compression-resistance constraints for a
    /// participating view without autoresizing (not for participants whose
    /// arrangement stands for their content; an arranged subview follows
    /// its arranger's `engineIntrinsicRule(for:)`).
    func addIntrinsicConstraints(_ i: Int) {
        guard let view = nodes[i].view, i > 0, !view.translatesAutoresizingMaskIntoConstraints else { return }
        if let participant = view.engineParticipant, !participant.engineUsesIntrinsicContentSize { return }
        guard let parent = view.storedSuperview, manages(parent), let arranger = parent.engineParticipant,
              let rule = arranger.engineIntrinsicRule(for: view) else {
            return addContentSizeConstraints(i, except: nil)
        }
        addContentSizeConstraints(i, except: rule.exceptAxis, priority: rule.priority)
    }

    /// Content hugging and compression resistance of node `i`'s view in
    /// every axis with an intrinsic metric but `stackAxis`, at the view's
    /// priorities or at `priority` when given.
    ///
    /// While `fittingEntries` is set (a canonical fitting system, see
    /// `FittingCache`), every length is 0 and the constraints are recorded
    /// there, so that a measurement can set the lengths it reads.
    func addContentSizeConstraints(_ i: Int, except stackAxis: Axis?, priority: Double? = nil) {
        guard let view = nodes[i].view else { return }
        if fittingEntries != nil { return addCanonicalContentSizeConstraints(i, except: stackAxis, priority: priority) }
        let size = intrinsicOverrides.isEmpty ? view.intrinsicContentSize
            : intrinsicOverrides[ObjectIdentifier(view)] ?? view.intrinsicContentSize
        let name = view.identifier ?? "view\(i)"
        let names = contentSizeNames, shared = contentSizeConstraintNames
        for axis in LayoutEngine.contentSizeAxes where axis != stackAxis {
            let l = size[axis]
            if l == View.noIntrinsicMetric { continue }
            let v = axis == .horizontal ? nodes[i].width : nodes[i].height
            let hug = priority ?? view.contentHuggingPriority(for: axis).rawValue
            let cr = priority ?? view.contentCompressionResistancePriority(for: axis).rawValue
            let h = names.append(.init(view: name, length: l, axis: axis, hugging: true))
            let c = names.append(.init(view: name, length: l, axis: axis, hugging: false))
            add(Constraint(v - l, .lessOrEqual, priority: hug, names: shared, index: h), user: nil)
            add(Constraint(v - l, .greaterOrEqual, priority: cr, names: shared, index: c), user: nil)
        }
    }

    /// The axes of the content-size constraints, in order (`Axis.allCases`
    /// made an array on every call).
    static let contentSizeAxes: [Axis] = [.horizontal, .vertical]

    /// Adds solver constraints; a required one that cannot hold is
    /// recorded as broken and left out. `editable` constraints get their
    /// marker at once (an in-place `setConstant` later) in an engine that
    /// `keepsSystem`; a private engine never edits, so adds them plainly.
    @discardableResult
    func add(_ constraints: [Constraint], user: LayoutConstraint?, editable: Bool = false) -> Bool {
        var ok = true
        for c in constraints {
            if !add(c, user: user, editable: editable) { ok = false }
        }
        return ok
    }

    /// Adds one solver constraint, as `add(_:user:editable:)` adds each of
    /// an array (with no array made for it: the engine adds most
    /// constraints one or two at a time).
    @discardableResult
    func add(_ c: Constraint, user: LayoutConstraint?, editable: Bool = false) -> Bool {
        // A canonical fitting build records its system first (see
        // `FittingTemplate`): the solver gets it afterwards, if at all.
        if recorded != nil {
            recorded!.append(c)
            return true
        }
        do {
            if editable && keepsSystem {
                try solver.addConstraintWithEditableConstant(c)
            } else {
                try solver.addConstraint(c)
            }
            return true
        } catch .unsatisfiable(let failed, let conflicts) {
            broken.append(BrokenConstraint(description: user.map { $0.equationDescription } ?? failed.name,
                                           conflicts: conflicts.map(\.name)))
            if let user { brokenUser.append(user) }
            return false
        } catch {
            return false
        }
    }
}
