/// An on/off switch (UIKit's `UISwitch`), 51 × 31 points: a rounded track
/// (green when on) with a white thumb that slides.
///
/// A tap toggles it (animated) and sends `.valueChanged` and
/// `.primaryActionTriggered`; `setOn(_:animated:)` changes it without
/// sending events, as UIKit does.
@MainActor
open class Switch: Control {
    /// The thumb, a subview (drawn by the display list like any view).
    public let thumb = View()
    /// Whether it is on.
    public private(set) var isOn = false
    /// The track colour when on.
    public var onTintColor = Color(red: 0.204, green: 0.78, blue: 0.349) {
        didSet { updateAppearance() }
    }
    /// The track colour when off.
    public var offTintColor = Color(red: 0.914, green: 0.914, blue: 0.918) {
        didSet { updateAppearance() }
    }
    /// How long the thumb takes to slide when animated, in seconds.
    public static let animationDuration = 0.2

    /// A switch that is off.
    public convenience init() {
        self.init(frame: Rect(x: 0, y: 0, width: 51, height: 31))
    }

    /// A switch in `frame` (its size is 51 × 31 whatever the frame says
    /// when laid out by a stack or constraints).
    public override init(frame: Rect) {
        super.init(frame: frame)
        thumb.isUserInteractionEnabled = false
        thumb.backgroundColor = .white
        thumb.cornerRadius = 13.5
        addSubview(thumb)
        cornerRadius = 15.5
        updateAppearance()
        placeThumb()
    }

    /// Turns it on or off; with `animated`, the thumb slides over
    /// `Switch.animationDuration` seconds through `View.animate`.
    public func setOn(_ on: Bool, animated: Bool) {
        guard on != isOn else { return }
        isOn = on
        postAccessibilityChange(.valueChanged(self))
        updateAppearance()
        if animated, storedWindow != nil {
            View.animate(withDuration: Self.animationDuration) { self.placeThumb() }
        } else {
            placeThumb()
        }
    }

    open override var intrinsicContentSize: Size { Size(width: 51, height: 31) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeThumb()
    }

    func placeThumb() {
        let b = bounds
        let side = max(0, b.height - 4)
        thumb.frame = Rect(x: isOn ? b.width - side - 2 : 2, y: 2, width: side, height: side)
        thumb.cornerRadius = side / 2
    }

    func updateAppearance() {
        backgroundColor = isOn ? onTintColor : offTintColor
        alpha = isEnabled ? 1 : 0.5
        borderWidth = isFocusedControl ? 3 : 0
        borderColor = Color(red: 1, green: 0.8, blue: 0)
    }

    open override func stateDidChange() {
        super.stateDidChange()
        updateAppearance()
    }

    open override func performPrimaryAction() {
        setOn(!isOn, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
