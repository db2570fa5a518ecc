/// Arabic-style joining (Arabic, Syriac, N'Ko, Mongolian…): each letter's
/// form (`isol`, `fina`, `fin2`, `fin3`, `medi`, `med2`, `init`) from the
/// joining types of `ArabicShaping.txt`, by HarfBuzz's state machine
/// (`arabic_joining` in `hb-ot-shaper-arabic.cc`).
enum ArabicJoining {
    /// The form features, in action order (action 1 = `isol` …); action 0: none.
    static let features = ["isol", "fina", "fin2", "fin3", "medi", "med2", "init"]
    static let none: UInt8 = 0, isol: UInt8 = 1, fina: UInt8 = 2, fin2: UInt8 = 3, fin3: UInt8 = 4
    static let medi: UInt8 = 5, med2: UInt8 = 6, initial: UInt8 = 7

    /// The joining type column of `u`: U 0, L 1, R 2, D 3 (C too), ALAPH 4, DALATH RISH 5, T 7.
    static func joiningType(_ u: UInt32, _ category: ShapingData.Category) -> Int {
        let t = Int(ShapingData.joining[min(u, 0x10FFFF)])
        if t != 8 { return t }
        return category == .nonspacingMark || category == .enclosingMark || category == .format ? 7 : 0
    }

    /// (previous glyph's action, this glyph's action, next state) by state and joining type.
    static let table: [[(UInt8, UInt8, Int)]] = [
        [(none, none, 0), (none, isol, 2), (none, isol, 1), (none, isol, 2), (none, isol, 1), (none, isol, 6)],
        [(none, none, 0), (none, isol, 2), (none, isol, 1), (none, isol, 2), (none, fin2, 5), (none, isol, 6)],
        [(none, none, 0), (none, isol, 2), (initial, fina, 1), (initial, fina, 3), (initial, fina, 4), (initial, fina, 6)],
        [(none, none, 0), (none, isol, 2), (medi, fina, 1), (medi, fina, 3), (medi, fina, 4), (medi, fina, 6)],
        [(none, none, 0), (none, isol, 2), (med2, isol, 1), (med2, isol, 2), (med2, fin2, 5), (med2, isol, 6)],
        [(none, none, 0), (none, isol, 2), (isol, isol, 1), (isol, isol, 2), (isol, fin2, 5), (isol, isol, 6)],
        [(none, none, 0), (none, isol, 2), (none, isol, 1), (none, isol, 2), (none, fin3, 5), (none, isol, 6)],
    ]

    /// Sets each glyph's `action` to its joining form.
    static func apply(_ buffer: ShapingBuffer) {
        var prev = -1, state = 0
        for i in 0..<buffer.count {
            let type = joiningType(buffer.info[i].codepoint, buffer.info[i].category)
            if type == 7 { buffer.info[i].action = none; continue }
            let entry = table[state][type]
            if entry.0 != none && prev >= 0 { buffer.info[prev].action = entry.0 }
            buffer.info[i].action = entry.1
            prev = i
            state = entry.2
        }
    }
}
