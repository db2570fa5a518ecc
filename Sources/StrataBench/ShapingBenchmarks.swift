import Strata

/// Shaping (`FontFace.shape`, OpenType GSUB/GPOS): `text.shape.<script>@1000`
/// shapes a 1,000-scalar paragraph as one run — English in DejaVu Sans,
/// Arabic in Noto Sans Arabic, Devanagari in Noto Sans Devanagari (which
/// goes through the default shaper until the Indic one exists).
/// `per_item_ns` is per scalar. Scripts/compare-harfbuzz times HarfBuzz's
/// `hb_shape` on the same fonts and texts. A case whose font is not
/// installed is left out.
@MainActor
func shapingBenchmarks() -> [Benchmark] {
    benchmarkShapingCases.compactMap { c in
        guard let face = try? FontFace(contentsOf: c.font) else { return nil }
        let text = benchmarkShapingText(c.words, scalars: 1_000)
        return Benchmark("text.shape.\(c.name)", n: 1_000, quick: true) {
            { blackHole(face.shape(text)) }
        }
    }
}

/// The cases: name, font file and words; Scripts/compare-harfbuzz has the same lists.
let benchmarkShapingCases: [(name: String, font: String, words: [String])] = [
    ("english", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
     ["The", "office", "staff", "found", "a", "difficult", "waffle", "recipe", "AVATAR", "Typography,", "flowing",
      "fjords", "and", "kerning:", "Yes!", "(quoted)", "1,234.5"]),
    ("arabic", "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
     ["السلام", "عليكم", "مرحبا", "بالعالم", "بِسْمِ", "ٱللَّٰهِ", "كتاب", "العربية", "لغة", "جميلة", "في", "عام", "٢٠٢٤"]),
    ("devanagari", "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
     ["नमस्ते", "दुनिया", "हिन्दी", "भाषा", "बहुत", "सुंदर", "है", "भारत", "में", "लोग", "रहते", "हैं।"]),
]

/// `words` repeated, separated by spaces, cut to `scalars` Unicode scalars.
func benchmarkShapingText(_ words: [String], scalars: Int) -> String {
    var text = String.UnicodeScalarView()
    var word = 0, count = 0
    while count < scalars {
        if count > 0 { text.append(" "); count += 1 }
        let next = words[word % words.count].unicodeScalars
        text.append(contentsOf: next)
        count += next.count
        word += 1
    }
    return String(String.UnicodeScalarView(text.prefix(scalars)))
}
