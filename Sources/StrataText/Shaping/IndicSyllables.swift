/// The Indic syllable scanner. The grammar is HarfBuzz 6.0.0's Indic syllable grammar
/// (`hb-ot-shaper-indic-machine.rl`), over the categories of `IndicData`:
///
///     c = C | Ra;  n = ((ZWNJ? RS)? (N N?)?);  z = ZWJ | ZWNJ;  reph = Ra H | Repha
///     cn = c ZWJ? n?;  symbol = Symbol N?
///     matra_group = z* (M | SM? MPst) N? H?
///     syllable_tail = (z? SM SM? ZWNJ?)? (A | VD)*
///     halant_group = z? H (ZWJ N?)?;  final_halant_group = halant_group | H ZWNJ
///     complex_syllable_tail = (halant_group cn)* CM? (final_halant_group | matra_group*) syllable_tail
///     consonant_syllable = (Repha | CS)? cn complex_syllable_tail
///     vowel_syllable = reph? V n? (ZWJ | complex_syllable_tail)
///     standalone_cluster = ((Repha | CS)? PLACEHOLDER | reph? DOTTEDCIRCLE) n? complex_syllable_tail
///     symbol_cluster = symbol syllable_tail
///     broken_cluster = reph? n? complex_syllable_tail
///
/// scanned longest match first, the earlier pattern on a tie in length; anything else
/// (no pattern matching at least one character) is a one-character non-Indic cluster.
///
/// The recognizer is ours: `grammar` states the five patterns as a small regular-expression
/// tree, `Machine` turns it once (Thompson's construction, then the subset construction)
/// into a deterministic automaton over the categories whose states know the earliest
/// pattern they accept, and `find(_:)` runs it from each syllable start, remembering the
/// last accepting position.
enum IndicSyllables {
    /// A syllable's kind, the low four bits of `GlyphInfo.syllable`; the first five are
    /// the patterns in order.
    enum Kind: UInt8 {
        case consonant, vowel, standalone, symbol, broken, nonIndic
    }

    /// Gives every glyph of `buffer` its syllable: serial (1…15, cycling) << 4 | kind.
    /// Returns whether any syllable is broken (needs a dotted circle).
    ///
    /// - Complexity: O(n · s) at worst, s the automaton's state count, and one step per
    ///   glyph in practice. A match reads on past its end only while some pattern is still
    ///   live (in this grammar only a run of joiners waiting for a matra, `z*`, lives long
    ///   without accepting); the (position, state) pairs read past a match's end are
    ///   remembered as leading to no match, so a later start that reaches one stops there
    ///   instead of reading the run again.
    static func find(_ buffer: ShapingBuffer) -> Bool {
        let machine = Self.machine
        let count = buffer.count
        let stride = machine.acceptance.count
        var broken = false
        var serial: UInt8 = 1
        var deadEnds = Set<Int>()
        var trail: [Int] = []
        var start = 0
        while start < count {
            var state = 0, p = start
            var end = start, kind = Kind.nonIndic
            trail.removeAll(keepingCapacity: true)
            while p < count {
                let next = machine.step(state, buffer.info[p].indicCategory)
                guard next >= 0 else { break }
                state = next
                p += 1
                let accepted = machine.acceptance[state]
                if accepted >= 0 {
                    end = p
                    kind = Kind(rawValue: UInt8(accepted)) ?? .nonIndic
                    trail.removeAll(keepingCapacity: true)
                } else {
                    let key = p * stride + state
                    if deadEnds.contains(key) { break }
                    trail.append(key)
                }
            }
            deadEnds.formUnion(trail)
            if end == start { end = start + 1 }
            for i in start..<end { buffer.info[i].syllable = serial << 4 | kind.rawValue }
            serial = serial == 15 ? 1 : serial + 1
            if kind == .broken { broken = true }
            start = end
        }
        return broken
    }

    // MARK: The grammar

    /// A regular expression over categories.
    indirect enum Pattern: Sendable {
        /// One character of one of these categories.
        case one([UInt8])
        case sequence([Pattern])
        case either([Pattern])
        case optional(Pattern)
        /// Zero or more.
        case repeated(Pattern)
    }

    /// The five patterns, in the order of `Kind` (the earlier wins a tie). Built when
    /// `machine` is made and then dropped: a `static let` of indirect enum values is
    /// memory LeakSanitizer cannot trace (FontFuzz reported it).
    static var grammar: [Pattern] {
        typealias Cat = IndicData.Category
        func one(_ categories: UInt8...) -> Pattern { .one(categories) }
        func opt(_ p: Pattern) -> Pattern { .optional(p) }
        func seq(_ ps: Pattern...) -> Pattern { .sequence(ps) }
        func alt(_ ps: Pattern...) -> Pattern { .either(ps) }
        let zwj = one(Cat.zwj), zwnj = one(Cat.zwnj), h = one(Cat.h), nukta = one(Cat.n), sm = one(Cat.sm)
        let c = one(Cat.c, Cat.ra)
        let n = seq(opt(seq(opt(zwnj), one(Cat.rs))), opt(seq(nukta, opt(nukta))))
        let z = one(Cat.zwj, Cat.zwnj)
        let reph = alt(seq(one(Cat.ra), h), one(Cat.repha))
        let cn = seq(c, opt(zwj), opt(n))
        let symbol = seq(one(Cat.symbol), opt(nukta))
        let matraGroup = seq(.repeated(z), alt(one(Cat.m), seq(opt(sm), one(Cat.mPst))), opt(nukta), opt(h))
        // A and VD share one category value.
        let syllableTail = seq(opt(seq(opt(z), sm, opt(sm), opt(zwnj))), .repeated(one(Cat.a)))
        let halantGroup = seq(opt(z), h, opt(seq(zwj, opt(nukta))))
        let finalHalantGroup = alt(halantGroup, seq(h, zwnj))
        let complexSyllableTail = seq(.repeated(seq(halantGroup, cn)), opt(one(Cat.cm)),
                                      alt(finalHalantGroup, .repeated(matraGroup)), syllableTail)
        let rephaOrCS = one(Cat.repha, Cat.cs)
        return [
            seq(opt(rephaOrCS), cn, complexSyllableTail),
            seq(opt(reph), one(Cat.v), opt(n), alt(zwj, complexSyllableTail)),
            seq(alt(seq(opt(rephaOrCS), one(Cat.placeholder)), seq(opt(reph), one(Cat.dottedCircle))),
                opt(n), complexSyllableTail),
            seq(symbol, syllableTail),
            seq(opt(reph), opt(n), complexSyllableTail),
        ]
    }

    // MARK: The automaton

    static let machine = Machine(grammar)

    /// The patterns as one deterministic automaton: state 0 is the start; a state's
    /// acceptance is the earliest pattern whose match ends there, or -1.
    struct Machine: Sendable {
        /// Categories 0…18; anything else is one more symbol no pattern takes.
        static let symbols = 20
        /// `transitions[state * symbols + category]`, -1 when no pattern can go on.
        let transitions: [Int32]
        let acceptance: [Int8]

        @inline(__always) func step(_ state: Int, _ category: UInt8) -> Int {
            Int(transitions[state * Self.symbols + min(Int(category), Self.symbols - 1)])
        }

        init(_ patterns: [Pattern]) {
            // Thompson's construction: states with ε-edges and category-set edges.
            var epsilon: [[Int]] = [[]]
            var edges: [[(set: UInt32, to: Int)]] = [[]]
            var accepts: [Int: Int] = [:]
            func newState() -> Int {
                epsilon.append([]); edges.append([])
                return epsilon.count - 1
            }
            // Adds `pattern` leaving `from`; returns its (fresh) final state.
            func build(_ pattern: Pattern, from: Int) -> Int {
                switch pattern {
                case .one(let categories):
                    let to = newState()
                    edges[from].append((categories.reduce(0) { $0 | 1 << UInt32($1) }, to))
                    return to
                case .sequence(let parts):
                    return parts.reduce(from) { build($1, from: $0) }
                case .either(let choices):
                    let to = newState()
                    for choice in choices {
                        let entry = newState()
                        epsilon[from].append(entry)
                        epsilon[build(choice, from: entry)].append(to)
                    }
                    return to
                case .optional(let inner):
                    let entry = newState(), to = newState()
                    epsilon[from].append(contentsOf: [entry, to])
                    epsilon[build(inner, from: entry)].append(to)
                    return to
                case .repeated(let inner):
                    let loop = newState(), to = newState()
                    epsilon[from].append(loop)
                    epsilon[build(inner, from: loop)].append(loop)
                    epsilon[loop].append(to)
                    return to
                }
            }
            for (index, pattern) in patterns.enumerated() {
                let entry = newState()
                epsilon[0].append(entry)
                accepts[build(pattern, from: entry)] = index
            }
            func closure(_ states: [Int]) -> [Int] {
                var seen = Set(states), stack = states
                while let s = stack.popLast() {
                    for t in epsilon[s] where seen.insert(t).inserted { stack.append(t) }
                }
                return seen.sorted()
            }
            // The subset construction, every reachable set of states once.
            var ids: [[Int]: Int] = [:]
            var sets: [[Int]] = []
            var transitions: [Int32] = []
            var acceptance: [Int8] = []
            func id(_ set: [Int]) -> Int {
                if let known = ids[set] { return known }
                ids[set] = sets.count
                sets.append(set)
                acceptance.append(Int8(set.compactMap { accepts[$0] }.min() ?? -1))
                return sets.count - 1
            }
            _ = id(closure([0]))
            var next = 0
            while next < sets.count {
                let set = sets[next]
                next += 1
                for symbol in 0..<Self.symbols {
                    let targets = set.flatMap { s in edges[s].filter { $0.set & 1 << UInt32(symbol) != 0 }.map(\.to) }
                    transitions.append(targets.isEmpty ? -1 : Int32(id(closure(targets))))
                }
            }
            self.transitions = transitions
            self.acceptance = acceptance
        }
    }
}
