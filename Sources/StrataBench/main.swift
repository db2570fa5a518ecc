// strata-bench: registers every suite's cases, runs them, prints the table.
// Each suite lives in its own `*Benchmarks.swift` file and returns
// `[Benchmark]`; add it to `allBenchmarks()` below.

@MainActor
func allBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    return all
}

print("strata-bench: \(allBenchmarks().count) cases registered (runner not built yet)")
