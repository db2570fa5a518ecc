/// Formats benchmark results as an aligned table and as JSON.
enum BenchmarkReport {
    static func table(_ results: [BenchmarkResult]) -> String {
        let header = ["name", "n", "median", "per item", "× baseline", "exp(n→10n)"]
        var rows = [header]
        for r in results {
            if let bytes = r.bytesPerItem {
                rows.append([r.name, String(r.n), "", fixed(bytes, 0) + " B", "", ""])
                continue
            }
            rows.append([
                r.name, String(r.n), duration(r.medianNanoseconds),
                r.perItemNanoseconds.map { fixed($0, 1) + " ns" } ?? "",
                r.ratioToBaseline.map { fixed($0, 1) } ?? "",
                r.scalingExponent.map { fixed($0, 2) } ?? "",
            ])
        }
        var widths = Array(repeating: 0, count: header.count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        var out = ""
        for (index, row) in rows.enumerated() {
            var line = ""
            for (i, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                line += i == 0 ? cell + pad : "  " + pad + cell
            }
            out += line + "\n"
            if index == 0 {
                out += String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1)) + "\n"
            }
        }
        return out
    }

    static func json(_ results: [BenchmarkResult]) -> String {
        var items: [String] = []
        for r in results {
            if let bytes = r.bytesPerItem {
                items.append("    {\"name\": \"\(r.name)\", \"n\": \(r.n), \"median_ns\": null, \"per_item_ns\": null, "
                    + "\"ratio_to_baseline\": null, \"bytes_per_item\": \(fixed(bytes, 1))}")
                continue
            }
            var fields = ["\"name\": \"\(r.name)\"", "\"n\": \(r.n)", "\"median_ns\": \(fixed(r.medianNanoseconds, 1))"]
            fields.append("\"per_item_ns\": " + (r.perItemNanoseconds.map { fixed($0, 3) } ?? "null"))
            fields.append("\"ratio_to_baseline\": " + (r.ratioToBaseline.map { fixed($0, 3) } ?? "null"))
            fields.append("\"scaling_exponent\": " + (r.scalingExponent.map { fixed($0, 3) } ?? "null"))
            items.append("    {" + fields.joined(separator: ", ") + "}")
        }
        return "{\"results\": [\n" + items.joined(separator: ",\n") + "\n]}\n"
    }

    static func duration(_ ns: Double) -> String {
        if ns < 1_000 { return fixed(ns, 1) + " ns" }
        if ns < 1_000_000 { return fixed(ns / 1_000, 2) + " µs" }
        if ns < 1_000_000_000 { return fixed(ns / 1_000_000, 3) + " ms" }
        return fixed(ns / 1_000_000_000, 3) + " s"
    }

    /// `value` with `digits` decimals, without Foundation's `String(format:)`.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (abs(value) * scale).rounded()
        let whole = Int64(rounded / scale)
        var fraction = String(Int64(rounded) - whole * Int64(scale))
        while fraction.count < digits { fraction = "0" + fraction }
        let sign = value < 0 && rounded != 0 ? "-" : ""
        return digits == 0 ? sign + String(whole) : sign + String(whole) + "." + fraction
    }
}
