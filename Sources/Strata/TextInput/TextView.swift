/// A scrollable, multi-line text that can be edited and selected:
/// UIKit's `UITextView`.
///
/// The text wraps at the view's width (less `textContainerInset`) with
/// `Label`'s line breaker and scrolls vertically; the caret is kept
/// visible as it moves. It keeps its text as paragraphs, so typing one
/// character into a long text lays out again only the paragraph it
/// touched, and it draws only the lines on screen. Return inserts a line
/// break; the editing keys, undo and the pasteboard work as in
/// `TextField` (Docs/TextInput.md).
///
/// ```swift
/// let notes = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
/// notes.text = "First line\nSecond line"
/// notes.becomeFirstResponder()
/// ```
@MainActor
open class TextView: ScrollView {
    /// The editing engine.
    let editor: TextEditor
    /// The caret's blinking.
    let blinker = CaretBlinker()
    /// Observers of the text.
    var textObservers = ObserverList<String>()
    private var fontSize = 17.0
    private var measurer: any TextMeasurer = Label.defaultMeasurer
    /// Whether the view is first responder (editing or selecting).
    var isActive = false

    /// Creates an empty text view.
    public override init(frame: Rect) {
        editor = TextEditor(multiline: true, typesetter: Typesetter(fontSize: 17, measurer: Label.defaultMeasurer),
                            wrapWidth: nil)
        super.init(frame: frame)
        editor.owner = self
        updateWrapWidth()
    }

    /// Creates an empty text view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The text. Setting it replaces the whole text (not an edit: no veto,
    /// undo is cleared), puts the caret at its end and calls the
    /// `observeText` handlers.
    /// - Complexity: O(n log n) for n characters (the first layout) up to
    ///   65,536 characters; above, O(n) to split the paragraphs and the
    ///   paragraphs on screen are laid out as they are shown.
    public var text: String {
        get { editor.storage.string }
        set { editor.setText(newValue) }
    }

    /// The font (the default measurer at 17 points unless set).
    public var font: Font {
        get { Font(measurer: measurer, size: fontSize) }
        set {
            precondition(newValue.size >= 0 && newValue.size <= Font.maximumSize,
                         "font size must be in 0…\(Font.maximumSize) points, got \(newValue.size)")
            measurer = newValue.measurer
            fontSize = newValue.size
            editor.relayout(typesetter: typesetter)
            updateContentSize()
        }
    }

    /// A typesetter for the font, for the text's languages.
    var typesetter: Typesetter {
        var typesetter = Typesetter(fontSize: fontSize, measurer: measurer.forLanguages(textLanguages))
        typesetter.baseWritingDirection = baseWritingDirection.textDirection
        typesetter.layoutDirection = effectiveUserInterfaceLayoutDirection.textDirection
        return typesetter
    }

    /// The paragraphs' base direction (`.natural` by default: each
    /// paragraph's first strong character, else the view's layout
    /// direction): how each drawn line's shaped runs are ordered
    /// (Docs/Text.md, "Paragraph layout").
    public var baseWritingDirection: WritingDirection = .natural {
        didSet { if oldValue != baseWritingDirection { languagesDidChange() } }
    }

    /// The language of the text (BCP 47: `"zh-Hans"`, `"ja"`), which picks
    /// the faces of font fallback as for `Label.language`; `nil` (the
    /// default) uses `traitCollection.preferredLanguages`.
    public var language: String? {
        didSet { if oldValue != language { languagesDidChange() } }
    }

    /// The languages fallback uses: `language`, else the traits'.
    var textLanguages: [String] { language.map { [$0] } ?? traitCollection.preferredLanguages }

    /// Lays the text out again when the traits' languages changed and the
    /// view has no `language` of its own.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if language == nil, previousTraitCollection?.preferredLanguages != traitCollection.preferredLanguages {
            languagesDidChange()
        }
    }

    /// Lays the text out for new languages.
    private func languagesDidChange() {
        editor.relayout(typesetter: typesetter)
        updateContentSize()
    }

    /// The text's colour (black).
    public var textColor: Color = .black

    /// Where each line sits across the view (UIKit's `textAlignment`):
    /// `.natural` (the default) puts a right-to-left paragraph's lines
    /// against the right edge, others against the left.
    public var textAlignment: TextAlignment {
        get { editor.layout.alignment }
        set { editor.setAlignment(newValue) }
    }

    /// Whether the user may change the text (true). A text view that is
    /// not editable can still be selected and copied when `isSelectable`.
    public var isEditable: Bool {
        get { editor.isEditable }
        set { editor.isEditable = newValue }
    }

    /// Whether the user may select the text (true).
    public var isSelectable = true

    /// The space between the view's edges and the text: 8 points above
    /// and below, 5 at the sides (UIKit's inset plus its line padding).
    public var textContainerInset = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5) {
        didSet { updateWrapWidth() }
    }

    /// Asked before each edit by the user with the range to replace and
    /// the replacement; return `false` to refuse it.
    public var shouldChangeText: ((Range<Int>, String) -> Bool)? {
        get { editor.shouldChange }
        set { editor.shouldChange = newValue }
    }

    /// The selection, in characters (grapheme clusters); empty for a caret.
    /// Setting it clamps it to the text.
    public var selectedRange: Range<Int> {
        get { editor.selectedRange }
        set { editor.select(newValue) }
    }

    /// The marked (input-method preedit) text's range, if any.
    public var markedTextRange: Range<Int>? { editor.markedRange }

    /// Whether the text view is first responder and editable.
    public var isEditing: Bool { isActive && isEditable }

    /// Whether the blinking caret is drawn now.
    public var isCaretVisible: Bool {
        guard isEditing, let window, window.isKeyWindow, editor.selectedRange.isEmpty else { return false }
        return blinker.isVisible(at: window.timeline.now)
    }

    /// Calls `handler` with the new text after every change.
    /// - Returns: a token; cancel or release it to stop the calls.
    public func observeText(_ handler: @escaping (String) -> Void) -> ObservationToken {
        textObservers.add(handler)
    }

    /// The number of wrapped lines: exact for a text of at most
    /// 65,536 characters, else an estimate for the paragraphs not yet
    /// laid out (Docs/TextInput.md, "Large text: lazy layout").
    public var numberOfLines: Int { editor.layout.lineCount }

    /// Wraps the text at the new width after a resize, and lays out the
    /// lines on screen (`layoutViewport`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateWrapWidth()
        layoutViewport()
    }

    /// Lays the text out again when the wrapping width changed.
    /// - Complexity: O(n log n) for n characters when the text is laid
    ///   out whole; O(paragraphs) when it is laid out lazily.
    func updateWrapWidth() {
        let width = max(bounds.width - textContainerInset.left - textContainerInset.right, 0)
        let wrap: Double? = width > 0 ? width : nil
        if editor.layout.wrapWidth != wrap { editor.relayout(wrapWidth: .some(wrap)) }
        updateContentSize()
    }

    /// The content: the text's height (estimated for paragraphs not laid
    /// out yet) plus the insets, the view's width.
    func updateContentSize() {
        let size = Size(width: bounds.width,
                        height: editor.layout.height + textContainerInset.top + textContainerInset.bottom)
        if contentSize != size { contentSize = size }
    }

    // MARK: Overrides (the work is in TextView+Editing)

    /// A text view that can be edited or selected becomes first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Starts the caret.
    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        isActive = true
        updateBlinking()
    }

    /// Commits marked text and stops the caret.
    open override func didResignFirstResponder() {
        super.didResignFirstResponder()
        editor.finishComposition()
        isActive = false
        blinker.stop()
    }

    /// Editing keys while first responder; other keys go on.
    open override func pressesBegan(_ presses: Set<Press>, with event: Event) {
        if !editingPress(presses) { super.pressesBegan(presses, with: event) }
    }

    /// A touch places the caret (two taps select a word, three a paragraph).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, isEditable || isSelectable else { return super.touchesBegan(touches, with: event) }
        if !isActive { becomeFirstResponder() }
        editor.pointerBegan(at: textPoint(touch), tapCount: touch.tapCount, lineSelectsAll: false)
    }

    /// Dragging extends the selection.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, isActive else { return super.touchesMoved(touches, with: event) }
        editor.pointerMoved(to: textPoint(touch))
    }

    /// The touch's location in text coordinates.
    func textPoint(_ touch: Touch) -> Point {
        let location = touch.location(in: self)
        return Point(x: location.x - textContainerInset.left, y: location.y - textContainerInset.top)
    }
}
