/// The common header of `GSUB` and `GPOS`: the script list (with language
/// systems), the feature list and the lookup list.
struct LayoutTable: Sendable {
    /// Lookup flag bits.
    static let rightToLeft = 0x0001, ignoreFlags = 0x000E, useMarkFilteringSet = 0x0010, markAttachmentType = 0xFF00

    let data: OpenTypeData
    let isPositioning: Bool
    let scriptList: Int?
    let featureList: Int?
    let lookupList: Int?
    /// The lookups read once (`accelerators`), shared by copies of the table.
    let cache = LayoutAcceleratorCache()

    init(_ data: OpenTypeData, positioning: Bool) {
        self.data = data
        isPositioning = positioning
        scriptList = data.offset16(0, 4)
        featureList = data.offset16(0, 6)
        lookupList = data.offset16(0, 8)
    }

    /// Whether the table has any lookups.
    var hasLookups: Bool { lookupCount > 0 }

    /// The number of lookups.
    var lookupCount: Int { lookupList.map { data.u16($0) } ?? 0 }

    /// The offset of lookup `index`, or nil.
    func lookup(_ index: Int) -> Int? {
        guard let list = lookupList, index >= 0, index < data.u16(list) else { return nil }
        return data.offset16(list, list + 2 + 2 * index)
    }

    /// The lookup's flag, with its mark filtering set in the high 16 bits (HarfBuzz's "lookup props").
    func lookupProps(_ lookup: Int) -> UInt32 {
        let flag = data.u16(lookup + 2)
        var props = UInt32(flag)
        if flag & Self.useMarkFilteringSet != 0 {
            let n = data.u16(lookup + 4)
            props |= UInt32(data.u16(lookup + 6 + 2 * n)) << 16
        }
        return props
    }

    /// The lookup's type and its subtables' offsets, extension subtables (GSUB 7, GPOS 9) resolved.
    func subtables(_ lookup: Int) -> (type: Int, offsets: [Int]) {
        var type = data.u16(lookup)
        let n = data.u16(lookup + 4)
        var offsets: [Int] = []
        offsets.reserveCapacity(n)
        let extensionType = isPositioning ? 9 : 7
        var resolved = type
        for i in 0..<n {
            guard let sub = data.offset16(lookup, lookup + 6 + 2 * i) else { continue }
            if type == extensionType {
                guard data.u16(sub) == 1, let real = data.offset32(sub, sub + 4) else { continue }
                let t = data.u16(sub + 2)
                if t == extensionType { continue }   // an extension may not point at an extension
                if resolved == extensionType { resolved = t } else if t != resolved { continue }
                offsets.append(real)
            } else {
                offsets.append(sub)
            }
        }
        if type == extensionType { type = resolved }
        return (type, offsets)
    }

    /// The index of the script with the first of `tags` the table has (then
    /// `DFLT`, `dflt`, `latn`, as HarfBuzz), and the tag chosen.
    func selectScript(_ tags: [UInt32]) -> (index: Int, tag: UInt32)? {
        guard let list = scriptList else { return nil }
        let n = data.u16(list)
        func find(_ tag: UInt32) -> Int? {
            for i in 0..<n where data.tag(list + 2 + 6 * i) == tag { return i }
            return nil
        }
        for tag in tags + [OpenTypeTag("DFLT"), OpenTypeTag("dflt"), OpenTypeTag("latn")] {
            if let i = find(tag) { return (i, tag) }
        }
        return nil
    }

    /// The offset of the language system `languages` selects in script
    /// `script` (the first tag found, else `dflt`, else the default one).
    func languageSystem(script: Int, languages: [UInt32]) -> Int? {
        guard let list = scriptList, script < data.u16(list),
              let s = data.offset16(list, list + 6 + 6 * script) else { return nil }
        let n = data.u16(s + 2)
        for tag in languages + [OpenTypeTag("dflt")] {
            for i in 0..<n where data.tag(s + 4 + 6 * i) == tag {
                if let ls = data.offset16(s, s + 8 + 6 * i) { return ls }
            }
        }
        return data.offset16(s, s)
    }

    /// The feature index with `tag` in language system `langSys`, or nil.
    func feature(_ tag: UInt32, in langSys: Int?) -> Int? {
        guard let ls = langSys, let list = featureList else { return nil }
        let n = data.u16(ls + 4)
        let features = data.u16(list)
        for k in 0..<n {
            let index = data.u16(ls + 6 + 2 * k)
            if index < features, data.tag(list + 2 + 6 * index) == tag { return index }
        }
        return nil
    }

    /// The required feature of `langSys` (index and tag), or nil.
    func requiredFeature(in langSys: Int?) -> (index: Int, tag: UInt32)? {
        guard let ls = langSys, let list = featureList else { return nil }
        let index = data.u16(ls + 2)
        guard index != 0xFFFF, index < data.u16(list) else { return nil }
        return (index, data.tag(list + 2 + 6 * index))
    }

    /// The lookup indices of feature `index`.
    func lookupIndices(ofFeature index: Int) -> [Int] {
        guard let list = featureList, index < data.u16(list),
              let f = data.offset16(list, list + 6 + 6 * index) else { return [] }
        let n = data.u16(f + 2)
        let lookups = lookupCount
        var result: [Int] = []
        for k in 0..<n {
            let l = data.u16(f + 4 + 2 * k)
            if l < lookups { result.append(l) }
        }
        return result
    }
}

/// A four-character OpenType tag as a big-endian number (`"liga"` →
/// 0x6C696761); shorter strings are padded with spaces, other characters
/// become `?`.
@inline(__always)
func OpenTypeTag(_ s: String) -> UInt32 {
    var tag: UInt32 = 0
    var n = 0
    for b in s.utf8.prefix(4) {
        tag = tag << 8 | UInt32(b >= 0x20 && b < 0x7F ? b : 0x3F)
        n += 1
    }
    while n < 4 { tag = tag << 8 | 0x20; n += 1 }
    return tag
}
