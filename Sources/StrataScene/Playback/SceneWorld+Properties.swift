import Strata

extension SceneWorld {
    /// Applies every property of a scene view to a new view.
    func configure(_ view: View, _ spec: SceneView) {
        var properties = spec.properties
        properties.customSpacing = nil   // set once the arranged views exist (`build`)
        apply(properties, to: view)
    }

    /// Applies the keys present in `changes` to `view`.
    func apply(_ changes: SceneViewChanges, to view: View) {
        if let f = changes.frame { view.frame = f }
        if let s = changes.intrinsicSize { view.customIntrinsicContentSize = s }
        if let b = changes.baselines {
            view.firstBaselineOffsetFromTop = b.first
            view.lastBaselineOffsetFromBottom = b.last
        }
        if let h = changes.hugging {
            view.setContentHuggingPriority(LayoutPriority(h.horizontal), for: .horizontal)
            view.setContentHuggingPriority(LayoutPriority(h.vertical), for: .vertical)
        }
        if let c = changes.compressionResistance {
            view.setContentCompressionResistancePriority(LayoutPriority(c.horizontal), for: .horizontal)
            view.setContentCompressionResistancePriority(LayoutPriority(c.vertical), for: .vertical)
        }
        if let h = changes.hidden { view.isHidden = h }
        if let f = changes.focusable { view.isFocusable = f }
        if let a = changes.alpha { view.alpha = a }
        if let c = changes.backgroundColor { view.backgroundColor = c }
        if let m = changes.layoutMargins { view.directionalLayoutMargins = m }
        if let s = changes.semanticContentAttribute {
            view.semanticContentAttribute = switch s {
            case .unspecified: .unspecified
            case .forceLeftToRight: .forceLeftToRight
            case .forceRightToLeft: .forceRightToLeft
            }
        }
        if let stack = view as? StackView { applyStack(changes, to: stack) }
        if let scroll = view as? ScrollView, let size = changes.contentSize { scroll.contentSize = size }
        if let label = view as? Label {
            if let t = changes.text { label.text = t }
            if let f = changes.fontSize { label.fontSize = f }
            if let f = changes.font { label.font = f.resolved(labelSize: label.fontSize) }
            if let n = changes.numberOfLines { label.numberOfLines = n }
        }
    }

    private func applyStack(_ changes: SceneViewChanges, to stack: StackView) {
        if let a = changes.axis { stack.axis = a == .vertical ? .vertical : .horizontal }
        if let d = changes.distribution { stack.distribution = StackView.Distribution(rawValue: d.rawValue)! }
        if let a = changes.alignment {
            stack.alignment = switch a.rawValue {
            case "top": .top
            case "bottom": .bottom
            default: StackView.Alignment(rawValue: a.rawValue)!
            }
        }
        if let s = changes.spacing { stack.spacing = s }
        if let b = changes.baselineRelativeArrangement { stack.isBaselineRelativeArrangement = b }
        if let m = changes.layoutMarginsRelativeArrangement { stack.isLayoutMarginsRelativeArrangement = m }
        if let custom = changes.customSpacing {
            for c in custom {
                if let v = view(c.id) { stack.setCustomSpacing(c.spacing, after: v) }
            }
        }
    }
}
