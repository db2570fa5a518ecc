/// A single-line editable text: UIKit's `UITextField`.
///
/// Tapping it (or `becomeFirstResponder()`, or Return or Space while it is
/// focused) begins editing: it becomes first responder, sends
/// `.editingDidBegin`, shows a blinking caret, and takes typed text
/// (`Window.insertText`) and editing keys (Docs/TextInput.md). Each change
/// sends `.editingChanged` and calls the `observeText` handlers. Return
/// sends `.editingDidEndOnExit` and `.primaryActionTriggered` and ends
/// editing; resigning first responder sends `.editingDidEnd`.
///
/// ```swift
/// let name = TextField()
/// name.placeholder = "Name"
/// name.maximumLength = 20
/// name.addAction(Action { _ in print(name.text) }, for: .editingChanged)
/// ```
@MainActor
open class TextField: Control {
    /// The editing engine.
    let editor: TextEditor
    /// The caret's blinking.
    let blinker = CaretBlinker()
    /// How far the text is scrolled left to keep the caret visible.
    private(set) var scrollX = 0.0
    /// Observers of the text.
    var textObservers = ObserverList<String>()
    /// The font size and measurer (see `font`).
    private var fontSize = 17.0
    private var measurer: any TextMeasurer = Label.defaultMeasurer

    /// Creates an empty field.
    public override init(frame: Rect) {
        editor = TextEditor(multiline: false, typesetter: Typesetter(fontSize: 17, measurer: Label.defaultMeasurer),
                            wrapWidth: nil)
        super.init(frame: frame)
        editor.owner = self
        setContentHuggingPriority(LayoutPriority(250), for: .horizontal)
        setContentHuggingPriority(LayoutPriority(251), for: .vertical)
    }

    /// Creates an empty field with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The text. Setting it replaces the whole text (cut to
    /// `maximumLength`, without newlines), puts the caret at its end and
    /// clears undo; it is not an edit, so `shouldChangeText` is not asked
    /// and no control event is sent, but `observeText` handlers are called.
    public var text: String {
        get { editor.storage.string }
        set { editor.setText(newValue) }
    }

    /// Grey text shown while the field is empty.
    public var placeholder: String? {
        didSet { if oldValue != placeholder { invalidateIntrinsicContentSize() } }
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
            invalidateIntrinsicContentSize()
            scrollCaretIntoView()
        }
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
        invalidateIntrinsicContentSize()
        scrollCaretIntoView()
    }

    /// The text's colour (black).
    public var textColor: Color = .black

    /// The placeholder's colour (a light grey).
    public var placeholderColor = Color(red: 0.78, green: 0.78, blue: 0.8)

    /// Where the text sits when it is narrower than the field.
    public var textAlignment: TextAlignment = .natural

    /// Draws bullets instead of the characters and refuses copy and cut.
    public var isSecureTextEntry: Bool {
        get { editor.isSecure }
        set { editor.isSecure = newValue; invalidateIntrinsicContentSize() }
    }

    /// Clears the text when editing begins.
    public var clearsOnBeginEditing = false

    /// The most characters the text may hold (`nil`: no limit). Typing or
    /// pasting past it keeps only what fits.
    public var maximumLength: Int? {
        get { editor.maximumLength }
        set {
            precondition(newValue.map { $0 >= 0 } ?? true, "maximumLength must not be negative")
            editor.maximumLength = newValue
        }
    }

    /// Asked before each edit by the user (typing, deleting, pasting,
    /// undo excluded) with the range to replace and the replacement
    /// (UIKit's `shouldChangeCharactersIn:replacementString:`); return
    /// `false` to refuse it.
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

    /// Whether the field is editing (is first responder).
    public var isEditing: Bool { isEditingNow }
    var isEditingNow = false

    /// Whether the blinking caret is drawn now: while editing in the key
    /// window, with no selection, in the on phase of the blink.
    public var isCaretVisible: Bool {
        guard isEditing, let window, window.isKeyWindow, editor.selectedRange.isEmpty else { return false }
        return blinker.isVisible(at: window.timeline.now)
    }

    /// Calls `handler` with the new text after every change.
    /// - Returns: a token; cancel or release it to stop the calls.
    public func observeText(_ handler: @escaping (String) -> Void) -> ObservationToken {
        textObservers.add(handler)
    }

    /// A typesetter for the font.
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

    /// The font's line height.
    var lineHeight: Double { measurer.metrics(atSize: fontSize).lineHeight }

    /// The text's width (or the placeholder's when empty) plus the caret,
    /// by a line's height.
    open override var intrinsicContentSize: Size {
        let shown = editor.storage.count == 0 ? (placeholder ?? "") : ""
        let width = editor.storage.count == 0 ? measurer.width(of: shown[...], atSize: fontSize) : editor.layout.width
        return Size(width: width + TextEditor.caretWidth, height: lineHeight)
    }

    /// Keeps the caret visible after a resize.
    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollCaretIntoView()
    }

    /// Where the text's left end is, in the field's coordinates.
    var textOrigin: Point {
        let width = editor.layout.width
        let spare = bounds.width - width - TextEditor.caretWidth
        // Natural alignment follows the text's direction (its first strong
        // character, else `baseWritingDirection`, else the layout direction).
        let layout = editor.layout
        let rightToLeft = layout.paragraphs.isEmpty ? effectiveUserInterfaceLayoutDirection == .rightToLeft
                                                    : layout.direction(ofParagraph: 0) == .rightToLeft
        let x = spare > 0 ? TextEditor.caretWidth / 2 + spare * textAlignment.leadingFraction(rightToLeft: rightToLeft)
                          : TextEditor.caretWidth / 2 - scrollX
        return Point(x: bounds.minX + x, y: bounds.minY + (bounds.height - lineHeight) / 2)
    }

    /// Scrolls the text sideways so that the caret (the selection's moving
    /// end) is inside the bounds.
    func scrollCaretIntoView() {
        let width = editor.layout.width
        let visible = bounds.width - TextEditor.caretWidth
        guard width > visible, visible > 0 else { scrollX = 0; return }
        let caretX = editor.caretRect(at: editor.head).midX
        if caretX - scrollX > visible { scrollX = caretX - visible }
        if caretX - scrollX < 0 { scrollX = caretX }
        scrollX = min(max(scrollX, 0), width - visible)
    }

    // MARK: Overrides (the work is in TextField+Editing)

    /// An enabled field becomes first responder (begins editing).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: clears the text when `clearsOnBeginEditing`, takes
    /// focus, starts the caret and sends `.editingDidBegin`.
    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        beginEditing()
    }

    /// Ends editing: commits marked text, stops the caret and sends
    /// `.editingDidEnd`.
    open override func didResignFirstResponder() {
        super.didResignFirstResponder()
        endEditing()
    }

    /// Return or Space while focused but not editing begins editing.
    open override func activate() {
        if !isEditing { becomeFirstResponder() }
    }

    /// Focus arriving (Tab, arrows) begins editing; focus leaving ends it.
    open override func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        focusDidChange(context)
    }

    /// Editing keys while editing (Docs/TextInput.md); other keys as a
    /// control takes them.
    open override func pressesBegan(_ presses: Set<Press>, with event: Strata.Event) {
        if !editingPress(presses, with: event) { super.pressesBegan(presses, with: event) }
    }

    /// A touch begins editing and places the caret (two taps select a
    /// word, three the whole line).
    open override func beginTracking(_ touch: Touch, with event: Strata.Event?) -> Bool {
        trackingBegan(touch)
        return true
    }

    /// Dragging extends the selection.
    open override func continueTracking(_ touch: Touch, with event: Strata.Event?) -> Bool {
        trackingMoved(touch)
        return true
    }
}
