/// A slider (UIKit's `UISlider`): a track, the filled part up to the value,
/// and a 28-point thumb that follows a dragged touch.
///
/// A touch anywhere on it moves the thumb to the touch; dragging moves it
/// along (the value is the thumb centre's position along the track,
/// clamped). With `isContinuous` (the default) every change sends
/// `.valueChanged` and `.primaryActionTriggered`; otherwise they are sent
/// once when the touch lifts. The filled part is drawn in the slider's
/// inherited `tintColor`.
@MainActor
open class Slider: Control {
    /// The track (a subview).
    public let track = View()
    /// The filled part of the track, up to the thumb.
    public let fill = View()
    /// The thumb.
    public let thumb = View()
    /// The thumb's diameter in points.
    public static let thumbSize = 28.0

    /// The value, clamped to `minimumValue…maximumValue`.
    public var value: Double = 0 {
        didSet {
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped; return }
            setNeedsLayout()
            if oldValue != value { postAccessibilityChange(.valueChanged(self)) }
        }
    }
    /// The smallest value (0).
    public var minimumValue: Double = 0 {
        didSet { if value < minimumValue { value = minimumValue } else { setNeedsLayout() } }
    }
    /// The largest value (1).
    public var maximumValue: Double = 1 {
        didSet { if value > maximumValue { value = maximumValue } else { setNeedsLayout() } }
    }
    /// Whether dragging sends `.valueChanged` as it goes (`true`), or once
    /// at the end.
    public var isContinuous = true
    var valueAtTouchDown: Double = 0

    /// A slider at 0 in 0…1.
    public convenience init() {
        self.init(frame: Rect(x: 0, y: 0, width: 200, height: Slider.thumbSize))
    }

    /// A slider in `frame`.
    public override init(frame: Rect) {
        super.init(frame: frame)
        for part in [track, fill, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        track.backgroundColor = Color(red: 0.898, green: 0.898, blue: 0.918)
        fill.backgroundColor = tintColor
        thumb.backgroundColor = .white
        thumb.borderWidth = 1
        thumb.borderColor = Color(red: 0.8, green: 0.8, blue: 0.8)
        track.cornerRadius = 2
        fill.cornerRadius = 2
        thumb.cornerRadius = Self.thumbSize / 2
    }

    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Self.thumbSize) }

    /// The x of the thumb's centre for `value`, in own coordinates.
    func thumbCentre(for value: Double) -> Double {
        let range = maximumValue - minimumValue
        let f = range > 0 ? (value - minimumValue) / range : 0
        let r = Self.thumbSize / 2
        return r + f * max(0, bounds.width - Self.thumbSize)
    }

    /// The value whose thumb centre is at `x` (clamped).
    func value(atX x: Double) -> Double {
        let usable = bounds.width - Self.thumbSize
        guard usable > 0 else { return minimumValue }
        let f = min(max((x - Self.thumbSize / 2) / usable, 0), 1)
        return minimumValue + f * (maximumValue - minimumValue)
    }

    /// The filled part follows a new inherited tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        fill.backgroundColor = tintColor
    }

    /// The filled part takes the tint of the window's tree it joined.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        fill.backgroundColor = tintColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, mid = b.height / 2, cx = thumbCentre(for: value)
        track.frame = Rect(x: 0, y: mid - 2, width: b.width, height: 4)
        fill.frame = Rect(x: 0, y: mid - 2, width: cx, height: 4)
        thumb.frame = Rect(x: cx - Self.thumbSize / 2, y: mid - Self.thumbSize / 2, width: Self.thumbSize, height: Self.thumbSize)
    }

    func move(to touch: Touch) {
        let new = value(atX: touch.location(in: self).x)
        guard new != value else { return }
        value = new
        if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    open override func beginTracking(_ touch: Touch, with event: Strata.Event?) -> Bool {
        valueAtTouchDown = value
        move(to: touch)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Strata.Event?) -> Bool {
        move(to: touch)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Strata.Event?) {
        if !isContinuous, value != valueAtTouchDown { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }
}
