import StrataKeysyms

/// A keyboard's layout, read from the XKB text keymap (format v1) a
/// compositor sends with `wl_keyboard.keymap`: which keysym each key
/// types at each group and level, and which modifiers choose the level.
///
/// The subset read: `xkb_keycodes` (key names, aliases), `xkb_types`
/// (`modifiers`, `map[…]`), `xkb_compat` (each `interpret`'s
/// `virtualModifier`, to learn which real modifier `LevelThree`, `NumLock`
/// or `Alt` is), and `xkb_symbols` (`key` with its groups, explicit or
/// inferred types, and `modifier_map`). Actions, indicators, `preserve`,
/// latching and key behaviours are not read: the compositor applies them
/// and sends the resulting modifier masks.
public struct WaylandKeymap: Sendable {
    /// One key type: the modifiers it looks at and the level each
    /// combination chooses (masks of real modifiers).
    struct KeyType: Sendable {
        var modifiers: UInt32
        var levels: [(mask: UInt32, level: Int)]
    }

    /// One key: its keysyms by group then level, and each group's type.
    struct Key: Sendable {
        var groups: [[UInt32]]
        var types: [KeyType]
    }

    /// The largest keymap read (4 MiB; a full `us` keymap is about 60 KiB).
    public static let maximumSize = 1 << 22
    /// The most groups and levels kept per key (XKB has 4 groups; 8 levels
    /// is more than any layout uses).
    static let maximumGroups = 4, maximumLevels = 8

    /// Keys by XKB keycode (evdev code + 8).
    private(set) var keys: [UInt32: Key] = [:]
    /// The real-modifier mask of each virtual modifier (`LevelThree`, …).
    private(set) var virtualModifiers: [String: UInt32] = [:]
    /// The real modifiers of each key (`modifier_map`).
    private(set) var modifierMap: [UInt32: UInt32] = [:]

    /// The real modifier that chooses the third level (AltGr): `LevelThree`'s
    /// mask, not a shortcut modifier even when it is Mod1 or Mod4.
    public var level3Mask: UInt32 { virtualModifiers["LevelThree"] ?? 0 }

    /// Reads a keymap's text.
    /// - Throws: `WaylandKeymapError` when it is not a keymap this reads.
    /// - Complexity: O(bytes); bounded by `maximumSize`.
    public init(text: [UInt8]) throws {
        guard text.count <= WaylandKeymap.maximumSize else { throw WaylandKeymapError.tooLarge(text.count) }
        let (tokens, offsets) = try XKBTokenizer.tokens(text)
        var parser = XKBParser(tokens: tokens, offsets: offsets)
        try parser.parse()
        let raw = parser.result
        virtualModifiers = WaylandKeymap.resolveVirtualModifiers(raw)
        let types = raw.types.mapValues { WaylandKeymap.resolve($0, virtualModifiers: virtualModifiers) }
        modifierMap = raw.modifierMap
        for (name, key) in raw.keys {
            guard let code = raw.keycode(name) else { continue }
            var resolved = Key(groups: [], types: [])
            for (g, levels) in key.groups.prefix(WaylandKeymap.maximumGroups).enumerated() {
                let explicit = g < key.typeNames.count ? key.typeNames[g] ?? key.typeNames.first ?? nil
                                                       : key.typeNames.first ?? nil
                let typeName = explicit ?? WaylandKeymap.automaticType(levels)
                resolved.groups.append(Array(levels.prefix(WaylandKeymap.maximumLevels)))
                resolved.types.append(types[typeName] ?? WaylandKeymap.fallbackType(typeName))
            }
            keys[code] = resolved
        }
    }

    /// The keysym of XKB keycode `keycode` with the effective modifiers
    /// `modifiers` (depressed | latched | locked) in group `group`; 0
    /// (`NoSymbol`) when the key has none there.
    public func keysym(keycode: UInt32, modifiers: UInt32, group: UInt32) -> UInt32 {
        guard let key = keys[keycode], !key.groups.isEmpty else { return 0 }
        let g = Int(group % UInt32(key.groups.count)) // out-of-range groups wrap
        let type = key.types[g]
        let active = modifiers & type.modifiers
        let level = type.levels.first { $0.mask == active }?.level ?? 0
        let symbols = key.groups[g]
        return level < symbols.count ? symbols[level] : 0
    }

    /// The real modifier bit of each name XKB gives them.
    static let realModifiers: [String: UInt32] = [
        "shift": 0x1, "lock": 0x2, "control": 0x4, "mod1": 0x8, "mod2": 0x10, "mod3": 0x20, "mod4": 0x40,
        "mod5": 0x80, "none": 0, "all": 0xff, "any": 0xff,
    ]

    /// Each virtual modifier is the real modifiers of the keys whose
    /// keysyms an `interpret` with that `virtualModifier` names.
    private static func resolveVirtualModifiers(_ raw: XKBParser.Result) -> [String: UInt32] {
        var masks: [String: UInt32] = [:]
        for (name, key) in raw.keys {
            guard let code = raw.keycode(name), let real = raw.modifierMap[code], real != 0 else { continue }
            for symbol in key.groups.joined() {
                if let virtual = raw.interprets[symbol] { masks[virtual, default: 0] |= real }
            }
        }
        return masks
    }

    /// A type with its modifier names made masks; an entry whose named
    /// modifiers are all unbound virtual ones never applies (as xkbcommon).
    private static func resolve(_ raw: XKBParser.RawType, virtualModifiers: [String: UInt32]) -> KeyType {
        func mask(_ names: [String]) -> UInt32 {
            names.reduce(0) { $0 | (realModifiers[$1.lowercased()] ?? virtualModifiers[$1] ?? 0) }
        }
        let levels = raw.map.compactMap { entry -> (mask: UInt32, level: Int)? in
            let m = mask(entry.modifiers)
            let named = !entry.modifiers.allSatisfy { $0.lowercased() == "none" }
            return m == 0 && named ? nil : (m, entry.level)
        }
        return KeyType(modifiers: mask(raw.modifiers), levels: levels)
    }

    /// The type XKB infers for a key written without one.
    static func automaticType(_ levels: [UInt32]) -> String {
        func isCasePair(_ a: UInt32, _ b: UInt32) -> Bool {
            guard a != b, let lower = Keysyms.character(a), let upper = Keysyms.character(b) else { return false }
            return lower != upper && lower.isLowercase && String(lower).uppercased() == String(upper)
        }
        func keypad(_ k: UInt32) -> Bool { (k >= 0xff80 && k <= 0xffbd) || (k >= 0x1100_0000 && k <= 0x1100_ffff) }
        switch levels.count {
        case 0, 1: return "ONE_LEVEL"
        case 2:
            if isCasePair(levels[0], levels[1]) { return "ALPHABETIC" }
            if keypad(levels[0]) || keypad(levels[1]) { return "KEYPAD" }
            return "TWO_LEVEL"
        default:
            if isCasePair(levels[0], levels[1]) {
                return levels.count > 3 && isCasePair(levels[2], levels[3]) ? "FOUR_LEVEL_ALPHABETIC"
                                                                           : "FOUR_LEVEL_SEMIALPHABETIC"
            }
            if keypad(levels[0]) || keypad(levels[1]) { return "FOUR_LEVEL_KEYPAD" }
            return "FOUR_LEVEL"
        }
    }

    /// The standard types, for a keymap that names one without defining
    /// it (real keymaps define them all).
    static func fallbackType(_ name: String) -> KeyType {
        switch name {
        case "TWO_LEVEL", "KEYPAD": return KeyType(modifiers: 0x1, levels: [(0x1, 1)])
        case "ALPHABETIC": return KeyType(modifiers: 0x3, levels: [(0x1, 1), (0x2, 1)])
        default: return KeyType(modifiers: 0, levels: [])
        }
    }
}
