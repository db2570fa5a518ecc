import StrataGeometry

extension KerningTable {
    /// The most entries one coverage or class table may expand to, so that
    /// a corrupt file cannot make loading take forever.
    static let expansionLimit = 1 << 20

    /// Reads the pair-adjustment lookups of the `kern` feature in the
    /// default language systems of the `DFLT` and `latn` scripts (their
    /// union: Strata does not itemize text by script).
    mutating func readGPOS(_ r: FontReader, numGlyphs: Int) throws(FontError) {
        let scripts = try r.int16(4), features = try r.int16(6), lookupList = try r.int16(8)
        guard scripts != 0, features != 0, lookupList != 0 else { return }
        let scriptCount = try r.int16(scripts)
        try r.checkArray(scripts + 2, count: scriptCount, size: 6)
        let featureCount = try r.int16(features)
        var featureIndices: [Int] = []
        for i in 0..<scriptCount {
            let tag = try r.tag(scripts + 2 + 6 * i)
            guard tag == "DFLT" || tag == "latn" else { continue }
            let script = scripts + (try r.int16(scripts + 6 + 6 * i))
            let langSys = try r.int16(script)
            guard langSys != 0 else { continue }
            let ls = script + langSys
            let required = try r.int16(ls + 2)
            let count = try r.int16(ls + 4)
            try r.checkArray(ls + 6, count: count, size: 2)
            for k in 0..<count { featureIndices.append(try r.int16(ls + 6 + 2 * k)) }
            if required != 0xFFFF { featureIndices.append(required) }
        }
        var indices: [Int] = []
        for f in featureIndices {
            guard f < featureCount else { throw r.error(features, "feature index \(f) ≥ \(featureCount)") }
            let record = features + 2 + 6 * f
            guard try r.tag(record) == "kern" else { continue }
            let feature = features + (try r.int16(record + 4))
            let n = try r.int16(feature + 2)
            try r.checkArray(feature + 4, count: n, size: 2)
            for k in 0..<n { indices.append(try r.int16(feature + 4 + 2 * k)) }
        }
        let lookupCount = try r.int16(lookupList)
        for index in Set(indices).sorted() {
            guard index < lookupCount else { throw r.error(lookupList, "lookup index \(index) ≥ \(lookupCount)") }
            let lookup = lookupList + (try r.int16(lookupList + 2 + 2 * index))
            let type = try r.u16(lookup)
            let n = try r.int16(lookup + 4)
            try r.checkArray(lookup + 6, count: n, size: 2)
            var subtables: [Subtable] = []
            for s in 0..<n {
                var sub = lookup + (try r.int16(lookup + 6 + 2 * s))
                var subType = type
                if type == 9 {   // extension: the real subtable is further away
                    subType = try r.u16(sub + 2)
                    sub += try r.int32(sub + 4)
                }
                guard subType == 2 else { continue }
                if let t = try Self.pairSubtable(r.sub(sub), numGlyphs: numGlyphs) { subtables.append(t) }
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
    }

    /// The byte size of a value record of `format` and the offset of its
    /// x advance in it (`nil` when it has none).
    static func valueLayout(_ format: UInt16) -> (size: Int, xAdvance: Int?) {
        let size = 2 * (format & 0xFF).nonzeroBitCount
        return (size, format & 0x4 != 0 ? 2 * (format & 0x3).nonzeroBitCount : nil)
    }

    /// A PairPos subtable (format 1 or 2).
    static func pairSubtable(_ r: FontReader, numGlyphs: Int) throws(FontError) -> Subtable? {
        let format = try r.u16(0)
        let coverage = try glyphsCovered(r.sub(try r.int16(2)), numGlyphs: numGlyphs)
        let (size1, advance1) = valueLayout(try r.u16(4))
        let (size2, _) = valueLayout(try r.u16(6))
        switch format {
        case 1:
            let setCount = try r.int16(8)
            try r.checkArray(10, count: setCount, size: 2)
            var pairs: [UInt32: Int16] = [:]
            for (index, first) in coverage.enumerated() where index < setCount {
                let set = try r.int16(10 + 2 * index)
                let n = try r.int16(set)
                let recordSize = 2 + size1 + size2
                try r.checkArray(set + 2, count: n, size: recordSize)
                for k in 0..<n {
                    let rec = set + 2 + recordSize * k
                    let second = try r.u16(rec)
                    let key = UInt32(first) << 16 | UInt32(second)
                    if pairs[key] == nil {
                        var value: Int16 = 0
                        if let advance1 { value = try r.i16(rec + 2 + advance1) }
                        pairs[key] = value
                    }
                }
            }
            return .pairs(pairs)
        case 2:
            let class1Count = try r.int16(12), class2Count = try r.int16(14)
            let recordSize = size1 + size2
            try r.checkArray(16, count: class1Count * class2Count, size: max(recordSize, 1))
            let classDef1 = try r.sub(try r.int16(8)), classDef2 = try r.sub(try r.int16(10))
            var class1 = try classes(classDef1, numGlyphs: numGlyphs)
            let class2 = try classes(classDef2, numGlyphs: numGlyphs)
            var covered = [Bool](repeating: false, count: numGlyphs)
            for g in coverage { covered[Int(g)] = true }
            for g in 0..<numGlyphs {
                if !covered[g] { class1[g] = .max } else if Int(class1[g]) >= class1Count {
                    throw r.error(8, "glyph \(g) is in class \(class1[g]) ≥ class1Count \(class1Count)")
                }
            }
            guard class2.allSatisfy({ Int($0) < class2Count }) else {
                throw r.error(10, "a second-glyph class is ≥ class2Count \(class2Count)")
            }
            var values = [Int16](repeating: 0, count: class1Count * class2Count)
            if let advance1 {
                for i in 0..<values.count { values[i] = try r.i16(16 + recordSize * i + advance1) }
            }
            return .classes(ClassPairs(class1: class1, class2: class2, class2Count: class2Count, values: values))
        default:
            return nil
        }
    }

    /// The glyphs of a coverage table, in coverage-index order (glyphs
    /// ≥ `numGlyphs` dropped).
    static func glyphsCovered(_ r: FontReader, numGlyphs: Int) throws(FontError) -> [UInt16] {
        var glyphs: [UInt16] = []
        switch try r.u16(0) {
        case 1:
            let n = try r.int16(2)
            try r.checkArray(4, count: n, size: 2)
            for i in 0..<n { glyphs.append(try r.u16(4 + 2 * i)) }
        case 2:
            let n = try r.int16(2)
            try r.checkArray(4, count: n, size: 6)
            for i in 0..<n {
                let start = try r.int16(4 + 6 * i), end = try r.int16(6 + 6 * i)
                guard start <= end else { throw r.error(4 + 6 * i, "coverage range \(start)...\(end)") }
                guard glyphs.count + (end - start) < expansionLimit else { throw r.error(4 + 6 * i, "coverage too large") }
                for g in start...end { glyphs.append(UInt16(g)) }
            }
        case let f:
            throw r.error(0, "unknown coverage format \(f)")
        }
        return glyphs.map { Int($0) < numGlyphs ? $0 : UInt16.max }.filter { $0 != .max }
    }

    /// A class definition table as a class per glyph (0 for glyphs it omits).
    static func classes(_ r: FontReader, numGlyphs: Int) throws(FontError) -> [UInt16] {
        var classes = [UInt16](repeating: 0, count: numGlyphs)
        switch try r.u16(0) {
        case 1:
            let start = try r.int16(2), n = try r.int16(4)
            try r.checkArray(6, count: n, size: 2)
            for i in 0..<n where start + i < numGlyphs { classes[start + i] = try r.u16(6 + 2 * i) }
        case 2:
            let n = try r.int16(2)
            try r.checkArray(4, count: n, size: 6)
            var work = 0
            for i in 0..<n {
                let start = try r.int16(4 + 6 * i), end = try r.int16(6 + 6 * i), c = try r.u16(8 + 6 * i)
                guard start <= end else { throw r.error(4 + 6 * i, "class range \(start)...\(end)") }
                let last = min(end, numGlyphs - 1)
                guard start <= last else { continue }
                work += last - start + 1
                guard work < expansionLimit else { throw r.error(4 + 6 * i, "class table too large") }
                for g in start...last { classes[g] = c }
            }
        case let f:
            throw r.error(0, "unknown class definition format \(f)")
        }
        return classes
    }
}
