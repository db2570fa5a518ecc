/// `--filter`: a name prefix, optionally with `@N` for one size
/// (`render.display_list@10000`), so that one case can run alone (under a
/// profiler, or `valgrind --tool=callgrind`).
enum BenchmarkFilter {
    /// Whether `benchmark` is selected by `filter`.
    static func matches(_ filter: String, _ benchmark: Benchmark) -> Bool {
        guard let at = filter.lastIndex(of: "@"), let n = Int(filter[filter.index(after: at)...]) else {
            return benchmark.name.hasPrefix(filter)
        }
        return benchmark.n == n && benchmark.name.hasPrefix(filter[..<at])
    }
}
