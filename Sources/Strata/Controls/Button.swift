/// A push button (UIKit's `UIButton`): a title label, and optionally an
/// image before it, on a coloured background, with a title colour and a
/// background colour per state. The normal background is the button's
/// `tintColor` unless set (`View.defaultTintColor`, the same blue as
/// before tint existed).
///
/// Its intrinsic size is the title's, plus the image's and `imagePadding`
/// when it has an image, plus `contentEdgeInsets`. A tap
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
        (.highlighted, Color(red: 0, green: 0.318, blue: 0.659)),
        (.disabled, Color(red: 0.78, green: 0.78, blue: 0.8)),
    ]

    /// The view that shows `image`, before the title (hidden without an
    /// image). A template image is drawn in the title colour.
    public let imageView = ImageView()

    /// The image shown before the title (leading, as UIKit's default
    /// `imagePlacement`), at its size in points, centred vertically; `nil`
    /// for none.
    ///
    /// ```swift
    /// let save = Button(title: "Save")
    /// save.image = try Image.load(path: "disk.png").withRenderingMode(.alwaysTemplate)
    /// save.imagePadding = 6
    /// ```
    public var image: Image? {
        get { imageView.image }
        set {
            imageView.image = newValue
            imageView.isHidden = newValue == nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The space between the image and the title, in points (0 by default,
    /// as UIKit's button configuration); none when either is missing.
    public var imagePadding: Double = 0 {
        didSet {
            precondition(imagePadding.isFinite, "imagePadding must be finite, got \(imagePadding)")
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

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
        imageView.isHidden = true
        addSubview(imageView)
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
    /// The background colour used in `state`: the one set for it (or
    /// UIKit's fallback), else the `tintColor`.
    public func backgroundColor(for state: State) -> Color? { Self.lookup(backgroundColors, state) ?? tintColor }

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
        imageView.tintColor = titleLabel.textColor
        backgroundColor = backgroundColor(for: state)
        borderWidth = isFocusedControl ? 3 : 0
        borderColor = Color(red: 1, green: 0.8, blue: 0)
    }

    /// Follows a new inherited tint (the normal background).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    /// Takes the tint of the window's tree it joined.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateAppearance()
    }

    open override func stateDidChange() {
        super.stateDidChange()
        updateAppearance()
    }

    open override var intrinsicContentSize: Size {
        let content = contentSize
        return Size(width: content.width + contentEdgeInsets.left + contentEdgeInsets.right,
                    height: content.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The image's size (zero without one) and the title's.
    var imageAndTitleSizes: (image: Size, title: Size) {
        let title = titleLabel.text.isEmpty && image != nil ? Size.zero : titleLabel.intrinsicContentSize
        return (image?.size ?? .zero, title)
    }

    /// The padding used: `imagePadding` when there are both an image and a title.
    var usedImagePadding: Double { image != nil && !titleLabel.text.isEmpty ? imagePadding : 0 }

    /// The image, padding and title side by side.
    var contentSize: Size {
        let (image, title) = imageAndTitleSizes
        return Size(width: image.width + usedImagePadding + title.width, height: max(image.height, title.height))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let (imageSize, size) = imageAndTitleSizes
        let b = bounds
        let inner = Rect(x: contentEdgeInsets.left, y: contentEdgeInsets.top,
                         width: max(0, b.width - contentEdgeInsets.left - contentEdgeInsets.right),
                         height: max(0, b.height - contentEdgeInsets.top - contentEdgeInsets.bottom))
        // Image, padding and title centred together; the title gives up
        // width first when they do not fit.
        let lead = imageSize.width + usedImagePadding
        let w = min(size.width, max(0, inner.width - lead)), h = min(size.height, inner.height)
        let x = inner.minX + (inner.width - lead - w) / 2
        if image != nil {
            imageView.frame = Rect(x: x, y: inner.minY + (inner.height - imageSize.height) / 2,
                                   width: imageSize.width, height: imageSize.height)
        }
        titleLabel.frame = Rect(x: x + lead, y: inner.minY + (inner.height - h) / 2, width: w, height: h)
    }

    open override func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }
}
