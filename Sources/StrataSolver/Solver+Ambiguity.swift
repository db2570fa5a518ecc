// Ambiguity: which variables the constraints leave free to move.
//
// A variable is ambiguous when some movable parametric symbol (one that
// can change at zero cost with every tight restricted row still holding)
// appears in its value with a non-zero net coefficient. Expanding every
// derived variable into parametric symbols to look is quadratic along a
// stack chain (`x[k]` mentions k widths), so instead the check moves every
// movable symbol at once in two fixed pseudo-random directions and
// propagates the motion through the tableau rows and then the definitions,
// in definition order: one pass over every cell, linear in the size of the
// system. A net coefficient that cancels exactly moves nothing; one that
// does not moves the variable unless the two random combinations both
// vanish, which does not happen by accident. A motion smaller than 1e-9 of
// the summed magnitudes that produced it counts as cancelled round-off.

extension Solver {
    /// Whether `variable`'s value is not pinned by the constraints at or
    /// above `priority`: whether it can move while every required
    /// constraint still holds and the violations at levels ≥ `priority`
    /// stay optimal (lower levels are ignored).
    ///
    /// Checks the directions of the current basis: the variable is
    /// ambiguous if a parametric symbol its value depends on is free to
    /// move — unrestricted, or a slack/error that may grow — with a zero
    /// cost at every level ≥ `priority`, and no tight restricted row blocks
    /// that move. Exact for non-degenerate tableaux; at a degenerate vertex
    /// it may answer `false` for a variable a further pivot could move.
    /// A variable no constraint mentions is ambiguous.
    ///
    /// To test many variables, take one `ambiguityProbe(atOrAbove:)`.
    /// - Complexity: O(cells of the tableau and the definitions).
    public func isAmbiguous(_ variable: Variable, atOrAbove priority: Double = Constraint.required) -> Bool {
        ambiguityProbe(atOrAbove: priority).isAmbiguous(variable)
    }

    /// The motion of every symbol when all movable symbols at `priority`
    /// move, from which `isAmbiguous` answers in O(1) per variable. Valid
    /// until the solver next changes.
    /// - Complexity: O(cells of the tableau and the definitions).
    package func ambiguityProbe(atOrAbove priority: Double) -> AmbiguityProbe {
        rebuildIfNeeded()
        return tableau.ambiguityProbe(atOrAbove: priority)
    }
}

extension Tableau {
    /// The motion of every symbol when all movable symbols at `priority`
    /// move, from which `isAmbiguous` answers in O(1) per variable. Valid
    /// until the solver next changes.
    /// - Complexity: O(cells of the tableau and the definitions).
    func ambiguityProbe(atOrAbove priority: Double) -> AmbiguityProbe {
        let count = symbols.kinds.count
        // Tight restricted rows block their parametric symbols one way.
        var upBlocked = [Bool](repeating: false, count: count)
        var downBlocked = [Bool](repeating: false, count: count)
        for slot in rows.store.indices {
            let basic = rows.slotBasic[slot]
            guard basic >= 0, symbols.kinds[basic].isRestricted, let row = rows.store[slot], nearZero(row.constant)
            else { continue }
            for cell in row.cells {
                if cell.coefficient < 0 { upBlocked[cell.symbol] = true } else { downBlocked[cell.symbol] = true }
            }
        }
        var motion = [SIMD2<Double>](repeating: .zero, count: count)
        var magnitude = [Double](repeating: 0, count: count)
        for s in 0..<count where symbols.basicSlot[s] < 0 && !isDerived(s) {
            let kind = symbols.kinds[s]
            guard kind != .dummy, !hasCost(s, atOrAbove: priority) else { continue }
            if upBlocked[s] && (downBlocked[s] || kind.isRestricted) { continue }
            motion[s] = AmbiguityProbe.direction(of: s)
            magnitude[s] = 1
        }
        // Basic rows mention parametric symbols only.
        for slot in rows.store.indices {
            let basic = rows.slotBasic[slot]
            guard basic >= 0, let row = rows.store[slot] else { continue }
            var m = SIMD2<Double>.zero, size = 0.0
            for cell in row.cells {
                m += cell.coefficient * motion[cell.symbol]
                size += abs(cell.coefficient) * magnitude[cell.symbol]
            }
            motion[basic] = m
            magnitude[basic] = size
        }
        // Definitions mention earlier definitions and tableau symbols.
        for d in definitions.symbols.indices {
            var m = SIMD2<Double>.zero, size = 0.0
            for i in definitions.start[d]..<definitions.start[d + 1] {
                let cell = definitions.cells[i]
                m += cell.coefficient * motion[cell.symbol]
                size += abs(cell.coefficient) * magnitude[cell.symbol]
            }
            motion[definitions.symbols[d]] = m
            magnitude[definitions.symbols[d]] = size
        }
        return AmbiguityProbe(symbols: symbols.byVariable, motion: motion, magnitude: magnitude)
    }
}

/// Which variables can move, for one solver state and priority (see
/// `Solver.ambiguityProbe(atOrAbove:)`).
package struct AmbiguityProbe {
    /// The symbol of each user variable.
    let symbols: IdentityTable
    /// Each symbol's motion in the two probe directions.
    let motion: [SIMD2<Double>]
    /// Each symbol's summed absolute contributions (the round-off scale).
    let magnitude: [Double]

    /// Whether `variable` moves (a variable no constraint mentions does).
    /// - Complexity: O(1).
    package func isAmbiguous(_ variable: Variable) -> Bool {
        guard let s = symbols[ObjectIdentifier(variable)] else { return true }
        let m = motion[s], tolerance = 1e-9 * magnitude[s]
        return abs(m.x) > tolerance || abs(m.y) > tolerance
    }

    /// Symbol `s`'s fixed pseudo-random direction: two values in [1, 2)
    /// with random signs, from a hash of the id (the same in every run).
    static func direction(of s: Int) -> SIMD2<Double> {
        func unit(_ seed: UInt64) -> Double {
            // SplitMix64's finaliser.
            var z = seed &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            let value = 1 + Double(z >> 11) * 0x1p-53
            return z & 1 == 0 ? value : -value
        }
        return SIMD2(unit(UInt64(s) &* 2), unit(UInt64(s) &* 2 &+ 1))
    }
}
