/// The inspector's frame-time bars: one bar a frame, the stages stacked.
extension InspectorOverlay {
    /// The stages' colours: layout, display list, raster, present.
    static let stageColors = [
        Color(red: 0.25, green: 0.55, blue: 1.0),
        Color(red: 0.3, green: 0.8, blue: 0.4),
        Color(red: 1.0, green: 0.6, blue: 0.2),
        Color(red: 0.75, green: 0.45, blue: 0.95),
    ]
    /// Points per millisecond, and the tallest bar (longer frames are cut).
    static let pointsPerMillisecond = 1.0
    static let barsHeight = 40.0
    /// The line at a 60 Hz frame (16.7 ms).
    static let budgetColor = Color(red: 1, green: 0.3, blue: 0.3)

    /// Adds a timing, dropping the oldest beyond `Window.inspectorFrameCount`.
    func record(_ timing: FrameTiming) {
        if timings.count == Window.inspectorFrameCount { timings.removeFirst() }
        timings.append(timing)
    }

    /// The bars, at the top-right corner of a window `width` points wide:
    /// a dark panel `inspectorFrameCount` points wide, one point a frame
    /// (newest at the right), stages stacked from the bottom, and a red
    /// line at 16.7 ms.
    /// - Complexity: O(frames kept).
    func appendFrameBars(width: Double, to commands: inout [DisplayCommand]) {
        guard !timings.isEmpty else { return }
        let panelWidth = Double(Window.inspectorFrameCount)
        let left = max(0, width - panelWidth), bottom = Self.barsHeight
        commands.append(.rect(RectCommand(rect: Rect(x: left, y: 0, width: panelWidth, height: bottom),
                                          fill: Self.panelColor)))
        for (i, timing) in timings.enumerated() {
            let x = left + panelWidth - Double(timings.count - i)
            var top = bottom
            let stages = [timing.layout, timing.displayList, timing.raster, timing.present]
            for (stage, seconds) in stages.enumerated() {
                let height = min(top, seconds * 1000 * Self.pointsPerMillisecond)
                guard height > 0 else { continue }
                top -= height
                commands.append(.rect(RectCommand(rect: Rect(x: x, y: top, width: 1, height: height),
                                                  fill: Self.stageColors[stage])))
            }
        }
        let budget = bottom - 1000.0 / 60 * Self.pointsPerMillisecond
        commands.append(.rect(RectCommand(rect: Rect(x: left, y: budget, width: panelWidth, height: 1),
                                          fill: Self.budgetColor)))
    }
}
