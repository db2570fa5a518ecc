extension LayoutEngine {
    /// Writes the solved frames to participating views (in their
    /// superviews' coordinates) and guides (in their owners').
    ///
    /// - Complexity: O(participating items), without retaining a view or
    ///   calling into one that only moved and that nothing observes.
    func writeFrames() {
        let symbols = frameSymbols()
        // After an in-place change that moved few values, only the views
        // they belong to (and those views' children, whose frames are
        // relative to them) are written.
        if solver.takeMovedSymbols(into: &output.movedSymbols), output.symbolsAreCurrent, guideNodes.isEmpty,
           movedOutputIsWorthIt {
            writeMovedFrames(symbols)
            if !scrollContents.isEmpty { writeContentSizes() }
            return
        }
        output.symbolsAreCurrent = true
        let scale = window?.scale
        var values: [Double] = []
        swap(&values, &frameValues)
        solver.values(ofSymbols: symbols, into: &values)
        var moved = false
        values.withUnsafeBufferPointer { values in
            frameOutputs.withUnsafeBufferPointer { outputs in
                // Outputs come in tree order, so siblings follow one
                // another: the parent's bounds origin is read once per run.
                var lastParent: Int32 = -1
                var b = Point.zero
                for o in outputs {
                    if o.parentNode != lastParent {
                        b = o.parent.storedBoundsOrigin
                        lastParent = o.parentNode
                    }
                    let s = 4 * Int(o.node), ps = 4 * Int(o.parentNode)
                    let rect = solvedFrame(values, at: s, parentAt: ps, boundsOrigin: b, scale: scale)
                    // A view that only moved, with nobody observing it,
                    // needs nothing but its new frame (the focus counter is
                    // bumped once below); that path only touches fields.
                    // (Written out here and in the two other frame writers:
                    // as a method on `View` it retains the view for the call,
                    // 0.065 → 0.11 ms on `stack.direct.layout@10000`.)
                    unowned(unsafe) let view = o.view
                    let old = view.storedFrame
                    if old == rect { continue }
                    if old.size == rect.size && view.observers == nil && !view.isInSuperviewIndex {
                        view.storedFrame = rect
                        moved = true
                    } else {
                        view.setFrameFromLayout(rect)
                    }
                }
            }
            for g in guideNodes {
                let n = nodes[g]
                guard let guide = n.guide, let owner = nodes[n.parent].view else { continue }
                let rect = solvedFrame(values, at: 4 * g, parentAt: 4 * n.parent,
                                       boundsOrigin: owner.storedBoundsOrigin, scale: scale)
                if guide.layoutFrame != rect { moved = true }
                guide.layoutFrame = rect
            }
        }
        if moved { FocusGeneration.bump() }
        swap(&values, &frameValues)
        if !scrollContents.isEmpty { writeContentSizes() }
    }

    /// The solver symbols of every node's x, y, width and height (four per
    /// node, in node order), looked up again only after the solver was
    /// replaced or re-derived its tableau. A new node list (which comes
    /// with a new solver) also refreshes `frameOutputs` and `guideNodes`.
    func frameSymbols() -> [Int] {
        solver.updateVariables()
        if cachedFrameSymbols.solver !== solver || cachedFrameSymbols.rebuildCount != solver.rebuildCount
            || cachedFrameSymbols.symbols.count != 4 * nodes.count
        {
            var symbols: [Int] = []
            symbols.reserveCapacity(4 * nodes.count)
            for node in nodes {
                for v in [node.x, node.y, node.width, node.height] { symbols.append(solver.existingSymbol(of: v)) }
            }
            cachedFrameSymbols = (solver, solver.rebuildCount, symbols)
            collectOutputs()
            output.index(symbols: symbols, outputs: frameOutputs, nodeCount: nodes.count)
            solver.movedSymbolLimit = max(frameOutputs.count / 8, 1)
        }
        return cachedFrameSymbols.symbols
    }

    /// An item's frame in its parent's coordinates from solved window
    /// values: `values[s…s + 3]` are its x, y, width and height,
    /// `values[ps]` and `values[ps + 1]` its parent's x and y, `b` the
    /// parent's bounds origin. Rounding noise is removed, and the frame
    /// snapped to `scale` when there is one.
    @inline(__always)
    func solvedFrame(_ values: UnsafeBufferPointer<Double>, at s: Int, parentAt ps: Int, boundsOrigin b: Point,
                     scale: Double?) -> Rect {
        let rect = Rect(x: clean(values[s] - values[ps] + b.x), y: clean(values[s + 1] - values[ps + 1] + b.y),
                        width: clean(values[s + 2]), height: clean(values[s + 3]))
        return scale.map { rect.snapped(toScale: $0) } ?? rect
    }

    /// Fills `frameOutputs` (the views below the root, in node order) and
    /// `guideNodes` from `nodes`.
    private func collectOutputs() {
        frameOutputs.removeAll(keepingCapacity: true)
        guideNodes.removeAll(keepingCapacity: true)
        for i in nodes.indices where i > 0 {
            let n = nodes[i]
            if let view = n.view, let parent = nodes[n.parent].view {
                frameOutputs.append(FrameOutput(view: view, parent: parent, node: Int32(i), parentNode: Int32(n.parent)))
            } else if n.guide != nil {
                guideNodes.append(i)
            }
        }
    }

    /// Removes the solver's rounding noise: rounds to the nearest 1e-9
    /// point (so `20.399999999999977` reads `20.4`). Values beyond ±1e6
    /// points are left alone.
    @inline(__always)
    func clean(_ v: Double) -> Double { Self.clean(v) }

    /// `clean(_:)`: the same result as `abs(v) < 1e6 ? (v * 1e9).rounded()
    /// / 1e9 + 0 : v + 0`, bit for bit, faster.
    @inline(__always)
    nonisolated static func clean(_ v: Double) -> Double {
        // `+ 0` turns a solved `-0.0` into `0`.
        guard abs(v) < 1e6 else { return v + 0 }
        // A whole number is its own rounding (most frames are).
        let integral = Double(Int64(v))
        if integral == v { return v + 0 }
        // `(v * 1e9).rounded()` (half away from zero) without a call into
        // the C library: |t| < 1e15, so the truncation is exact and so is
        // the fraction `t - whole`.
        let t = v * 1e9
        var whole = Double(Int64(t))
        let fraction = t - whole
        if fraction >= 0.5 { whole += 1 } else if fraction <= -0.5 { whole -= 1 }
        return whole / 1e9 + 0
    }

    /// Tells the window's diagnostic handler about broken constraints.
    func reportBroken() {
        guard !broken.isEmpty, let handler = window?.onConstraintDiagnostic else { return }
        for b in broken {
            var message = "Unable to simultaneously satisfy constraints.\n"
            for c in b.conflicts { message += "    \(c)\n" }
            message += "Will attempt to recover by breaking constraint\n    \(b.description)"
            handler(message)
        }
    }

    /// The participating views (without autoresizing) whose frames the
    /// constraints do not determine, and the scroll views whose derived
    /// content size they do not determine, in tree order.
    /// - Complexity: O(views + cells of the system): one ambiguity probe
    ///   per priority, then O(1) per view.
    func ambiguousViews() -> [View] {
        solveIfNeeded()
        var probes = AmbiguityProbes(engine: self)
        var result: [View] = []
        for i in nodes.indices.dropFirst() {
            if let view = nodes[i].view, isAmbiguous(node: i, &probes) { result.append(view) }
        }
        return result
    }

    /// Whether `view` participates, is not the root, does not translate its
    /// autoresizing mask, and its frame is not determined (see
    /// `ambiguousViews`).
    /// - Complexity: O(cells of the system).
    func isAmbiguous(_ view: View) -> Bool {
        solveIfNeeded()
        guard let i = nodeIndex[ObjectIdentifier(view)] else { return false }
        var probes = AmbiguityProbes(engine: self)
        return isAmbiguous(node: i, &probes)
    }

    /// Whether `guide` (not a margins guide) takes part and a variable of
    /// its frame is not determined.
    /// - Complexity: O(cells of the system).
    func isAmbiguous(_ guide: LayoutGuide) -> Bool {
        solveIfNeeded()
        guard !guide.isMarginsGuide, let i = nodeIndex[ObjectIdentifier(guide)] else { return false }
        return AmbiguityProbes(engine: self).frame.isAmbiguous(nodes[i])
    }

    /// Whether node `i` is a view (not the root, not translating its
    /// autoresizing mask) with a variable the solution does not determine,
    /// or a scroll view whose content size no constraint determines.
    private func isAmbiguous(node i: Int, _ probes: inout AmbiguityProbes) -> Bool {
        !ambiguity(node: i, &probes).isEmpty
    }
}

/// The engine's two ambiguity probes: frames at every level, scroll
/// content sizes above the content-size fallback (taken on first use).
@MainActor
struct AmbiguityProbes {
    /// The probe for frames (every priority level counts).
    let frame: AmbiguityProbe
    /// The engine, for the content-size probe.
    private let engine: LayoutEngine
    /// The content-size probe, once taken.
    private var contentProbe: AmbiguityProbe?

    init(engine: LayoutEngine) {
        self.engine = engine
        frame = engine.solver.ambiguityProbe(atOrAbove: .leastNonzeroMagnitude)
    }

    /// The probe for derived scroll content sizes.
    var content: AmbiguityProbe {
        mutating get {
            if let contentProbe { return contentProbe }
            let probe = engine.solver.ambiguityProbe(atOrAbove: LayoutEngine.contentSizeFallbackPriority * 1.5)
            contentProbe = probe
            return probe
        }
    }
}

extension AmbiguityProbe {
    /// Whether a variable of node `n`'s frame is not determined.
    func isAmbiguous(_ n: EngineNode) -> Bool {
        isAmbiguous(n.x) || isAmbiguous(n.y) || isAmbiguous(n.width) || isAmbiguous(n.height)
    }
}

extension Rect {
    /// The rectangle with its edges rounded to the nearest `1/scale` point,
    /// as UIKit aligns frames to pixels.
    func snapped(toScale scale: Double) -> Rect {
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let minX = snap(origin.x), minY = snap(origin.y)
        return Rect(x: minX, y: minY, width: snap(origin.x + size.width) - minX,
                    height: snap(origin.y + size.height) - minY)
    }
}
