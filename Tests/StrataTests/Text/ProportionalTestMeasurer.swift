import Strata

/// A proportional test font: `i` advances `size / 5`, every other
/// character `3·size / 5` (2 and 6 at 10 pt); ascender `0.8·size`,
/// descender `0.2·size`, line height `1.25·size` (a line gap); the
/// ellipsis is `…`.
struct ProportionalTestMeasurer: TextMeasurer {
    var fontName: String { "test-proportional" }

    func metrics(atSize size: Double) -> FontMetrics {
        FontMetrics(ascender: size * 8 / 10, descender: size * 2 / 10, lineHeight: size * 125 / 100)
    }

    func width(of text: Substring, atSize size: Double) -> Double {
        var narrow = 0, wide = 0
        for character in text {
            if character == "i" { narrow += 1 } else { wide += 1 }
        }
        return Double(narrow) * size / 5 + Double(wide) * size * 3 / 5
    }

    var ellipsis: String { "\u{2026}" }
}
