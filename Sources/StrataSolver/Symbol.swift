/// The role of a tableau symbol. Symbols themselves are plain `Int` ids,
/// handed out in creation order by each solver; every tie is broken by id.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// A slack of an inequality (or an artificial variable): `>= 0`.
    case slack
    /// An error of an optional constraint: `>= 0`, weighted in the objective.
    case error
    /// The marker of a required equality whose constant can be edited:
    /// pinned at zero, never pivoted in by the optimizer.
    case dummy

    /// Whether the symbol is restricted to non-negative values.
    var isRestricted: Bool { self != .external }
    /// Whether the primal/dual simplex may pivot the symbol into the basis.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// The tolerance below which a coefficient or constant counts as zero.
let solverEpsilon = 1e-8

/// Whether `value` counts as zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool { value < solverEpsilon && value > -solverEpsilon }
