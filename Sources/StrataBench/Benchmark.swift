/// One measured operation of `strata-bench`.
///
/// `prepare` runs untimed before every repetition and returns the closure
/// that is timed, so each repetition starts from the same state.
@MainActor
struct Benchmark {
    /// The result name, e.g. `stack.direct.layout`.
    let name: String
    /// The problem size.
    let n: Int
    /// Whether `per_item_ns` (median / n) is meaningful for this result.
    let perItem: Bool
    /// Whether `--quick` runs this case (its headline size).
    let quick: Bool
    /// Builds the state for one repetition and returns the timed body.
    let prepare: () -> () -> Void

    init(_ name: String, n: Int, perItem: Bool = true, quick: Bool = false,
         prepare: @escaping () -> () -> Void) {
        self.name = name
        self.n = n
        self.perItem = perItem
        self.quick = quick
        self.prepare = prepare
    }
}

/// Keeps a value alive and opaque to the optimizer, so measured work is
/// not removed as dead code.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
