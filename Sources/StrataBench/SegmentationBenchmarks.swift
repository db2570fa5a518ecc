import Strata

/// Unicode segmentation benchmarks: the line break opportunities (UAX #14)
/// and word boundaries (UAX #29) of n scalars of mixed scripts (Latin
/// prose, numbers and punctuation, Chinese and Japanese, Arabic, Hangul,
/// emoji). `per_item_ns` is per scalar.
@MainActor
func segmentationBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    for n in [1_000, 100_000] {
        let text = benchmarkMixedScripts(scalars: n)
        all.append(Benchmark("text.linebreak.opportunities", n: n, quick: n == 1_000) {
            { blackHole(TextSegmentation.lineBreakOpportunities(in: text)) }
        })
        all.append(Benchmark("text.wordbreak.boundaries", n: n, quick: n == 1_000) {
            { blackHole(TextSegmentation.wordBoundaries(in: text)) }
        })
    }
    return all
}

/// Sentences of several scripts, repeated, exactly `scalars` scalars long.
func benchmarkMixedScripts(scalars: Int) -> String {
    let pieces = [
        "The quick brown fox, who costs $12.50 (about 11%), jumps over the lazy dog. ",
        "漢字と仮名が混ざった文章です。「こんにちは」と言った、ちょっと待って！",
        "مرحبا بالعالم، هذا نص عربي. ",
        "한국어 문장도 있습니다. ",
        "Emoji 👍🏽 and flags 🇫🇷🇩🇪 — well-known/ad-hoc. ",
    ]
    var result = String.UnicodeScalarView()
    var index = 0, count = 0   // `count` tracks result.count in O(1)
    while count < scalars {
        for scalar in pieces[index % pieces.count].unicodeScalars where count < scalars {
            result.append(scalar)
            count += 1
        }
        index += 1
    }
    return String(result)
}
