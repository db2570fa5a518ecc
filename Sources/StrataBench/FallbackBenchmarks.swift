#if canImport(Glibc)
import Glibc
#endif
import Strata

/// Font fallback benchmarks with the system font (`Font.system`) as the
/// primary face and the machine's fonts; skipped, with a notice on
/// standard error, when only the built-in font is installed.
///
/// - `font.library.scan`: a cold scan of every font directory for families
///   (the whole library; n = faces found).
/// - `font.fallback.lookup`: the face of each of n characters the primary
///   face lacks (Han, Hangul, Devanagari, Thai, symbols), answered from a
///   warm cascade (`FontCascade.runs(in:)`), per character.
/// - `text.fallback.layout`: a 2,000-character paragraph of Chinese,
///   English and emoji wrapped at 300 pt at 15 pt, fonts warm.
@MainActor
func fallbackBenchmarks() -> [Benchmark] {
    guard let face = Font.system(size: 15).face else {
        _ = "  font.library.scan, font.fallback.*, text.fallback.layout: skipped (no system font)\n"
            .withCString { write(2, $0, strlen($0)) }
        return []
    }
    var all: [Benchmark] = []
    let faces = FontLibrary.shared.faces.count
    all.append(Benchmark("font.library.scan", n: max(1, faces), quick: true) {
        { blackHole(FontLibrary(directories: FontLibrary.defaultDirectories)) }
    })
    let cascade = FontLibrary.shared.cascade(primary: face, languages: ["zh-Hans"])
    let foreign = String(repeating: "漢字한글नमस्तेสวัสดี⊕⌘", count: 100)
    let n = foreign.count
    blackHole(cascade.runs(in: foreign))
    all.append(Benchmark("font.fallback.lookup", n: n, perItem: true, quick: true) {
        { blackHole(cascade.runs(in: foreign)) }
    })
    let sentence = "Strata 把每个视图排成一行 (UIStackView) 😀 and wraps Chinese text 在标点之后，不在之前。 🎉 "
    let paragraph = String(String(repeating: sentence, count: 2_000 / sentence.count + 1).prefix(2_000))
    let typesetter = Typesetter(fontSize: 15, measurer: cascade)
    blackHole(typesetter.layout(paragraph, numberOfLines: 0, width: 300, lineBreakMode: .byWordWrapping))
    all.append(Benchmark("text.fallback.layout", n: paragraph.count, quick: true) {
        { blackHole(typesetter.layout(paragraph, numberOfLines: 0, width: 300, lineBreakMode: .byWordWrapping)) }
    })
    return all
}
