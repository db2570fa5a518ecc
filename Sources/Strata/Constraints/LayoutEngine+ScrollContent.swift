/// The extra solver variables of a participating scroll view.
///
/// A scroll view's content area, in window coordinates, is
/// `left = x − offsetX`, `top = y − offsetY`, `contentWidth` wide and
/// `contentHeight` high. The offsets are variables held by required
/// constraints at the current `contentOffset`, so that scrolling is an
/// incremental constant edit rather than a rebuild.
struct ScrollContent {
    /// The scroll view's index in `LayoutEngine.nodes`.
    let node: Int
    let contentWidth: Variable, contentHeight: Variable
    let offsetX: Variable, offsetY: Variable
    /// `offsetX == contentOffset.x` and `offsetY == contentOffset.y`.
    var offsetPins: [Constraint] = []
    /// Whether a user constraint used the content area horizontally
    /// (vertically): only those axes of `contentSize` are derived.
    var derivesWidth = false, derivesHeight = false
}

extension LayoutEngine {
    /// The priority of the fallback `contentWidth == 0` (`contentHeight`)
    /// that makes an undetermined content size deterministic: below every
    /// other priority the engine uses (user priorities start at 1; a
    /// stack's lowest, `StackPriorities.noIntrinsicHugging`, is 0.5).
    static let contentSizeFallbackPriority: Double = 0.25

    /// Creates the content variables of the scroll view at node `index`.
    func addScrollContent(node index: Int, name: String) {
        nodes[index].scrollIndex = scrollContents.count
        scrollContents.append(ScrollContent(node: index,
                                            contentWidth: Variable("\(name).contentWidth"),
                                            contentHeight: Variable("\(name).contentHeight"),
                                            offsetX: Variable("\(name).contentOffset.x"),
                                            offsetY: Variable("\(name).contentOffset.y")))
    }

    /// Holds every scroll view's offset variables at its content offset.
    func addContentOffsetPins() {
        for k in scrollContents.indices {
            let s = scrollContents[k]
            let offset = nodes[s.node].view!.storedBoundsOrigin
            let name = nodes[s.node].view!.identifier ?? "view\(s.node)"
            let pins = [Constraint(s.offsetX - offset.x, .equal, name: "\(name).contentOffset.x"),
                        Constraint(s.offsetY - offset.y, .equal, name: "\(name).contentOffset.y")]
            scrollContents[k].offsetPins = pins
            for pin in pins {
                do {
                    try solver.addConstraintWithEditableConstant(pin)
                } catch {
                    preconditionFailure("Strata engine: a fresh content-offset pin failed (internal error): \(error)")
                }
            }
        }
    }

    /// Moves the offset pins of scroll content `k` to the view's current
    /// content offset, incrementally.
    func updateContentOffset(_ k: Int) {
        let s = scrollContents[k]
        guard s.offsetPins.count == 2, let view = nodes[s.node].view else { return markRebuild() }
        let offset = view.storedBoundsOrigin
        do {
            try solver.setConstant(offset.x, for: s.offsetPins[0])
            try solver.setConstant(offset.y, for: s.offsetPins[1])
        } catch {
            return markRebuild()
        }
        markSolve()
    }

    /// The expression for one side of a user constraint: as
    /// `expression(_:_:)`, except that a scroll view's edge, center and
    /// margin attributes mean its content area when the constraint's
    /// other item is inside the scroll view (UIKit's rule for scroll views
    /// without content layout guides). Width and height keep meaning the
    /// frame.
    func userExpression(_ item: any LayoutItem, _ attribute: LayoutAttribute,
                        other: (any LayoutItem)?) -> Expression? {
        // Without scroll views no content expression applies: skip its
        // casts and node lookup (most systems, every plain cell).
        if scrollContents.isEmpty { return expression(item, attribute) }
        return contentExpression(item, attribute, other: other) ?? expression(item, attribute)
    }

    /// The content-area expression of `attribute` of a scroll view (or its
    /// margins guide) when `other` is one of its descendants; otherwise
    /// `nil`. Records which content axes are used.
    private func contentExpression(_ item: any LayoutItem, _ attribute: LayoutAttribute,
                                   other: (any LayoutItem)?) -> Expression? {
        var attribute = attribute
        let scroll: View
        if let view = item as? View {
            scroll = view
        } else if let guide = item as? LayoutGuide, guide.isMarginsGuide, let owner = guide.owningView {
            scroll = owner
            attribute = marginAttribute(attribute)
        } else {
            return nil
        }
        guard let i = nodeIndex[ObjectIdentifier(scroll)], nodes[i].scrollIndex >= 0,
              let inner = other?.layoutOwningView, inner !== scroll, inner.isDescendant(of: scroll) else { return nil }
        let k = nodes[i].scrollIndex
        let s = scrollContents[k]
        let n = nodes[i]
        let x = n.x - s.offsetX, y = n.y - s.offsetY
        let w = Expression(s.contentWidth), h = Expression(s.contentHeight)
        let m = scroll.layoutMargins
        let rtl = scroll.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let result: Expression
        switch attribute {
        case .left: result = x
        case .right: result = x + w
        case .leading: result = rtl ? x + w : x
        case .trailing: result = rtl ? x : x + w
        case .centerX: result = x + w * 0.5
        case .leftMargin: result = x + m.left
        case .rightMargin: result = x + w - m.right
        case .leadingMargin: result = rtl ? x + w - m.right : x + m.left
        case .trailingMargin: result = rtl ? x + m.left : x + w - m.right
        case .centerXWithinMargins: result = x + (m.left + (w - m.left - m.right) * 0.5)
        case .top: result = y
        case .bottom: result = y + h
        case .centerY: result = y + h * 0.5
        case .topMargin: result = y + m.top
        case .bottomMargin: result = y + h - m.bottom
        case .centerYWithinMargins: result = y + (m.top + (h - m.top - m.bottom) * 0.5)
        case .width, .height, .firstBaseline, .lastBaseline, .notAnAttribute:
            return nil
        }
        if attribute.isHorizontalContentAttribute {
            scrollContents[k].derivesWidth = true
        } else {
            scrollContents[k].derivesHeight = true
        }
        return result
    }

    /// The weak `contentWidth == 0` / `contentHeight == 0` for every
    /// content axis the user constraints mention, so that an undetermined
    /// content size comes out as 0 rather than as whatever the simplex
    /// happens to pick.
    func addContentSizeFallbacks() {
        let priority = LayoutEngine.contentSizeFallbackPriority
        for s in scrollContents {
            let name = nodes[s.node].view!.identifier ?? "view\(s.node)"
            if s.derivesWidth {
                add([Constraint(Expression(s.contentWidth), .equal, priority: priority,
                                name: "\(name).contentWidth == 0 (fallback)")], user: nil)
            }
            if s.derivesHeight {
                add([Constraint(Expression(s.contentHeight), .equal, priority: priority,
                                name: "\(name).contentHeight == 0 (fallback)")], user: nil)
            }
        }
    }

    /// Sets the derived content sizes of the scroll views that derive
    /// theirs (rounded to `1/scale` when the window has a scale).
    func writeContentSizes() {
        let scale = window?.scale
        for s in scrollContents where s.derivesWidth || s.derivesHeight {
            guard let scroll = nodes[s.node].view?.engineParticipant, scroll.engineDerivesContentSize else { continue }
            func value(_ v: Variable) -> Double {
                let c = clean(solver.value(of: v))
                guard let scale else { return c }
                return (c * scale).rounded() / scale
            }
            let current = scroll.engineContentSize
            scroll.engineSetDerivedContentSize(Size(width: s.derivesWidth ? value(s.contentWidth) : current.width,
                                       height: s.derivesHeight ? value(s.contentHeight) : current.height))
        }
    }

    /// Whether a derived axis of scroll content `k` is left undetermined
    /// by everything above the fallback priority.
    func contentIsAmbiguous(_ k: Int, probe: @autoclosure () -> AmbiguityProbe) -> Bool {
        let s = scrollContents[k]
        guard s.derivesWidth || s.derivesHeight else { return false }
        let probe = probe()
        return (s.derivesWidth && probe.isAmbiguous(s.contentWidth))
            || (s.derivesHeight && probe.isAmbiguous(s.contentHeight))
    }
}

extension LayoutAttribute {
    /// Whether the attribute is a horizontal edge, center or margin (the
    /// content-area attributes that concern `contentSize.width`).
    fileprivate var isHorizontalContentAttribute: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return true
        default:
            return false
        }
    }
}
