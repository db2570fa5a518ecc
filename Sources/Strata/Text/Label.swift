/// A view that shows one or more lines of text: the counterpart of
/// `UILabel`.
///
/// The text is measured by `measurer` (the built-in font unless the host
/// sets `Label.defaultMeasurer` or the label's own), drawn from the
/// top of the bounds (each line placed across by `textAlignment`), one
/// line every `lineHeight`, shaped and in visual order
/// (`baseWritingDirection`, Docs/Text.md "Paragraph layout"), wrapped at the
/// bounds width and cut to `numberOfLines` following `lineBreakMode`. Its
/// intrinsic size is the measured text, wrapped at
/// `preferredMaxLayoutWidth` when that is positive; a multi-line label
/// (`numberOfLines != 1`) with the default 0 wraps at the width layout gave
/// it, as UIKit's automatic preferred width does (see
/// `intrinsicContentSize`). Empty text has a zero intrinsic size. Content
/// hugging is 251 in both axes, as for `UILabel`.
///
/// ```swift
/// let label = Label(text: "Hello")
/// label.intrinsicContentSize   // (51, 20.4): 5 × 10.2 by 1.2 × 17
/// ```
@MainActor
open class Label: View {
    /// The text; may contain `\n`.
    public var text: String = "" {
        didSet {
            if oldValue != text {
                textMetricsDidChange()
                postAccessibilityChange(.labelChanged(self))
            }
        }
    }

    /// The font size in points (17 by default).
    ///
    /// Read for every label drawn, so not checked for exclusive access at
    /// run time (`@exclusivity(unchecked)`; written on the main actor only).
    @exclusivity(unchecked) public var fontSize: Double = 17 {
        didSet {
            precondition(fontSize >= 0 && fontSize <= Font.maximumSize,
                         "fontSize must be in 0…\(Font.maximumSize) points, got \(fontSize)")
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
    /// its own (set it before creating labels). Kept in `Fonts`
    /// (`DefaultTextMeasurer`), where the display list's outline mode reads
    /// it too.
    public static var defaultMeasurer: any TextMeasurer {
        get { DefaultTextMeasurer.current }
        set { DefaultTextMeasurer.current = newValue }
    }

    /// The font metrics the text is measured and laid out with
    /// (`Label.defaultMeasurer` when the label was created). Its
    /// `fontName` goes into the label's `TextRun`s.
    public var measurer: any TextMeasurer = Label.defaultMeasurer {
        didSet { textMetricsDidChange() }
    }

    /// The font: the measurer's face (`Font.face`, `nil` for the built-in
    /// font) at `fontSize`. Setting it sets `measurer` (the face, or
    /// `BuiltinTextMeasurer` for the built-in font) and `fontSize`. A label
    /// whose measurer is a host's own reports the built-in font here.
    ///
    /// ```swift
    /// label.font = Font(family: "DejaVu Sans", size: 17, weight: .bold) ?? .builtin(size: 17)
    /// ```
    public var font: Font {
        get { Font(measurer: measurer, size: fontSize) }
        set {
            measurer = newValue.measurer
            fontSize = newValue.size
        }
    }

    /// The colour of the text (black by default).
    ///
    /// Read for every label drawn, so not checked for exclusive access at
    /// run time (as `fontSize`).
    @exclusivity(unchecked) public var textColor: Color = .black

    /// Where each line sits across the label (`.natural` by default: left
    /// in a left-to-right paragraph, right in a right-to-left one, by the
    /// line's paragraph direction).
    public var textAlignment: TextAlignment = .natural

    /// The paragraphs' base direction (`.natural` by default: each
    /// paragraph's first strong character, else the label's layout
    /// direction): how each line's runs are ordered and what `.natural`
    /// alignment follows.
    public var baseWritingDirection: WritingDirection = .natural {
        didSet { if oldValue != baseWritingDirection { textMetricsDidChange() } }
    }

    /// The width the intrinsic size wraps at; 0 (the default) is automatic:
    /// a multi-line label wraps at its laid-out width, a one-line label
    /// does not wrap.
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

    /// The language of the text (BCP 47: `"zh-Hans"`, `"ja"`), which picks
    /// the faces of font fallback (a Han character from Noto Sans CJK JP
    /// for `"ja"`, SC for `"zh-Hans"`); `nil` (the default) uses
    /// `traitCollection.preferredLanguages`.
    public var language: String? {
        didSet { if oldValue != language { textMetricsDidChange() } }
    }

    /// Lays the text out again when the traits' languages changed and the
    /// label has no `language` of its own.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if language == nil, previousTraitCollection?.preferredLanguages != traitCollection.preferredLanguages {
            textMetricsDidChange()
        }
    }

    /// The languages fallback uses: `language`, else the traits'.
    var textLanguages: [String] { language.map { [$0] } ?? traitCollection.preferredLanguages }

    /// A typesetter for the label's measurer (for its languages) and size.
    var typesetter: Typesetter {
        var typesetter = Typesetter(fontSize: fontSize, measurer: measurer.forLanguages(textLanguages))
        typesetter.baseWritingDirection = baseWritingDirection.textDirection
        typesetter.layoutDirection = effectiveUserInterfaceLayoutDirection.textDirection
        return typesetter
    }

    /// The intrinsic size and the width it was wrapped at, kept until a
    /// metric or that width changes.
    var cachedIntrinsicSize: (wrapWidth: Double, size: Size)?

    /// Whether the intrinsic size follows the laid-out width: a multi-line
    /// label without `preferredMaxLayoutWidth` (UIKit's automatic width).
    var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The width the intrinsic size wraps at: `preferredMaxLayoutWidth`
    /// when positive; for a multi-line label, its bounds width once layout
    /// gave it one; otherwise 0 (no wrapping).
    var intrinsicWrapWidth: Double {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return wrapsAtLayoutWidth ? bounds.width : 0
    }

    /// The measured text, wrapped at `preferredMaxLayoutWidth` when positive,
    /// else, for a multi-line label, at the width layout gave it.
    ///
    /// A multi-line label with the automatic width (0) is measured on one
    /// line until it has been laid out; when a layout pass changes its
    /// width, its `layoutSubviews` invalidates the intrinsic size, and the
    /// same pass lays out again with the text wrapped at the new width — the
    /// two-step layout UIKit does for such labels. Wrapping at the longest
    /// line's width gives the same lines, so the second step settles.
    ///
    /// - Complexity: O(n log n) for n characters the first time after a
    ///   change (see `Typesetter`), then O(1).
    open override var intrinsicContentSize: Size {
        let width = intrinsicWrapWidth
        if let cachedIntrinsicSize, cachedIntrinsicSize.wrapWidth == width { return cachedIntrinsicSize.size }
        let size = measuredSize(wrappingAt: width)
        cachedIntrinsicSize = (width, size)
        return size
    }

    /// The text's size on one line (or wrapped at `preferredMaxLayoutWidth`
    /// when positive), whatever width layout gave the label: the first
    /// step of the two-step measure.
    var unwrappedIntrinsicSize: Size {
        if let cachedUnwrappedSize { return cachedUnwrappedSize }
        let size = measuredSize(wrappingAt: preferredMaxLayoutWidth)
        cachedUnwrappedSize = size
        return size
    }

    /// `unwrappedIntrinsicSize`, kept until a metric changes.
    var cachedUnwrappedSize: Size?

    /// Invalidates the intrinsic size when the label wraps at its laid-out
    /// width and the last measure used another width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if wrapsAtLayoutWidth, let cachedIntrinsicSize, cachedIntrinsicSize.wrapWidth != bounds.width {
            self.cachedIntrinsicSize = nil
            invalidateIntrinsicContentSize()
        }
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
        measuredSize(wrappingAt: size.width)
    }

    /// The text measured with the label's metrics, wrapped at `width` when
    /// it is positive and finite.
    func measuredSize(wrappingAt width: Double) -> Size {
        typesetter.measure(text, numberOfLines: numberOfLines, width: wrapWidth(width), lineBreakMode: lineBreakMode)
    }

    /// The lines as drawn: wrapped at the bounds width (at
    /// `preferredMaxLayoutWidth` while the width is 0).
    ///
    /// - Complexity: O(n log n) for n characters the first time for a
    ///   width, then O(1).
    public func layoutForDrawing() -> TextLayout {
        drawingRuns().layout
    }

    /// The drawing layout and its runs, made again when the wrapping width
    /// changed since the last one (`LabelDrawingRuns`).
    final func drawingRuns() -> LabelDrawingRuns {
        let w = wrapWidth(bounds.width > 0 ? bounds.width : preferredMaxLayoutWidth)
        if let cached = cachedDrawingLayout, cached.width == w { return cached }
        let typesetter = self.typesetter
        let layout = typesetter.layout(text, numberOfLines: numberOfLines, width: w, lineBreakMode: lineBreakMode)
        let runs = LabelDrawingRuns(width: w, layout: layout, measurer: typesetter.measurer)
        cachedDrawingLayout = runs
        return runs
    }

    /// The last drawing layout, its runs and the wrapping width they were
    /// made for (cleared when the text's metrics or the measurer change).
    @exclusivity(unchecked) var cachedDrawingLayout: LabelDrawingRuns?

    /// `width` as a wrapping width: `nil` when not positive or infinite.
    func wrapWidth(_ width: Double) -> Double? {
        width > 0 && width.isFinite ? width : nil
    }

    /// Tells layout that the intrinsic size and baselines changed.
    func textMetricsDidChange() {
        cachedIntrinsicSize = nil
        cachedUnwrappedSize = nil
        cachedDrawingLayout = nil
        invalidateIntrinsicContentSize()
        baselinesDidChange()
    }
}
