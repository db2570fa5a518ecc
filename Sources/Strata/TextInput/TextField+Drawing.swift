extension TextField: DisplayListContent {
    var showsDisplayListContent: Bool { editor.storage.count > 0 || placeholder != nil || isEditing }

    /// The text (or placeholder), the selection, the marked-text underline
    /// and the caret, clipped to the field's bounds.
    func appendDisplayListContent(to commands: inout DisplayCommandSink, at topLeft: Point, opacity: Double) {
        let clip = Rect(origin: topLeft, size: bounds.size)
        commands.append(.pushClip(rect: clip, cornerRadius: 0))
        let origin = textOrigin
        let windowOrigin = Point(x: topLeft.x + origin.x - bounds.minX, y: topLeft.y + origin.y - bounds.minY)
        if editor.storage.count == 0, editor.markedRange == nil, let placeholder, !placeholder.isEmpty {
            let face = font
            let measurer = face.measurer(languages: textLanguages)
            let width = measurer.width(of: placeholder[...], atSize: face.size)
            let spare = max(bounds.width - width - TextEditor.caretWidth, 0)
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let x = topLeft.x + TextEditor.caretWidth / 2 + spare * textAlignment.leadingFraction(rightToLeft: rightToLeft)
            let baseline = windowOrigin.y + measurer.metrics(atSize: face.size).ascender
            TextRun.appendLine(placeholder[...], origin: Point(x: x, y: baseline), fontSize: face.size,
                               measurer: measurer, color: placeholderColor, opacity: opacity, to: &commands)
        }
        let style = TextDrawingStyle(textColor: textColor, caretColor: TextEditor.defaultTint,
                                     selectionColor: TextEditor.defaultSelection, opacity: opacity,
                                     showsCaret: isCaretVisible, showsSelection: isEditing)
        editor.appendCommands(to: &commands, origin: windowOrigin, top: 0, bottom: editor.layout.lineHeight, style: style)
        if case .pushClip = commands.last { commands.removeLast() } else { commands.append(.popClip) }

    }
}
