/// Keysym names as an XKB keymap writes them, to values (the table
/// `Scripts/generate-keysym-names` makes from X.Org's keysymdef.h), with
/// the forms xkbcommon also accepts.
enum WaylandKeysyms {
    /// Name → keysym, read from the table once.
    private static let values: [Substring: UInt32] = {
        var values: [Substring: UInt32] = [:]
        for line in WaylandKeysymNames.table.split(separator: "\n") {
            guard let space = line.firstIndex(of: " "),
                  let value = UInt32(line[line.index(after: space)...], radix: 16) else { continue }
            values[line[..<space]] = value
        }
        return values
    }()

    /// The keysym of a name: a keysymdef.h name, `NoSymbol` (0), `Uxxxx`
    /// (Unicode), or `0x…` (a value); `nil` for an unknown name.
    static func value(named name: String) -> UInt32? {
        if let v = values[Substring(name)] { return v }
        if name == "NoSymbol" || name == "VoidSymbol" { return 0 }
        if name.count >= 5, name.count <= 9, name.first == "U", let u = UInt32(name.dropFirst(), radix: 16), u <= 0x10ffff {
            return u >= 0x20 && u < 0x7f || (u >= 0xa0 && u <= 0xff) ? u : 0x0100_0000 + u
        }
        if name.hasPrefix("0x"), name.count <= 10, let v = UInt32(name.dropFirst(2), radix: 16) { return v }
        return nil
    }
}
