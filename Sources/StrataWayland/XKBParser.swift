/// Reads the four sections of an XKB text keymap from its tokens, keeping
/// the statements `WaylandKeymap` uses and skipping the rest.
///
/// Bounded: every loop moves forward over the tokens, brackets are
/// matched by counting (no recursion), a statement it does not know is
/// skipped to its `;`, and a closing bracket with no opening one is an
/// error (it once stopped the statement loop from moving: WaylandFuzz's
/// hang). `modifier_map` entries naming keysyms are resolved once, after
/// every key is read, so the work stays linear in the tokens.
struct XKBParser {
    /// A type as written: its modifier names and `map[…]= LevelN` entries.
    struct RawType {
        var modifiers: [String] = []
        var map: [(modifiers: [String], level: Int)] = []
    }

    /// A key as written: keysyms by group and level, and the type named
    /// for each group (`nil`: inferred).
    struct RawKey {
        var groups: [[UInt32]] = []
        var typeNames: [String?] = []
    }

    /// What the sections hold.
    struct Result {
        var keycodes: [String: UInt32] = [:]
        var aliases: [String: String] = [:]
        var types: [String: RawType] = [:]
        /// keysym → the virtual modifier its `interpret` sets.
        var interprets: [UInt32: String] = [:]
        /// Keys in the order written (a later one replaces an earlier).
        var keys: [(name: String, key: RawKey)] = []
        var modifierMap: [UInt32: UInt32] = [:]
        /// keysym → the real modifiers `modifier_map` gives the keys with it at their first level.
        var keysymModifiers: [UInt32: UInt32] = [:]

        /// The keycode of a key name, through one alias.
        func keycode(_ name: String) -> UInt32? {
            keycodes[name] ?? aliases[name].flatMap { keycodes[$0] }
        }
    }

    private let tokens: [XKBToken]
    /// The byte offset of each token (for errors); empty: offsets are token indices.
    private let offsets: [Int]
    private var i = 0
    private(set) var result = Result()

    init(tokens: [XKBToken], offsets: [Int] = []) {
        self.tokens = tokens
        self.offsets = offsets
    }

    /// The byte offset of token `index`, for an error.
    private func offset(_ index: Int) -> Int {
        index < offsets.count ? offsets[index] : index
    }

    /// Reads every section.
    mutating func parse() throws {
        while i < tokens.count {
            guard case .identifier(let word) = tokens[i] else { i += 1; continue }
            i += 1
            switch word {
            case "xkb_keycodes": try section { $0.keycodeStatement($1) }
            case "xkb_types": try section { $0.typeStatement($1) }
            case "xkb_compat", "xkb_compatibility", "xkb_compatibility_map": try section { $0.compatStatement($1) }
            case "xkb_symbols": try section { $0.symbolsStatement($1) }
            default: break
            }
        }
        guard !result.keycodes.isEmpty else { throw WaylandKeymapError.syntax("no xkb_keycodes", offset: 0) }
        resolveKeysymModifiers()
    }

    /// Gives each key whose first keysym a `modifier_map` names that
    /// entry's modifiers: one pass over the keys.
    private mutating func resolveKeysymModifiers() {
        guard !result.keysymModifiers.isEmpty else { return }
        for (name, key) in result.keys {
            guard let first = key.groups.first?.first, let bits = result.keysymModifiers[first],
                  let code = result.keycode(name) else { continue }
            result.modifierMap[code, default: 0] |= bits
        }
    }

    /// A section: an optional name, `{`, statements up to the matching `}`.
    private mutating func section(_ statement: (inout XKBParser, ArraySlice<XKBToken>) -> Void) throws {
        if i < tokens.count, case .string = tokens[i] { i += 1 }
        guard i < tokens.count, tokens[i] == .punctuation(UInt8(ascii: "{")) else {
            throw WaylandKeymapError.syntax("a section without its {", offset: offset(i))
        }
        i += 1
        while i < tokens.count && tokens[i] != .punctuation(UInt8(ascii: "}")) {
            let start = i
            var depth = 0
            while i < tokens.count {
                if case .punctuation(let p) = tokens[i] {
                    if p == UInt8(ascii: "{") || p == UInt8(ascii: "[") || p == UInt8(ascii: "(") { depth += 1 }
                    if p == UInt8(ascii: "}") || p == UInt8(ascii: "]") || p == UInt8(ascii: ")") {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if p == UInt8(ascii: ";") && depth == 0 { break }
                }
                i += 1
            }
            // A `]` or `)` closing nothing: the statement can't end and the loop would not move.
            if i < tokens.count, case .punctuation(let p) = tokens[i], p == UInt8(ascii: "]") || p == UInt8(ascii: ")") {
                throw WaylandKeymapError.syntax("an unmatched \(Character(Unicode.Scalar(p)))", offset: offset(i))
            }
            statement(&self, tokens[start..<i])
            if i < tokens.count && tokens[i] == .punctuation(UInt8(ascii: ";")) { i += 1 }
        }
        i += 1 // the closing brace
    }

    // MARK: Sections

    private mutating func keycodeStatement(_ s: ArraySlice<XKBToken>) {
        let t = Array(s)
        if t.count == 3, case .keyName(let name) = t[0], t[1] == .punctuation(UInt8(ascii: "=")),
           case .number(let code) = t[2], code >= 0, code <= 0xffff {
            result.keycodes[name] = UInt32(code)
        } else if t.count == 4, t[0] == .identifier("alias"), case .keyName(let alias) = t[1], case .keyName(let real) = t[3] {
            result.aliases[alias] = real
        }
    }

    private mutating func typeStatement(_ s: ArraySlice<XKBToken>) {
        let t = Array(s)
        guard t.count >= 3, t[0] == .identifier("type"), case .string(let name) = t[1],
              t[2] == .punctuation(UInt8(ascii: "{")) else { return }
        var type = RawType()
        for part in XKBParser.split(t.dropFirst(3).dropLast(), on: UInt8(ascii: ";")) {
            guard case .identifier(let field)? = part.first else { continue }
            if field.lowercased() == "modifiers", let eq = part.firstIndex(of: .punctuation(UInt8(ascii: "="))) {
                type.modifiers = XKBParser.names(part[(eq + 1)...])
            } else if field.lowercased() == "map", let close = part.firstIndex(of: .punctuation(UInt8(ascii: "]"))),
                      close + 2 < part.endIndex, let level = XKBParser.level(part[close + 2]) {
                type.map.append((XKBParser.names(part[(part.startIndex + 2)..<close]), level))
            }
        }
        result.types[name] = type
    }

    private mutating func compatStatement(_ s: ArraySlice<XKBToken>) {
        let t = Array(s)
        guard t.count >= 2, t[0] == .identifier("interpret"), case .identifier(let symbolName) = t[1],
              let symbol = WaylandKeysyms.value(named: symbolName),
              let open = t.firstIndex(of: .punctuation(UInt8(ascii: "{"))) else { return }
        for part in XKBParser.split(t[(open + 1)...].dropLast(), on: UInt8(ascii: ";")) {
            if part.count >= 3, case .identifier(let field) = part[part.startIndex],
               field.lowercased() == "virtualmodifier" || field.lowercased() == "virtualmod",
               case .identifier(let virtual) = part[part.startIndex + 2] {
                result.interprets[symbol] = virtual
            }
        }
    }

    private mutating func symbolsStatement(_ s: ArraySlice<XKBToken>) {
        let t = Array(s)
        if t.count >= 3, t[0] == .identifier("key"), case .keyName(let name) = t[1], t[2] == .punctuation(UInt8(ascii: "{")) {
            result.keys.append((name, XKBParser.key(t[3...].dropLast())))
        } else if t.count >= 3, t[0] == .identifier("modifier_map"), case .identifier(let modifier) = t[1],
                  let bit = WaylandKeymap.realModifiers[modifier.lowercased()] {
            for token in t[2...] {
                if case .keyName(let key) = token, let code = result.keycode(key) {
                    result.modifierMap[code, default: 0] |= bit
                } else if case .identifier(let symbol) = token, let value = WaylandKeysyms.value(named: symbol) {
                    // A keysym: every key that has it at its first level, once all keys are read.
                    result.keysymModifiers[value, default: 0] |= bit
                }
            }
        }
    }

    // MARK: Pieces

    /// A key's body: `[ syms ]` groups in order, `symbols[GroupN]= [ … ]`,
    /// `type= "T"` or `type[GroupN]= "T"`; anything else skipped.
    static func key(_ body: ArraySlice<XKBToken>) -> RawKey {
        var key = RawKey()
        func setGroup(_ g: Int, _ symbols: [UInt32]) {
            guard g >= 0 && g < WaylandKeymap.maximumGroups else { return }
            while key.groups.count <= g { key.groups.append([]) }
            key.groups[g] = symbols
        }
        var nextGroup = 0
        for item in split(body, on: UInt8(ascii: ",")) {
            guard let first = item.first else { continue }
            if first == .punctuation(UInt8(ascii: "[")) {
                setGroup(nextGroup, symbols(item))
                nextGroup += 1
            } else if case .identifier(let field) = first, let eq = item.firstIndex(of: .punctuation(UInt8(ascii: "="))) {
                let group = item[..<eq].compactMap { token -> Int? in
                    if case .identifier(let g) = token, g.lowercased().hasPrefix("group") { return Int(g.dropFirst(5)).map { $0 - 1 } }
                    if case .number(let n) = token { return n - 1 }
                    return nil
                }.first
                switch field.lowercased() {
                case "symbols":
                    setGroup(group ?? nextGroup, symbols(item[(eq + 1)...]))
                    nextGroup = max(nextGroup, (group ?? nextGroup) + 1)
                case "type":
                    guard eq + 1 < item.endIndex, case .string(let name) = item[eq + 1] else { continue }
                    let g = group ?? 0
                    guard g >= 0 && g < WaylandKeymap.maximumGroups else { continue }
                    while key.typeNames.count <= g { key.typeNames.append(nil) }
                    key.typeNames[g] = name
                default: break
                }
            }
        }
        return key
    }

    /// The keysyms of `[ a, A ]` (a level written `{ a, b }` keeps its first).
    static func symbols(_ t: ArraySlice<XKBToken>) -> [UInt32] {
        guard let open = t.firstIndex(of: .punctuation(UInt8(ascii: "["))) else { return [] }
        var out: [UInt32] = []
        for level in split(t[(open + 1)...].prefix { $0 != .punctuation(UInt8(ascii: "]")) }, on: UInt8(ascii: ",")) {
            let value: UInt32
            switch level.first { case .punctuation(UInt8(ascii: "{")): value = keysym(level.dropFirst().first)
            default: value = keysym(level.first) }
            out.append(value)
        }
        return out
    }

    /// A keysym written as a name, a digit (`1` is the keysym of "1") or a number.
    static func keysym(_ token: XKBToken?) -> UInt32 {
        switch token {
        case .identifier(let name): return WaylandKeysyms.value(named: name) ?? 0
        case .number(let n) where n >= 0 && n <= 9: return UInt32(0x30 + n)
        case .number(let n) where n > 9 && n <= 0x1fff_ffff: return UInt32(n)
        default: return 0
        }
    }

    /// Identifiers of a `A+B` expression.
    static func names(_ t: ArraySlice<XKBToken>) -> [String] {
        t.compactMap { if case .identifier(let n) = $0 { return n } else { return nil } }
    }

    /// `Level3` or `3` (as xkbcommon writes it) → 2 (levels count from 0 here).
    static func level(_ token: XKBToken) -> Int? {
        let n: Int?
        switch token {
        case .identifier(let name) where name.lowercased().hasPrefix("level"): n = Int(name.dropFirst(5))
        case .number(let value): n = value
        default: n = nil
        }
        guard let n, n >= 1, n <= WaylandKeymap.maximumLevels else { return nil }
        return n - 1
    }

    /// The parts of `t` between `separator`s at bracket depth 0.
    static func split(_ t: ArraySlice<XKBToken>, on separator: UInt8) -> [ArraySlice<XKBToken>] {
        var parts: [ArraySlice<XKBToken>] = []
        var depth = 0
        var start = t.startIndex
        for j in t.indices {
            guard case .punctuation(let p) = t[j] else { continue }
            if p == UInt8(ascii: "{") || p == UInt8(ascii: "[") || p == UInt8(ascii: "(") { depth += 1 }
            if p == UInt8(ascii: "}") || p == UInt8(ascii: "]") || p == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            if p == separator && depth == 0 {
                parts.append(t[start..<j])
                start = j + 1
            }
        }
        if start < t.endIndex { parts.append(t[start..<t.endIndex]) }
        return parts
    }
}
