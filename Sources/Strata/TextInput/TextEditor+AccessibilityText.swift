/// Character rectangles of an editing view's laid-out text, for screen
/// readers (`AccessibilityTextLayout`): the same measurements as the caret.
extension TextEditor {
    /// The rectangle of character `index` in text coordinates: where the
    /// line draws it (on a shaped line its glyphs' span, in a run of
    /// either direction; else from the caret's x before it to the x after
    /// it), a line tall, moved by the line's alignment; a line break or a
    /// space where the line wraps is zero wide at the line's logical end
    /// (the left end of a right-to-left paragraph's line). `nil` past the
    /// text.
    /// - Complexity: shaping the line once between edits (a measurement of
    ///   the line's prefix without a face).
    func characterRect(at index: Int) -> Rect? {
        let text = laidOutStorage
        guard index >= 0, index < text.count, layout.lineCount > 0 else { return nil }
        let (p, l, local) = layout.line(of: index, in: text)
        let lines = layout.paragraphs[p]
        let k = local - lines.starts[l]
        let y = Double(layout.globalLine(p, l)) * layout.lineHeight
        let lineX = layout.lineX(p, l)
        guard k >= 0, k < lines.texts[l].count else {
            let rightToLeft = layout.direction(ofParagraph: p) == .rightToLeft
            let width = layout.geometry(p, l)?.width ?? lines.widths[l]
            return Rect(x: rightToLeft ? lineX : lineX + width, y: y, width: 0, height: layout.lineHeight)
        }
        guard let span = layout.spans(of: index..<(index + 1), paragraph: p, line: l, in: text).first else {
            // A character drawn with no width: at the caret before it.
            return Rect(x: layout.caretX(of: index, upstream: false, in: text), y: y, width: 0, height: layout.lineHeight)
        }
        return Rect(x: lineX + span.left, y: y, width: span.right - span.left, height: layout.lineHeight)
    }

    /// The character whose rectangle holds `point` (text coordinates): the
    /// one before or after the nearest caret place, else (on a line mixing
    /// directions, where the character drawn there can be far from it in
    /// logical order) any character of that line; `nil` where none is drawn.
    /// - Complexity: O(line length) at worst.
    func characterIndex(at point: Point) -> Int? {
        let boundary = offset(at: point)
        func holds(_ index: Int) -> Bool {
            guard let rect = characterRect(at: index) else { return false }
            return rect.width > 0 && rect.contains(point)
        }
        if let index = [boundary - 1, boundary].first(where: holds) { return index }
        let text = laidOutStorage
        guard layout.lineCount > 0, boundary >= 0, boundary <= text.count else { return nil }
        let (p, l, _) = layout.line(of: boundary, in: text)
        return layout.lineRange(p, l, in: text).first(where: holds)
    }

    /// The rectangles of the characters in `range` (clamped), moved by `origin`.
    func characterFrames(in range: Range<Int>, origin: Point) -> [Rect?] {
        let lower = min(max(range.lowerBound, 0), laidOutStorage.count)
        let upper = min(max(range.upperBound, lower), laidOutStorage.count)
        return (lower..<upper).map { index in
            characterRect(at: index).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        }
    }
}

/// A text field's characters are where its editor draws them, from
/// `textOrigin` (bullets when secure).
extension TextField: AccessibilityTextLayout {
    package func accessibilityCharacterFrames(in range: Range<Int>) -> [Rect?] {
        editor.characterFrames(in: range, origin: textOrigin)
    }

    package func accessibilityCharacterIndex(at point: Point) -> Int? {
        let origin = textOrigin
        return editor.characterIndex(at: Point(x: point.x - origin.x, y: point.y - origin.y))
    }

    package var accessibilityTextStyle: AccessibilityTextStyle { AccessibilityTextStyle(font: font, color: textColor) }
}

/// A text view's characters are where its editor draws them, inside
/// `textContainerInset`.
extension TextView: AccessibilityTextLayout {
    package func accessibilityCharacterFrames(in range: Range<Int>) -> [Rect?] {
        editor.characterFrames(in: range, origin: Point(x: textContainerInset.left, y: textContainerInset.top))
    }

    package func accessibilityCharacterIndex(at point: Point) -> Int? {
        editor.characterIndex(at: Point(x: point.x - textContainerInset.left, y: point.y - textContainerInset.top))
    }

    package var accessibilityTextStyle: AccessibilityTextStyle { AccessibilityTextStyle(font: font, color: textColor) }
}
