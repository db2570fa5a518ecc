@testable import Strata

/// A view that records the override points UIKit calls, in order.
@MainActor
final class RecordingView: View {
    var log: [String] = []
    var layoutCount = 0
    var onLayout: (() -> Void)?

    override func willMove(toSuperview newSuperview: View?) {
        log.append("willMoveToSuperview(\(newSuperview?.identifier ?? "nil"))")
    }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func didAddSubview(_ subview: View) { log.append("didAddSubview(\(subview.identifier ?? "?"))") }
    override func willRemoveSubview(_ subview: View) { log.append("willRemoveSubview(\(subview.identifier ?? "?"))") }
    override func willMove(toWindow newWindow: Window?) { log.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func layoutSubviews() {
        layoutCount += 1
        onLayout?()
    }
}

/// Creates a view with an identifier, for readable tests.
@MainActor
func makeView(_ id: String, _ frame: Rect = .zero) -> View {
    let v = View(frame: frame)
    v.identifier = id
    return v
}

/// A small deterministic generator (SplitMix64) for randomized tests.
struct TestRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `range` (by remainder: deterministic, not uniform).
    mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }

    /// A value in `range` (by remainder: deterministic, not uniform).
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
}
