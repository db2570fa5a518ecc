/// `baseline.write_frames`: writing N frames (4 doubles each) into a
/// preallocated buffer — the physical floor every layout result is
/// compared with.
@MainActor
func baselineBenchmarks() -> [Benchmark] {
    [100, 1_000, 10_000, 100_000].map { n in
        Benchmark("baseline.write_frames", n: n, quick: n == 1_000 || n == 10_000) {
            let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: 4 * n)
            buffer.initialize(repeating: 0)
            var seed = 1.0
            return {
                seed += 1
                for i in 0..<n {
                    let x = Double(i) * seed
                    buffer[4 * i] = x
                    buffer[4 * i + 1] = 0
                    buffer[4 * i + 2] = seed
                    buffer[4 * i + 3] = 44
                }
                blackHole(buffer[4 * (n - 1)])
            }
        }
    }
}
