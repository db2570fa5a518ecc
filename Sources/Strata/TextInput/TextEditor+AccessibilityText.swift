/// Character rectangles of an editing view's laid-out text, for screen
/// readers (`AccessibilityTextLayout`): the same measurements as the caret.
extension TextEditor {
    /// The rectangle of character `index` in text coordinates: from the
    /// caret's x before it to the x after it, a line tall; a line break or
    /// a space where the line wraps is zero wide at the line's end.
    /// `nil` past the text.
    /// - Complexity: a measurement of the line's prefix.
    func characterRect(at index: Int) -> Rect? {
        let text = laidOutStorage
        guard index >= 0, index < text.count, layout.lineCount > 0 else { return nil }
        let (p, l, local) = layout.line(of: index, in: text)
        let lines = layout.paragraphs[p]
        let drawn = lines.texts[l]
        let k = local - lines.starts[l]
        let y = Double(layout.globalLine(p, l)) * layout.lineHeight
        let typesetter = layout.typesetter
        func width(_ n: Int) -> Double {
            n <= 0 ? 0 : typesetter.measurer.width(of: drawn.prefix(n), atSize: typesetter.fontSize)
        }
        guard k >= 0, k < drawn.count else {
            return Rect(x: width(drawn.count), y: y, width: 0, height: layout.lineHeight)
        }
        let start = width(k)
        return Rect(x: start, y: y, width: max(width(k + 1) - start, 0), height: layout.lineHeight)
    }

    /// The character whose rectangle holds `point` (text coordinates): the
    /// one before or after the nearest boundary, else `nil`.
    func characterIndex(at point: Point) -> Int? {
        let boundary = offset(at: point)
        for index in [boundary - 1, boundary] {
            if let rect = characterRect(at: index), rect.width > 0, rect.contains(point) { return index }
        }
        return nil
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
