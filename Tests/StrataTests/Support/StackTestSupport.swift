@testable import Strata

/// A compact description of an arranged view for table-driven stack tests.
struct ItemSpec: Sendable, CustomStringConvertible {
    var w: Double = -1
    var h: Double = -1
    var hugH: Double = 250
    var hugV: Double = 250
    var crH: Double = 750
    var crV: Double = 750
    var hidden = false
    var baseline: (first: Double, last: Double)? = nil

    var description: String { "(\(w)x\(h) hug \(hugH)/\(hugV) cr \(crH)/\(crV)\(hidden ? " hidden" : ""))" }
}

/// Builds a view from a spec.
@MainActor
func makeArranged(_ spec: ItemSpec, id: String) -> View {
    let v = makeView(id)
    v.customIntrinsicContentSize = Size(width: spec.w, height: spec.h)
    v.setContentHuggingPriority(LayoutPriority(spec.hugH), for: .horizontal)
    v.setContentHuggingPriority(LayoutPriority(spec.hugV), for: .vertical)
    v.setContentCompressionResistancePriority(LayoutPriority(spec.crH), for: .horizontal)
    v.setContentCompressionResistancePriority(LayoutPriority(spec.crV), for: .vertical)
    if let b = spec.baseline {
        v.firstBaselineOffsetFromTop = b.first
        v.lastBaselineOffsetFromBottom = b.last
    }
    v.isHidden = spec.hidden
    return v
}

/// A frame-based stack in a window, laid out by the direct path.
@MainActor
func makeStack(_ specs: [ItemSpec], frame: Rect, axis: Axis = .horizontal,
               distribution: StackView.Distribution = .fill,
               alignment: StackView.Alignment = .fill, spacing: Double = 0,
               window: Window = Window(size: Size(width: 1000, height: 1000))) -> (StackView, [View]) {
    let stack = StackView(frame: frame)
    stack.identifier = "stack"
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    let views = specs.enumerated().map { makeArranged($0.element, id: "v\($0.offset)") }
    for v in views { stack.addArrangedSubview(v) }
    window.rootView.addSubview(stack)
    window.layoutIfNeeded()
    return (stack, views)
}

/// The frames of views as `[x, y, w, h]` arrays, for readable expectations.
@MainActor
func frames(_ views: [View]) -> [[Double]] {
    views.map { [$0.frame.origin.x, $0.frame.origin.y, $0.frame.size.width, $0.frame.size.height] }
}
