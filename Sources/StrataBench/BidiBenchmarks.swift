import Strata

/// The bidirectional algorithm (UAX #9, `BidiParagraph`): `text.bidi` runs
/// it over n scalars of English mixed with Arabic words, numbers, brackets
/// and punctuation, and orders the paragraph as one line — from UTF-8 text
/// to the visual order. `per_item_ns` is per scalar. Scripts/compare-fribidi
/// times GNU FriBidi on the same text.
@MainActor
func bidiBenchmarks() -> [Benchmark] {
    [1_000, 10_000].map { n in
        let text = benchmarkBidiText(scalars: n)
        return Benchmark("text.bidi", n: n, quick: n == 1_000) {
            { blackHole(BidiParagraph(text).visualOrder()) }
        }
    }
}

/// The words of `benchmarkBidiText`, in order; Scripts/compare-fribidi has
/// the same list.
let benchmarkBidiWords = [
    "The", "word", "مرحبا", "means", "hello", "(", "في", "عام", "2024", ")", "and", "العدد",
    "123.45", "is", "a", "number,", "كان", "-7%", "of", "[see", "page", "42]", "شكرا", "لك", "100$", "ok.",
]

/// `benchmarkBidiWords` repeated, separated by spaces, cut to `scalars` Unicode scalars.
func benchmarkBidiText(scalars: Int) -> String {
    var text = String.UnicodeScalarView()
    var word = 0, count = 0   // `count` tracks text.count in O(1)
    while count < scalars {
        if count > 0 { text.append(" "); count += 1 }
        let next = benchmarkBidiWords[word % benchmarkBidiWords.count].unicodeScalars
        text.append(contentsOf: next)
        count += next.count
        word += 1
    }
    return String(String.UnicodeScalarView(text.prefix(scalars)))
}
