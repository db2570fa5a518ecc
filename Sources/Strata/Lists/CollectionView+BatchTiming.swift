extension CollectionView {
    /// The timing `performBatchUpdates(_:timing:completion:)` gives the
    /// batch it runs; `nil` outside one (the default 0.3 s ease-in-out).
    static var batchTimingOverride: TimingParameters?

    /// The timing of the batch being applied.
    static var batchTiming: TimingParameters {
        batchTimingOverride ?? TimingParameters(curve: .easeInOut, duration: batchUpdateDuration)
    }

    /// `performBatchUpdates(_:completion:)` with the animation's timing
    /// given: a scene step's own `animate`, or `nil` to apply the changes
    /// without animation (the cells are at their new places and alphas at
    /// once; `completion(true)` runs on the timeline's next tick).
    ///
    /// - Complexity: as `performBatchUpdates(_:completion:)`.
    public func performBatchUpdates(_ updates: (() -> Void)?, timing: TimingParameters?,
                                    completion: ((_ finished: Bool) -> Void)? = nil) {
        let outer = Self.batchTimingOverride
        Self.batchTimingOverride = timing ?? TimingParameters(curve: .linear, duration: 0)
        defer { Self.batchTimingOverride = outer }
        performBatchUpdates(updates, completion: completion)
    }
}
