/// A label's characters are where it draws them: its drawing layout's
/// lines, top-aligned, each placed by `textAlignment` (for screen readers'
/// character extents, `AccessibilityTextLayout`).
extension Label: AccessibilityTextLayout {
    package func accessibilityCharacterFrames(in range: Range<Int>) -> [Rect?] {
        let frames = allCharacterFrames()
        let lower = min(max(range.lowerBound, 0), frames.count)
        let upper = min(max(range.upperBound, lower), frames.count)
        return Array(frames[lower..<upper])
    }

    package func accessibilityCharacterIndex(at point: Point) -> Int? {
        Self.character(at: point, among: allCharacterFrames())
    }

    package var accessibilityTextStyle: AccessibilityTextStyle { AccessibilityTextStyle(font: font, color: textColor) }

    /// Every character's rectangle: the text is matched against the drawn
    /// lines in order (the line breaks and the spaces where lines wrap are
    /// zero wide at the end of the line they end); characters cut off by
    /// truncation have none. With a face, each character is where its
    /// shaped glyphs are drawn (`LineGeometry`, whatever the runs'
    /// directions); otherwise from prefix widths, from the line's leading
    /// end.
    /// - Complexity: O(characters) plus, per line, shaping it once (with a
    ///   face) or O(line length) measurements.
    func allCharacterFrames() -> [Rect?] {
        let characters = Array(text)
        var frames = [Rect?](repeating: nil, count: characters.count)
        let runs = drawingRuns()
        let layout = runs.layout
        let measurer = typesetter.measurer
        let size = layout.fontSize, height = layout.metrics.lineHeight
        var next = 0          // the next character of the text to place
        var drawnIndex = 0    // index among the lines that are not empty (`runs.widths`)
        var lineEnd: Rect?    // a zero-wide rectangle at the end of the previous line
        for (index, line) in layout.lines.enumerated() {
            let top = bounds.minY + layout.baselineOffset(ofLine: index) - layout.metrics.ascender
            let drawn = Array(line)
            // The break ending the previous line: spaces, then at most one line feed.
            while next < characters.count, characters[next] != drawn.first, characters[next].isWhitespace, index > 0 {
                frames[next] = lineEnd
                next += 1
                if characters[next - 1].isNewline { break }
            }
            guard !drawn.isEmpty else {
                lineEnd = Rect(x: bounds.minX, y: top, width: 0, height: height)
                continue
            }
            let rightToLeft = layout.direction(ofLine: index) == .rightToLeft
            let lineWidth = drawnIndex < runs.widths.count ? runs.widths[drawnIndex] : 0
            drawnIndex += 1
            let spare = bounds.width - lineWidth
            let start = bounds.minX + (spare > 0 ? spare * textAlignment.leadingFraction(rightToLeft: rightToLeft) : 0)
            // Shaped: each character where its glyphs are, in runs of either direction.
            let geometry = runs.face == nil ? nil : LineGeometry(
                line: line[...],
                runs: LineShaper.shape(line[...], measurer: measurer, direction: layout.direction(ofLine: index),
                                       bidi: layout.bidi(ofLine: index)),
                fontSize: size)
            var before = 0.0
            for column in drawn.indices {
                guard next < characters.count, characters[next] == drawn[column] else { return frames }  // truncated
                if let geometry, column < geometry.count {
                    let left = geometry.lefts[column], right = geometry.rights[column]
                    frames[next] = Rect(x: start + left, y: top, width: max(right - left, 0), height: height)
                } else {
                    let after = measurer.width(of: line.prefix(column + 1), atSize: size)
                    let x = rightToLeft ? start + lineWidth - after : start + before
                    frames[next] = Rect(x: x, y: top, width: max(after - before, 0), height: height)
                    before = after
                }
                next += 1
            }
            lineEnd = Rect(x: rightToLeft ? start : start + lineWidth, y: top, width: 0, height: height)
        }
        while next < characters.count, characters[next].isWhitespace {
            frames[next] = lineEnd
            next += 1
        }
        return frames
    }
}
