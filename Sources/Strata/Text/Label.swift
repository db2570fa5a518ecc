/// A view that shows one or more lines of text: the counterpart of
/// `UILabel`.
///
/// The text is measured by `measurer` (the built-in font unless the host
/// sets `Label.defaultMeasurer` or the label's own), drawn from the
/// top-left of the bounds, one line every `lineHeight`, wrapped at the
/// bounds width and cut to `numberOfLines` following `lineBreakMode`. Its
/// intrinsic size is the measured text (wrapped at
/// `preferredMaxLayoutWidth` when that is positive); empty text has a zero
/// intrinsic size. Content hugging is 251 in both axes, as for `UILabel`.
///
/// ```swift
/// let label = Label(text: "Hello")
/// label.intrinsicContentSize   // (51, 20.4): 5 × 10.2 by 1.2 × 17
/// ```
@MainActor
open class Label: View {
    /// The text; may contain `\n`.
    public var text: String = "" {
        didSet { if oldValue != text { textMetricsDidChange() } }
    }

    /// The font size in points (17 by default).
    public var fontSize: Double = 17 {
        didSet {
            precondition(fontSize >= 0 && fontSize.isFinite, "fontSize must be finite and not negative, got \(fontSize)")
            if oldValue != fontSize { textMetricsDidChange() }
        }
    }

    /// The most lines shown; 0 for no limit (1 by default).
    public var numberOfLines: Int = 1 {
        didSet {
            precondition(numberOfLines >= 0, "numberOfLines must not be negative, got \(numberOfLines)")
            if oldValue != numberOfLines { textMetricsDidChange() }
        }
    }

    /// How lines wrap and how the last line is cut when the text needs more
    /// than `numberOfLines` (`.byTruncatingTail` by default, as in UIKit).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if oldValue != lineBreakMode { textMetricsDidChange() } }
    }

    /// The measurer new labels use: the built-in font until the host sets
    /// its own (set it before creating labels).
    public static var defaultMeasurer: any TextMeasurer = BuiltinTextMeasurer()

    /// The font metrics the text is measured and laid out with
    /// (`Label.defaultMeasurer` when the label was created). Its
    /// `fontName` goes into the label's `TextRun`s.
    public var measurer: any TextMeasurer = Label.defaultMeasurer {
        didSet { textMetricsDidChange() }
    }

    /// The colour of the text (black by default).
    public var textColor: Color = .black

    /// The width the intrinsic size wraps at (0, the default, for none).
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { textMetricsDidChange() } }
    }

    /// Creates an empty label with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(LayoutPriority(251), for: .vertical)
    }

    /// Creates a label showing `text`.
    public convenience init(text: String, fontSize: Double = 17) {
        self.init(frame: .zero)
        self.text = text
        self.fontSize = fontSize
    }

    /// The measurer's metrics at `fontSize`.
    public var fontMetrics: FontMetrics { measurer.metrics(atSize: fontSize) }

    /// A typesetter for the label's measurer and size.
    var typesetter: Typesetter { Typesetter(fontSize: fontSize, measurer: measurer) }

    /// The intrinsic size, kept until a metric changes.
    var cachedIntrinsicSize: Size?

    /// The measured text, wrapped at `preferredMaxLayoutWidth` when positive.
    ///
    /// - Complexity: O(n log n) for n characters the first time after a
    ///   change (see `Typesetter`), then O(1).
    open override var intrinsicContentSize: Size {
        if let cachedIntrinsicSize { return cachedIntrinsicSize }
        let size = typesetter.measure(text, numberOfLines: numberOfLines,
                                      width: wrapWidth(preferredMaxLayoutWidth), lineBreakMode: lineBreakMode)
        cachedIntrinsicSize = size
        return size
    }

    /// The first line's baseline: `ascender` below the top.
    open override var firstBaselinePosition: BaselinePosition {
        .fromTop(fontMetrics.ascender)
    }

    /// The last line's baseline, `ascender + (lines − 1) · lineHeight` below
    /// the top, with the lines as drawn at the current width (or
    /// `preferredMaxLayoutWidth` when the label has no width yet).
    open override var lastBaselinePosition: BaselinePosition {
        let layout = layoutForDrawing()
        return .fromTop(layout.baselineOffset(ofLine: max(1, layout.lines.count) - 1))
    }

    /// The text's size wrapped at `size.width` (when positive and finite).
    open override func sizeThatFits(_ size: Size) -> Size {
        typesetter.measure(text, numberOfLines: numberOfLines, width: wrapWidth(size.width),
                           lineBreakMode: lineBreakMode)
    }

    /// The lines as drawn: wrapped at the bounds width (at
    /// `preferredMaxLayoutWidth` while the width is 0).
    ///
    /// - Complexity: O(n log n) for n characters the first time for a
    ///   width, then O(1).
    public func layoutForDrawing() -> TextLayout {
        let w = wrapWidth(bounds.width > 0 ? bounds.width : preferredMaxLayoutWidth)
        if let cached = cachedDrawingLayout, cached.width == w { return cached.layout }
        let layout = typesetter.layout(text, numberOfLines: numberOfLines, width: w, lineBreakMode: lineBreakMode)
        cachedDrawingLayout = (w, layout)
        return layout
    }

    /// The last drawing layout and the wrapping width it was made for.
    var cachedDrawingLayout: (width: Double?, layout: TextLayout)?

    /// `width` as a wrapping width: `nil` when not positive or infinite.
    func wrapWidth(_ width: Double) -> Double? {
        width > 0 && width.isFinite ? width : nil
    }

    /// Tells layout that the intrinsic size and baselines changed.
    func textMetricsDidChange() {
        cachedIntrinsicSize = nil
        cachedDrawingLayout = nil
        invalidateIntrinsicContentSize()
        baselinesDidChange()
    }
}
