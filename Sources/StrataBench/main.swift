// strata-bench: registers every suite's cases, runs them, prints the table.
// Each suite lives in its own `*Benchmarks.swift` file and returns
// `[Benchmark]`; add it to `allBenchmarks()` below.
//
// USAGE: strata-bench [--quick] [--cpu-time] [--json OUT] [--filter PREFIX[@N]] [--save-inputs DIR] [--write-shapes DIR]

#if canImport(Glibc)
import Glibc
#endif

@MainActor
func allBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    all += baselineBenchmarks()
    all += stackBenchmarks()
    all += engineBenchmarks()
    all += renderBenchmarks()
    all += pathBenchmarks()
    all += svgBenchmarks()
    all += solverBenchmarks()
    all += animationBenchmarks()
    all += textBenchmarks()
    all += bidiBenchmarks()
    all += shapingBenchmarks()
    all += paragraphLayoutBenchmarks()
    all += segmentationBenchmarks()
    all += textEditingBenchmarks()
    all += fontBenchmarks()
    all += fallbackBenchmarks()
    all += cffBenchmarks()
    all += scrollBenchmarks()
    all += fittingBenchmarks()
    all += cInterfaceBenchmarks()
    all += inputBenchmarks()
    all += focusBenchmarks()
    all += x11Benchmarks()
    all += waylandBenchmarks()
    all += damageBenchmarks()
    all += imageBenchmarks()
    all += snapshotBenchmarks()
    all += CairoComparison.benchmarks()
    all += effectBenchmarks()
    all += listBenchmarks()
    all += buildBenchmarks()
    all += dbusBenchmarks()
    all += accessibilityBenchmarks()
    all += inspectorBenchmarks()
    return all
}

@MainActor
func benchMain() -> Int32 {
    var quick = false
    var cpuTime = false
    var jsonPath: String?
    var filter: String?
    var args = CommandLine.arguments.dropFirst()
    while let arg = args.popFirst() {
        switch arg {
        case "--quick": quick = true
        case "--cpu-time": cpuTime = true
        case "--json":
            guard let path = args.popFirst() else { print("strata-bench: --json needs a file name"); return 1 }
            jsonPath = path
        case "--filter":
            guard let prefix = args.popFirst() else { print("strata-bench: --filter needs a prefix (or PREFIX@N)"); return 1 }
            filter = prefix
        case "--save-inputs":
            guard let directory = args.popFirst() else { print("strata-bench: --save-inputs needs a directory"); return 1 }
            return saveImageInputs(to: directory)
        case "--write-shapes":
            guard let directory = args.popFirst() else { print("strata-bench: --write-shapes needs a directory"); return 1 }
            return CairoComparison.write(to: directory)
        case "-h", "--help":
            print("USAGE: strata-bench [--quick] [--cpu-time] [--json OUT] [--filter PREFIX[@N]] [--save-inputs DIR] [--write-shapes DIR]")
            return 0
        default:
            print("strata-bench: unknown argument '\(arg)'")
            return 1
        }
    }
    var runner = BenchmarkRunner()
    runner.measuresCPUTime = cpuTime
    if quick {
        runner.minimumRepetitions = 3
        runner.budgetNanoseconds = 150_000_000
    }
    var results: [BenchmarkResult] = []
    // Memory first: resident-set growth only counts new pages, so it is
    // measured before the timed cases free memory the views would reuse
    // (measured after them, it read -8 bytes per view).
    var memory: [BenchmarkResult] = []
    if filter.map({ "memory.".hasPrefix($0) || $0.hasPrefix("memory") }) ?? true {
        memory = memoryResults()
    }
    if filter.map({ "list.memory".hasPrefix($0) || $0.hasPrefix("list.memory") }) ?? true {
        memory += listMemoryResults()
    }
    if filter.map({ "a11y.memory".hasPrefix($0) || $0.hasPrefix("a11y.memory") }) ?? true {
        memory += accessibilityMemoryResults()
    }
    for benchmark in allBenchmarks() {
        if quick && !benchmark.quick { continue }
        if let filter, !BenchmarkFilter.matches(filter, benchmark), benchmark.name != "baseline.write_frames" { continue }
        let result = runner.run(benchmark)
        // Progress on standard error, so a slow case shows while it runs.
        let line = "  \(result.name) n=\(result.n): \(BenchmarkReport.duration(result.medianNanoseconds))\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        results.append(result)
    }
    results += memory
    results = BenchmarkRunner.annotate(results)
    print(BenchmarkReport.table(results), terminator: "")
    if let jsonPath {
        let text = BenchmarkReport.json(results)
        guard let file = fopen(jsonPath, "w") else {
            print("strata-bench: cannot write \(jsonPath)")
            return 1
        }
        fputs(text, file)
        fclose(file)
        print("wrote \(jsonPath)")
    }
    return 0
}

exit(benchMain())
