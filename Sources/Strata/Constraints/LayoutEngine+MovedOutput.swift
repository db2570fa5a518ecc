import StrataSolver

/// What the engine keeps to write only the frames that moved: which node
/// each solver symbol belongs to, which output each node is, and each
/// node's children among the outputs.
struct EngineOutputIndex {
    /// For each solver symbol, `4 · node + component` (x, y, width,
    /// height) of the node it belongs to, or -1; for the symbols
    /// `frameSymbols()` last looked up.
    var placeOfSymbol: [Int32] = []
    /// The `frameOutputs` index of each node (-1 for the root and guides).
    var outputOfNode: [Int32] = []
    /// `children[childStart[p]..<childStart[p + 1]]`: the outputs whose
    /// parent is node `p`, in output order.
    var childStart: [Int32] = []
    var children: [Int32] = []
    /// Scratch: the symbols the solver handed over, the outputs to write,
    /// the symbols they read and those symbols' values.
    var movedSymbols: [Int32] = []
    var pending: [Int32] = []
    var reads: [Int] = []
    var values: [Double] = []
    /// Scratch marks by output (all false between writes).
    var marked: [Bool] = []
    /// Whether the last write read every frame since the index was built
    /// (so the views hold the values the moved symbols are relative to).
    var symbolsAreCurrent = false
    /// How many writes took the moved-frames path (for tests).
    var movedWrites = 0

    /// Rebuilds the index for `symbols` (four per node) and `outputs`.
    /// - Complexity: O(nodes + symbols).
    mutating func index(symbols: [Int], outputs: [FrameOutput], nodeCount: Int) {
        symbolsAreCurrent = false
        let symbolCount = (symbols.max() ?? -1) + 1
        placeOfSymbol = [Int32](repeating: -1, count: symbolCount)
        for (i, s) in symbols.enumerated() where s >= 0 { placeOfSymbol[s] = Int32(i) }
        outputOfNode = [Int32](repeating: -1, count: nodeCount)
        var counts = [Int32](repeating: 0, count: nodeCount + 1)
        for (o, out) in outputs.enumerated() {
            outputOfNode[Int(out.node)] = Int32(o)
            counts[Int(out.parentNode) + 1] += 1
        }
        for p in 0..<nodeCount { counts[p + 1] += counts[p] }
        childStart = counts
        children = [Int32](repeating: 0, count: outputs.count)
        var next = counts
        for (o, out) in outputs.enumerated() {
            let p = Int(out.parentNode)
            children[Int(next[p])] = Int32(o)
            next[p] += 1
        }
        marked = [Bool](repeating: false, count: outputs.count)
    }
}

extension LayoutEngine {
    /// Whether the moved symbols are few enough for `writeMovedFrames`
    /// (past one in eight of the outputs, one pass over every frame is
    /// cheaper).
    var movedOutputIsWorthIt: Bool {
        output.movedSymbols.count * 8 <= frameOutputs.count
    }

    /// Writes the frames of the views whose variables are among the moved
    /// symbols, and of the children of views whose origin moved, in
    /// output (tree) order, as `writeFrames` would.
    /// - Complexity: O(moved symbols + children of moved origins · log).
    func writeMovedFrames(_ symbols: [Int]) {
        output.movedWrites += 1
        var pending: [Int32] = []
        swap(&pending, &output.pending)
        pending.removeAll(keepingCapacity: true)
        for s in output.movedSymbols {
            let s = Int(s)
            guard s < output.placeOfSymbol.count else { continue }
            let place = Int(output.placeOfSymbol[s])
            if place < 0 { continue }
            let node = place / 4
            let o = Int(output.outputOfNode[node])
            if o >= 0, !output.marked[o] {
                output.marked[o] = true
                pending.append(Int32(o))
            }
            // Frames are relative to the parent's origin: its size does
            // not move its children.
            guard place % 4 < 2 else { continue }
            for c in output.childStart[node]..<output.childStart[node + 1] {
                let child = Int(output.children[Int(c)])
                if !output.marked[child] {
                    output.marked[child] = true
                    pending.append(Int32(child))
                }
            }
        }
        // Tree order, as a full write visits them (observers hear about
        // frames in the same order).
        pending.sort()
        // Every value read in one call: x, y, width, height, then the
        // parent's x and y, per output.
        var reads: [Int] = [], values: [Double] = []
        swap(&reads, &output.reads)
        swap(&values, &output.values)
        reads.removeAll(keepingCapacity: true)
        for o in pending {
            output.marked[Int(o)] = false
            let out = frameOutputs[Int(o)]
            let s = 4 * Int(out.node), ps = 4 * Int(out.parentNode)
            reads.append(contentsOf: [symbols[s], symbols[s + 1], symbols[s + 2], symbols[s + 3],
                                      symbols[ps], symbols[ps + 1]])
        }
        solver.values(ofSymbols: reads, into: &values)
        let scale = window?.scale
        var moved = false
        values.withUnsafeBufferPointer { values in
            for (k, o) in pending.enumerated() {
                let out = frameOutputs[Int(o)]
                let rect = solvedFrame(values, at: 6 * k, parentAt: 6 * k + 4,
                                       boundsOrigin: out.parent.storedBoundsOrigin, scale: scale)
                // As in `writeFrames`: a view that only moved is written
                // field by field.
                unowned(unsafe) let view = out.view
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
        if moved { FocusGeneration.bump() }
        swap(&pending, &output.pending)
        swap(&reads, &output.reads)
        swap(&values, &output.values)
    }
}
