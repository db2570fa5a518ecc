/// What `assertSnapshot(of:as:…)` records of a window, and how it compares
/// it with the reference.
///
/// ```swift
/// assertSnapshot(of: window, as: .image)                         // PNG at scale 1, exact
/// assertSnapshot(of: window, as: .image(scale: 2, perceptualPrecision: 0.98))
/// assertSnapshot(of: window, as: .layout)                        // JSON of every view's frames
/// assertSnapshot(of: window, as: .strip(at: [0, 0.15, 0.3]))     // an animation in one PNG
/// ```
public struct Snapshotting: Sendable, Hashable {
    /// The kinds of snapshot.
    enum Kind: Sendable, Hashable {
        case image(scale: Double, precision: Double, perceptualPrecision: Double)
        case layout
        case displayList
        case strip(times: [Double], scale: Double)
        case recursiveDescription
    }

    let kind: Kind

    /// The reference file's extension: `png`, `json` or `txt`.
    var pathExtension: String {
        switch kind {
        case .image, .strip: "png"
        case .layout: "json"
        case .displayList, .recursiveDescription: "txt"
        }
    }

    /// The window drawn by Strata's rasterizer at scale 1 on white, compared
    /// byte for byte: `.image(scale: 1)`.
    public static var image: Snapshotting { .image() }

    /// The window drawn by Strata's rasterizer on white, as a PNG.
    /// - Parameters:
    ///   - scale: pixels per point (0.1…16).
    ///   - precision: the fraction of pixels that must match (0…1).
    ///   - perceptualPrecision: how close a pixel must be to match (0…1):
    ///     1 means equal bytes; below 1 a pixel matches when its CIE76 ΔE*ab
    ///     is at most `(1 − perceptualPrecision) × 100` (0.98: ΔE 2).
    /// - Precondition: the values are in range.
    public static func image(scale: Double = 1, precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        precondition(scale >= 0.1 && scale <= 16, "Snapshotting.image: scale must be in 0.1...16 (got \(scale))")
        precondition(precision >= 0 && precision <= 1, "Snapshotting.image: precision must be in 0...1 (got \(precision))")
        precondition(perceptualPrecision >= 0 && perceptualPrecision <= 1,
                     "Snapshotting.image: perceptualPrecision must be in 0...1 (got \(perceptualPrecision))")
        return Snapshotting(kind: .image(scale: scale, precision: precision, perceptualPrecision: perceptualPrecision))
    }

    /// Every view as JSON, in tree order: its identifier (or `null`), its
    /// index path from the root view (`"0.2"`; the root is `""`), its type,
    /// model frame and presentation frame (`[x, y, width, height]` in its
    /// superview's coordinates), `hidden` and `alpha`. Compared as text.
    public static var layout: Snapshotting { Snapshotting(kind: .layout) }

    /// `window.displayList()` as text, one command a line (window size
    /// first). Compared as text.
    public static var displayList: Snapshotting { Snapshotting(kind: .displayList) }

    /// The window drawn at each absolute time of its `ManualClock`, left to
    /// right in one PNG: an animation in one file. The clock is advanced to
    /// each time in turn (and stays at the last).
    /// - Precondition: the times are not empty, ascending, not before the
    ///   clock's current time (checked when asserting), and `scale` is in
    ///   0.1…16.
    public static func strip(at times: [Double], scale: Double = 1) -> Snapshotting {
        precondition(!times.isEmpty, "Snapshotting.strip(at:): needs at least one time")
        precondition(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 } && times.allSatisfy(\.isFinite),
                     "Snapshotting.strip(at:): times must be finite and ascending (got \(times))")
        precondition(scale >= 0.1 && scale <= 16, "Snapshotting.strip: scale must be in 0.1...16 (got \(scale))")
        return Snapshotting(kind: .strip(times: times, scale: scale))
    }

    /// The root view's `recursiveDescription()`: a UIKit-style indented tree.
    /// Compared as text.
    public static var recursiveDescription: Snapshotting { Snapshotting(kind: .recursiveDescription) }
}
