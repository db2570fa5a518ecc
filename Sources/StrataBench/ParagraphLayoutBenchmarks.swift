import Strata

/// Paragraph layout on shaped runs (`LineShaper`, Docs/Text.md "Paragraph
/// layout"): `text.layout.mixed@1000` wraps a 1,000-scalar paragraph of
/// English and Arabic words with numbers at 300 pt in DejaVu Sans (its
/// fallback cascade: itemise, shape, break, reorder) and builds every
/// line's runs as a label draws them; `text.layout.latin@1000` does the same
/// for English only (the fast path without the shaper). `per_item_ns` is
/// per scalar. Left out when DejaVu Sans is not installed.
@MainActor
func paragraphLayoutBenchmarks() -> [Benchmark] {
    guard let face = try? FontFace(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf") else { return [] }
    let cascade = FontLibrary.shared.cascade(primary: face)
    let cases: [(String, [String])] = [
        ("mixed", ["The", "word", "مرحبا", "means", "hello", "and", "بالعالم", "in", "2024", "(كتاب)", "is", "a", "book."]),
        ("latin", ["The", "office", "staff", "found", "a", "difficult", "waffle", "recipe", "AVATAR", "Typography,"]),
    ]
    return cases.map { name, words in
        let text = benchmarkShapingText(words, scalars: 1_000)
        return Benchmark("text.layout.\(name)", n: 1_000, quick: true) {
            {
                let typesetter = Typesetter(fontSize: 15, measurer: cascade)
                let layout = typesetter.layout(text, numberOfLines: 0, width: 300, lineBreakMode: .byWordWrapping)
                for (i, line) in layout.lines.enumerated() {
                    blackHole(LineShaper.shape(line[...], measurer: cascade, direction: layout.direction(ofLine: i)))
                }
            }
        }
    }
}
