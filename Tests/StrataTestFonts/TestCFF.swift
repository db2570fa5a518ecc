/// Builds small `CFF ` tables (version 1, Type 2 charstrings) for the font
/// tests: a name-keyed font with one Private DICT, its local subroutines
/// and the global ones, every INDEX with 4-byte offsets.
///
/// The standard table draws `TestFont`'s glyphs: 0, 1, 5, 6 empty; 2 `A`
/// the square (100, 0)–(600, 500) (a width operand, stem hints and a
/// hint mask first); 3 `V` the cubic (0, 0) → (200, 400), (500, 400) →
/// (700, 0) through a local subroutine; 4 the square (0, 0)–(100, 100) in a
/// global subroutine that ends the glyph.
public struct TestCFF: Sendable {
    /// One charstring per glyph.
    public var charstrings: [[UInt8]]
    /// The global and local subroutines.
    public var globalSubrs: [[UInt8]]
    public var localSubrs: [[UInt8]]

    /// A table with the given charstrings and subroutines.
    public init(charstrings: [[UInt8]], globalSubrs: [[UInt8]] = [], localSubrs: [[UInt8]] = []) {
        self.charstrings = charstrings
        self.globalSubrs = globalSubrs
        self.localSubrs = localSubrs
    }

    /// Type 2 operators by name.
    public enum Op {
        public static let hstemhm: [UInt8] = [18], vstemhm: [UInt8] = [23], hintmask: [UInt8] = [19],
                          rmoveto: [UInt8] = [21], rlineto: [UInt8] = [5], hlineto: [UInt8] = [6], vlineto: [UInt8] = [7],
                          rrcurveto: [UInt8] = [8], callsubr: [UInt8] = [10], callgsubr: [UInt8] = [29],
                          `return`: [UInt8] = [11], endchar: [UInt8] = [14]
    }

    /// A charstring integer (the 3-byte form).
    public static func n(_ v: Int) -> [UInt8] {
        let u = UInt16(bitPattern: Int16(v))
        return [28, UInt8(u >> 8), UInt8(u & 0xFF)]
    }

    /// The table drawing `TestFont`'s glyphs (see the type's description).
    public static let standard = TestCFF(
        charstrings: [
            Op.endchar, Op.endchar,
            n(600) + n(0) + n(500) + Op.hstemhm + n(100) + n(500) + Op.vstemhm + Op.hintmask + [0xC0]
                + n(100) + n(0) + Op.rmoveto + n(500) + n(500) + n(-500) + Op.vlineto + Op.endchar,
            n(0) + n(0) + Op.rmoveto + n(-107) + Op.callsubr + Op.endchar,
            n(-107) + Op.callgsubr,
            Op.endchar, Op.endchar,
        ],
        globalSubrs: [n(0) + n(0) + Op.rmoveto + n(100) + Op.vlineto + n(100) + Op.hlineto + n(-100) + Op.vlineto + Op.endchar],
        localSubrs: [n(200) + n(400) + n(300) + n(0) + n(200) + n(-400) + Op.rrcurveto + Op.return])

    /// An INDEX of `items` with 4-byte offsets.
    public static func index(_ items: [[UInt8]]) -> [UInt8] {
        guard !items.isEmpty else { return [0, 0] }
        var b = Bytes()
        b.u16(UInt16(items.count))
        b.data.append(4)
        var offset = 1
        b.u32(UInt32(offset))
        for item in items {
            offset += item.count
            b.u32(UInt32(offset))
        }
        return b.data + items.joined()
    }

    /// Where the table's parts start, from the start of the table.
    public struct Layout: Sendable {
        /// The INDEXes of global subroutines, charstrings and local subroutines, and the Private DICT.
        public var globalSubrs: Int, charStrings: Int, privateDict: Int, localSubrs: Int
        /// Where item `i` of the INDEX at `index` holding `items` starts.
        public static func item(_ i: Int, of items: [[UInt8]], at index: Int) -> Int {
            index + 3 + 4 * (items.count + 1) + items.prefix(i).reduce(0) { $0 + $1.count }
        }
    }

    /// The table's layout.
    public var layout: Layout {
        let name = Self.index([Array("StrataTest".utf8)])
        let top = 4 + name.count + Self.index([[UInt8](repeating: 0, count: 17)]).count
        let globalSubrs = top + 2   // after the empty String INDEX
        let charStrings = globalSubrs + Self.index(self.globalSubrs).count
        let privateDict = charStrings + Self.index(charstrings).count
        return Layout(globalSubrs: globalSubrs, charStrings: charStrings, privateDict: privateDict,
                      localSubrs: privateDict + (localSubrs.isEmpty ? 0 : 6))
    }

    /// The table.
    public func bytes() -> [UInt8] {
        let l = layout
        func int32(_ v: Int) -> [UInt8] {
            let u = UInt32(bitPattern: Int32(v))
            return [29, UInt8(u >> 24), UInt8(u >> 16 & 0xFF), UInt8(u >> 8 & 0xFF), UInt8(u & 0xFF)]
        }
        let privateDict = localSubrs.isEmpty ? [] : int32(6) + [19]
        let top = int32(l.charStrings) + [17] + int32(privateDict.count) + int32(l.privateDict) + [18]
        var b: [UInt8] = [1, 0, 4, 4]
        b += Self.index([Array("StrataTest".utf8)])
        b += Self.index([top])
        b += [0, 0]
        b += Self.index(globalSubrs)
        b += Self.index(charstrings)
        b += privateDict
        if !localSubrs.isEmpty { b += Self.index(localSubrs) }
        return b
    }
}
