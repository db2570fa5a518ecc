#if canImport(Glibc)
import Glibc
#endif

/// The measurement of one benchmark case.
struct BenchmarkResult {
    let name: String
    let n: Int
    let medianNanoseconds: Double
    let perItemNanoseconds: Double?
    var ratioToBaseline: Double?
    var scalingExponent: Double?
    /// For memory results: bytes per item (the times are then unused).
    var bytesPerItem: Double? = nil
}

/// Runs benchmark cases: a warm-up, then repetitions until a time budget
/// or a repetition cap is reached; reports the median.
@MainActor
struct BenchmarkRunner {
    /// The least number of timed repetitions per case.
    var minimumRepetitions = 5
    /// The most repetitions per case.
    var maximumRepetitions = 200
    /// Stop repeating once this much time (in nanoseconds) was spent on a case.
    var budgetNanoseconds: Double = 400_000_000
    /// Measure the process's CPU time (every thread's) instead of the wall
    /// clock (`--cpu-time`): on a machine busy with other work a case is
    /// then not charged for the time other processes ran. A case that
    /// draws on several threads reports their total, not the time a
    /// person waits.
    var measuresCPUTime = false

    func run(_ benchmark: Benchmark) -> BenchmarkResult {
        let clock = ContinuousClock()
        // Warm-up (untimed).
        benchmark.prepare()()
        var samples: [Double] = []
        var spent = 0.0
        while samples.count < minimumRepetitions
            || (samples.count < maximumRepetitions && spent < budgetNanoseconds)
        {
            let body = benchmark.prepare()
            let ns: Double
            if measuresCPUTime {
                let start = Self.processCPUNanoseconds()
                body()
                ns = Self.processCPUNanoseconds() - start
            } else {
                let elapsed = clock.measure { body() }
                ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            }
            samples.append(ns)
            spent += ns
        }
        samples.sort()
        let median = samples.count % 2 == 1
            ? samples[samples.count / 2]
            : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
        return BenchmarkResult(name: benchmark.name, n: benchmark.n, medianNanoseconds: median,
                               perItemNanoseconds: benchmark.perItem ? median / Double(benchmark.n) : nil)
    }

    /// The CPU time the process (all its threads) has used, in nanoseconds.
    static func processCPUNanoseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e9 + Double(t.tv_nsec)
    }

    /// Fills in the ratio to `baseline.write_frames` at the same n and the
    /// scaling exponent between n and 10n of the same name.
    static func annotate(_ results: [BenchmarkResult]) -> [BenchmarkResult] {
        var out = results
        for i in out.indices where out[i].bytesPerItem == nil {
            if let base = results.first(where: { $0.name == "baseline.write_frames" && $0.n == out[i].n }) {
                out[i].ratioToBaseline = out[i].medianNanoseconds / base.medianNanoseconds
            }
            if let smaller = results.first(where: { $0.name == out[i].name && $0.n * 10 == out[i].n }) {
                out[i].scalingExponent = log10(out[i].medianNanoseconds / smaller.medianNanoseconds)
            }
        }
        return out
    }
}

/// Base-10 logarithm via the change of base (no Foundation needed).
func log10(_ x: Double) -> Double {
    // ln(x) by argument reduction to [1, 2) and the atanh series.
    var m = x, e = 0.0
    while m >= 2 { m /= 2; e += 1 }
    while m < 1 { m *= 2; e -= 1 }
    let y = (m - 1) / (m + 1), y2 = y * y
    var term = y, sum = 0.0, k = 1.0
    while abs(term) > 1e-17 { sum += term / k; term *= y2; k += 2 }
    return (2 * sum + e * 0.693_147_180_559_945_3) / 2.302_585_092_994_046
}
