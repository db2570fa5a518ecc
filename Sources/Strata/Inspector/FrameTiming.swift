/// How long a host took to draw one frame, by stage, in seconds: what the
/// inspector's frame-time bars show (Docs/Tools.md).
public struct FrameTiming: Sendable, Hashable {
    /// The layout pass (`Window.layoutIfNeeded()`).
    public var layout: Double
    /// Building the display list.
    public var displayList: Double
    /// Rasterising (zero for hosts that draw the list themselves).
    public var raster: Double
    /// Handing the pixels or commands to the window system.
    public var present: Double

    /// A timing; each stage in seconds (negative values count as zero).
    public init(layout: Double, displayList: Double, raster: Double, present: Double) {
        self.layout = max(0, layout)
        self.displayList = max(0, displayList)
        self.raster = max(0, raster)
        self.present = max(0, present)
    }

    /// The whole frame.
    public var total: Double { layout + displayList + raster + present }
}

extension Window {
    /// How many frames the inspector's bars show.
    public static let inspectorFrameCount = 120

    /// Records how long the host took to draw a frame. While the inspector
    /// is on (`isInspecting`), the last `inspectorFrameCount` timings are
    /// kept and drawn as bars in the window's top-right corner with the
    /// next frame; otherwise the timing is dropped. Recording does not ask
    /// for a frame (an idle window stays idle). `X11Host` records every
    /// frame it presents; an embedding host calls it after drawing.
    /// - Complexity: O(1).
    public func recordFrameTiming(_ timing: FrameTiming) {
        (displayOverlay as? InspectorOverlay)?.record(timing)
    }

    /// The timings the inspector keeps, oldest first (empty when it is off).
    public var recentFrameTimings: [FrameTiming] {
        (displayOverlay as? InspectorOverlay)?.timings ?? []
    }
}
