/// One visible arranged view as both layout paths see it: its intrinsic
/// metrics and the effective priorities of its content constraints.
///
/// Effective priorities carry tiny index offsets (`StackPriorities.tie`) so
/// that ties between equal priorities resolve the documented way in both
/// paths: underflow goes to the first view, overflow shrinks the last.
struct StackItem {
    /// The arranged view.
    unowned(unsafe) let view: View
    /// Its index in `arrangedSubviews`.
    var arrangedIndex: Int
    /// Intrinsic length along the axis, or `nil` when it has none.
    var length: Double?
    /// Intrinsic length across the axis, or `nil` when it has none.
    var crossLength: Double?
    /// Effective content-hugging priority along the axis.
    var hugging: Double
    /// Effective compression-resistance priority along the axis.
    var compression: Double
    /// Effective priority of `length >= 0` along the axis.
    var nonNegative: Double
    /// Where the first baseline is.
    var firstBaseline: BaselinePosition
    /// Where the last baseline is.
    var lastBaseline: BaselinePosition
    /// The lower of the content-hugging and compression-resistance
    /// priorities across the axis.
    var crossPriority: Double = 1000

    /// The intrinsic length along the axis, 0 when there is none.
    @inline(__always)
    var nominalLength: Double { length ?? 0 }

    /// The intrinsic length across the axis, 0 when there is none (UIKit's
    /// ambiguity suppression makes such views 0 thick).
    @inline(__always)
    var nominalCrossLength: Double { crossLength ?? 0 }
}

/// The fixed priorities a stack's own constraints use, shared by both paths.
enum StackPriorities {
    /// The offset that orders equal priorities by index (2⁻²⁰ ≈ 1e-6).
    static let tie: Double = 1.0 / 1_048_576
    /// `length == 0` for a view without an intrinsic length: below every
    /// user priority, so such a view takes underflow first.
    static let noIntrinsicHugging: Double = 0.5
    /// The hugging and compression resistance across the axis of a hidden
    /// arranged view: below `canvasFit`, so the view keeps its thickness
    /// only where the visible views make room for it.
    static let hiddenAcross: Double = 48
    /// `length >= 0` along the axis: gives way only to required constraints.
    static let nonNegative: Double = 999
    /// `thickness == 0` across the axis for a view without an intrinsic
    /// cross length when the alignment is not `fill` (UIKit's
    /// `UISV-ambiguity-suppression`).
    static let ambiguitySuppression: Double = 25
    /// `top == canvas.top` for baseline alignment: packs the views to the top.
    static let baselinePacking: Double = 20
    /// `canvas length == 0` along and across: makes an otherwise
    /// unconstrained stack fit its content.
    static let canvasFit: Double = 49
    /// The equal-centring constraint between centres `i` and `i + 1`.
    static func equalCentering(_ i: Int) -> Double { Double(max(150 - i, 50)) }
}
