import Dispatch

/// Runs a completion on the first tick of the timeline it is added to: how
/// an animation that ends inside the call that starts it delivers its
/// completion later (`ViewAnimation.finish(deliverLater:)`).
@MainActor
final class CompletionDelivery: TimelineAnimation {
    private var body: (() -> Void)?

    init(_ body: @escaping () -> Void) {
        self.body = body
    }

    /// Runs the completion (once) and ends.
    func timelineTick(at time: Double) -> Bool {
        run()
        return true
    }

    /// Without a timeline: runs it on the main queue's next turn.
    func deliverOnMainQueue() {
        DispatchQueue.main.async { MainActor.assumeIsolated { self.run() } }
    }

    private func run() {
        let body = self.body
        self.body = nil
        body?()
    }
}
