import Strata

/// Typesetting benchmarks: wrapping n characters of prose at a fixed width
/// in the built-in font and in a proportional font, and truncating one
/// long line in every truncating mode. `per_item_ns` is per character.
@MainActor
func textBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    for n in [1_000, 100_000] {
        let text = benchmarkProse(characters: n)
        let builtin = Typesetter(fontSize: 15)
        all.append(Benchmark("text.wrap.builtin", n: n, quick: n == 1_000) {
            { blackHole(builtin.layout(text, width: 320, lineBreakMode: .byWordWrapping)) }
        })
        let proportional = Typesetter(fontSize: 15, measurer: BenchmarkProportionalMeasurer())
        all.append(Benchmark("text.wrap.proportional", n: n, quick: n == 1_000) {
            { blackHole(proportional.layout(text, width: 320, lineBreakMode: .byWordWrapping)) }
        })
        for mode in [LineBreakMode.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle] {
            all.append(Benchmark("text.truncate.\(mode)", n: n, quick: n == 1_000) {
                { blackHole(builtin.layout(text, numberOfLines: 1, width: 320, lineBreakMode: mode)) }
            })
        }
    }
    return all
}

/// Words of 1 to 9 letters separated by spaces, `characters` long.
func benchmarkProse(characters: Int) -> String {
    var text = ""
    var count = 0, word = 0   // `count` tracks text.count (ASCII) in O(1)
    while count < characters {
        if !text.isEmpty { text += " "; count += 1 }
        let length = 1 + word * 7 % 9
        text += String(repeating: "abcdefghi".dropFirst(word % 9).first!, count: length)
        count += length
        word += 1
    }
    return String(text.prefix(characters))
}

/// A proportional font for benchmarks: widths from a small per-letter table.
struct BenchmarkProportionalMeasurer: TextMeasurer {
    var fontName: String { "bench-proportional" }

    func metrics(atSize size: Double) -> FontMetrics {
        FontMetrics(ascender: size * 0.8, descender: size * 0.2, lineHeight: size * 1.2)
    }

    func width(of text: Substring, atSize size: Double) -> Double {
        var units = 0
        for scalar in text.unicodeScalars { units += 3 + Int(scalar.value % 5) }
        return Double(units) * size / 10
    }
}
