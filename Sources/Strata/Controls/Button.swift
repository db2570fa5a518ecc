/// A push button (UIKit's `UIButton`): a title label on a coloured
/// background, with a title colour and a background colour per state.
///
/// Its intrinsic size is the title's plus `contentEdgeInsets`. A tap
/// (touch up inside) sends `.touchUpInside` and `.primaryActionTriggered`;
/// `Button(title:action:)` runs `action` on the latter.
///
/// ```swift
/// let save = Button(title: "Save") { print("saved") }
/// stack.addArrangedSubview(save)
/// ```
@MainActor
open class Button: Control {
    /// The label that shows the title.
    public let titleLabel = Label()
    /// Space between the title and the edges (12 points left and right, 6
    /// top and bottom by default, so a button has a comfortable hit area).
    public var contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12) {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }
    var titleColors: [(State, Color)] = [
        (.normal, .white), (.disabled, Color(red: 0.56, green: 0.56, blue: 0.58)),
    ]
    var backgroundColors: [(State, Color)] = [
        (.normal, Color(red: 0, green: 0.478, blue: 1)),
        (.highlighted, Color(red: 0, green: 0.318, blue: 0.659)),
        (.disabled, Color(red: 0.78, green: 0.78, blue: 0.8)),
    ]

    /// A button with a title.
    public convenience init(title: String) {
        self.init(frame: .zero)
        setTitle(title)
    }

    /// A button that runs `action` when tapped (`.primaryActionTriggered`).
    public convenience init(title: String, action: @escaping () -> Void) {
        self.init(title: title)
        addAction(Action(title: title) { _ in action() }, for: .primaryActionTriggered)
    }

    /// Creates an untitled button.
    public override init(frame: Rect) {
        super.init(frame: frame)
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        cornerRadius = 6
        updateAppearance()
    }

    /// The title.
    public var title: String { titleLabel.text }

    /// Sets the title (UIKit's `setTitle(_:for: .normal)`).
    public func setTitle(_ title: String) {
        titleLabel.text = title
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The title colour for `state`; states without their own colour use
    /// the one for `.normal`, as UIKit does.
    public func setTitleColor(_ color: Color, for state: State) {
        titleColors.removeAll { $0.0 == state }
        titleColors.append((state, color))
        updateAppearance()
    }

    /// The background colour for `state` (UIKit sets background images per
    /// state; a colour is the plain case).
    public func setBackgroundColor(_ color: Color, for state: State) {
        backgroundColors.removeAll { $0.0 == state }
        backgroundColors.append((state, color))
        updateAppearance()
    }

    /// The title colour used in `state`.
    public func titleColor(for state: State) -> Color? { Self.lookup(titleColors, state) }
    /// The background colour used in `state`.
    public func backgroundColor(for state: State) -> Color? { Self.lookup(backgroundColors, state) }

    /// UIKit's fallback: the exact state, then disabled, highlighted,
    /// selected alone, then normal.
    static func lookup(_ table: [(State, Color)], _ state: State) -> Color? {
        if let exact = table.first(where: { $0.0 == state }) { return exact.1 }
        for single in [State.disabled, .highlighted, .selected] where state.contains(single) {
            if let match = table.first(where: { $0.0 == single }) { return match.1 }
        }
        return table.first { $0.0 == .normal }?.1
    }

    func updateAppearance() {
        titleLabel.textColor = titleColor(for: state) ?? .white
        backgroundColor = backgroundColor(for: state)
        borderWidth = isFocusedControl ? 3 : 0
        borderColor = Color(red: 1, green: 0.8, blue: 0)
    }

    open override func stateDidChange() {
        super.stateDidChange()
        updateAppearance()
    }

    open override var intrinsicContentSize: Size {
        let title = titleLabel.intrinsicContentSize
        return Size(width: title.width + contentEdgeInsets.left + contentEdgeInsets.right,
                    height: title.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = titleLabel.intrinsicContentSize
        let b = bounds
        let inner = Rect(x: contentEdgeInsets.left, y: contentEdgeInsets.top,
                         width: max(0, b.width - contentEdgeInsets.left - contentEdgeInsets.right),
                         height: max(0, b.height - contentEdgeInsets.top - contentEdgeInsets.bottom))
        let w = min(size.width, inner.width), h = min(size.height, inner.height)
        titleLabel.frame = Rect(x: inner.minX + (inner.width - w) / 2, y: inner.minY + (inner.height - h) / 2, width: w, height: h)
    }

    open override func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }
}
