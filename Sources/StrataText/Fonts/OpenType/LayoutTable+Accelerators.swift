
/// One lookup of a `GSUB` or `GPOS` table, read once (HarfBuzz's
/// `hb_ot_layout_lookup_accelerator_t`): its type with extensions resolved,
/// its flag and mark filtering set, where its subtables are in
/// `LayoutAccelerators.subtables`, and a digest of the glyphs its
/// subtables' first coverage holds.
struct LookupAccelerator: Sendable {
    /// The lookup type (extension subtables resolved to the type they hold).
    var type: Int
    /// The lookup's flag, with its mark filtering set in the high 16 bits.
    var props: UInt32
    /// The lookup's subtables: `subtables[first..<first + count]`.
    var first: Int
    var count: Int
    /// The union of the subtables' digests: a glyph it rejects starts no match.
    var digest: GlyphSetDigest
}

/// Every lookup of one table, read once, in plain arrays (no per-call
/// allocation when the shaper applies a lookup).
struct LayoutAccelerators: Sendable {
    /// One entry per lookup of the lookup list, in order.
    var lookups: [LookupAccelerator] = []
    /// The offsets of every lookup's subtables, extension subtables resolved.
    var subtables: [Int] = []
    /// Each subtable's digest: the glyphs at which it can apply.
    var digests: [GlyphSetDigest] = []

    /// The most coverage entries read to build the digests of one table; past
    /// that, the remaining subtables get a full digest (a font whose offsets
    /// point many times at one big coverage cannot make this quadratic).
    static let coverageBudget = 1 << 20
}

/// Holds a table's `LayoutAccelerators`, built the first time a shaper asks.
final class LayoutAcceleratorCache: Sendable {
    let state = Locked<LayoutAccelerators?>(nil)
}

extension LayoutTable {
    /// The table's lookups read once: built on first use, then shared.
    ///
    /// - Complexity: O(size of the lookup list, subtables and their first
    ///   coverage tables) the first time (bounded by `coverageBudget`), O(1) after.
    var accelerators: LayoutAccelerators {
        cache.state.withLock { cached in
            if let cached { return cached }
            let built = buildAccelerators()
            cached = built
            return built
        }
    }

    /// Reads every lookup: its resolved type, props, subtables and digests.
    func buildAccelerators() -> LayoutAccelerators {
        var result = LayoutAccelerators()
        let n = lookupCount
        result.lookups.reserveCapacity(n)
        var budget = LayoutAccelerators.coverageBudget
        for index in 0..<n {
            guard let lookup = lookup(index) else {
                result.lookups.append(LookupAccelerator(type: 0, props: 0, first: result.subtables.count, count: 0, digest: .empty))
                continue
            }
            let (type, offsets) = subtables(lookup)
            var digest = GlyphSetDigest.empty
            let first = result.subtables.count
            for s in offsets {
                let d = subtableDigest(type: type, s, budget: &budget)
                digest.formUnion(d)
                result.subtables.append(s)
                result.digests.append(d)
            }
            result.lookups.append(LookupAccelerator(type: type, props: lookupProps(lookup), first: first,
                                                    count: offsets.count, digest: digest))
        }
        return result
    }

    /// The digest of the glyphs subtable `s` (of lookup `type`) can start at:
    /// its first coverage, as each `LayoutApplier.apply…` tests the current glyph.
    func subtableDigest(type: Int, _ s: Int, budget: inout Int) -> GlyphSetDigest {
        let format = data.u16(s)
        let coverage: Int?
        switch (isPositioning, type) {
        case (false, 5), (true, 7):
            switch format {
            case 1, 2: coverage = data.offset16(s, s + 2)
            case 3: coverage = data.offset16(s, s + 6)
            default: return .full
            }
        case (false, 6), (true, 8):
            switch format {
            case 1, 2: coverage = data.offset16(s, s + 2)
            case 3: coverage = data.offset16(s, s + 6 + 2 * data.u16(s + 2))
            default: return .full
            }
        case (false, 1...4), (false, 8), (true, 1...6):
            coverage = data.offset16(s, s + 2)
        default:
            return .full
        }
        guard let coverage else { return .empty }   // no coverage: the subtable never applies
        return coverageDigest(coverage, budget: &budget)
    }

    /// The digest of the coverage table at `at` (full when unknown or past the budget).
    func coverageDigest(_ at: Int, budget: inout Int) -> GlyphSetDigest {
        var digest = GlyphSetDigest.empty
        let n = data.u16(at + 2)
        guard budget >= n else { return .full }
        budget -= n
        switch data.u16(at) {
        case 1:
            for i in 0..<n { digest.insert(UInt32(data.u16(at + 4 + 2 * i))) }
        case 2:
            for i in 0..<n {
                let r = at + 4 + 6 * i
                digest.insert(UInt32(data.u16(r)), through: UInt32(data.u16(r + 2)))
            }
        default:
            return .full
        }
        return digest
    }
}
