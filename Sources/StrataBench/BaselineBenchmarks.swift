/// `baseline.write_frames`: writing N frames (4 doubles each) into a
/// preallocated buffer — the physical floor every layout result is
/// compared with. One buffer per n, made at the first repetition and
/// freed with the benchmark (a buffer per repetition, never freed, grew
/// the process by about 640 MB over a run and its page faults filled
/// whole-run profiles).
@MainActor
func baselineBenchmarks() -> [Benchmark] {
    [100, 1_000, 10_000, 100_000].map { n in
        let frames = LazyBox { FrameBuffer(count: 4 * n) }
        return Benchmark("baseline.write_frames", n: n, quick: n == 1_000 || n == 10_000) {
            let buffer = frames.value.buffer
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

/// A buffer of doubles, zeroed, freed with its owner.
final class FrameBuffer {
    let buffer: UnsafeMutableBufferPointer<Double>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: 0)
    }

    deinit { buffer.deallocate() }
}
