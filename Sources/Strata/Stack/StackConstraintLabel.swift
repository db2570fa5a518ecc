/// What one of a stack's constraints says, for its name: a label and the
/// view (or gap) number it is about, eight bytes where a name closure
/// would cost an allocation or two (see `ConstraintNames`).
struct StackConstraintLabel {
    /// The kinds of stack constraints.
    enum Kind: UInt8 {
        case firstAtLeading, spacingAfter, equalSpacing, lastAtTrailing, fillEqually, equalCentering
        case fillProportionally, hugging, compressionResistance, withoutIntrinsicLength, nonNegativeLength
        case hiddenLength, hiddenPosition
        case fillsAcross, fillsAcrossSize, leadingAlignment, insideCanvas, trailingAlignment, centreAlignment
        case insideCanvasStart, insideCanvasEnd, baselineAlignment, insideCanvasTop, insideCanvasBottom
        case packedToTop, ambiguitySuppression, canvasLengthFit, canvasThicknessFit
    }

    /// The kind.
    let kind: Kind
    /// The view or gap number (a negative view number across the axis
    /// means a hidden view).
    let number: Int32

    init(_ kind: Kind, _ number: Int = 0) {
        self.kind = kind
        self.number = Int32(truncatingIfNeeded: number)
    }

    /// The label's text, as in `"view 3 hugging"`.
    var text: String {
        let k = Int(number)
        let view = k < 0 ? "hidden view" : "view \(k)"
        switch kind {
        case .firstAtLeading: return "first view at the canvas leading edge"
        case .spacingAfter: return "spacing after view \(k)"
        case .equalSpacing: return "equal spacing \(k)"
        case .lastAtTrailing: return "last view at the canvas trailing edge"
        case .fillEqually: return "fill equally \(k)"
        case .equalCentering: return "equal centering \(k)"
        case .fillProportionally: return "fill proportionally \(k)"
        case .hugging: return "view \(k) hugging"
        case .compressionResistance: return "view \(k) compression resistance"
        case .withoutIntrinsicLength: return "view \(k) without intrinsic length"
        case .nonNegativeLength: return "view \(k) length >= 0"
        case .hiddenLength: return "hidden view \(k) length"
        case .hiddenPosition: return "hidden view \(k) position"
        case .fillsAcross: return "\(view) fills across"
        case .fillsAcrossSize: return "\(view) fills across (size)"
        case .leadingAlignment: return "\(view) leading alignment"
        case .insideCanvas: return "\(view) inside the canvas"
        case .trailingAlignment: return "\(view) trailing alignment"
        case .centreAlignment: return "\(view) centre alignment"
        case .insideCanvasStart: return "\(view) inside the canvas (start)"
        case .insideCanvasEnd: return "\(view) inside the canvas (end)"
        case .baselineAlignment: return "\(view) baseline alignment"
        case .insideCanvasTop: return "\(view) inside the canvas (top)"
        case .insideCanvasBottom: return "\(view) inside the canvas (bottom)"
        case .packedToTop: return "\(view) packed to the top"
        case .ambiguitySuppression: return "\(view) ambiguity suppression"
        case .canvasLengthFit: return "canvas length fit"
        case .canvasThicknessFit: return "canvas thickness fit"
        }
    }
}
