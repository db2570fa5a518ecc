import StrataGeometry

/// Runs a Type 2 (CFF) or CFF2 charstring and records the outline it
/// draws as segments: `move`, `line`, `cubic`, and `close` before each
/// new contour and at the end.
///
/// Hint operators are read and ignored (their stems counted, so the bytes
/// of `hintmask` and `cntrmask` are skipped correctly); the advance width
/// a CFF charstring may start with is dropped (advances come from `hmtx`);
/// CFF2's `blend` keeps the default instance's values. Interpretation is
/// bounded: at most 48 operands (513 for CFF2), subroutines nested at most
/// 10 deep, at most `maximumOperators` operators per glyph, subroutines
/// and `seac` accents included. Anything beyond, or any malformed
/// charstring, is a `FontError` with the table and the offset of the byte.
///
/// The path follows fontTools' `T2OutlineExtractor`: a line or curve
/// before any move starts a contour at the current point, and each
/// contour is closed when the next starts or the glyph ends.
struct CharstringInterpreter {
    /// The most operators (numbers not counted) one glyph may execute.
    static let maximumOperators = 1 << 16
    /// The deepest subroutine nesting.
    static let maximumSubroutineDepth = 10

    let cff: CFFTable
    /// The bytes of the whole buffer the table lies in.
    let bytes: [UInt8]
    /// The operand stack and its limit.
    var stack: [Double] = []
    let maximumStack: Int
    /// The current point.
    var x = 0.0, y = 0.0
    /// Whether a contour is open.
    var open = false
    /// The outline so far.
    var segments: [GlyphOutline.Segment] = []
    /// Stems declared, the bytes of a hint mask once the first is seen,
    /// and whether the first stack-clearing operator (the one that may carry
    /// the width) has been seen.
    var stems = 0, maskBytes: Int?, sawWidth = false
    /// Operators executed so far (against `maximumOperators`).
    var operators = 0
    /// CFF2: the regions of the current variation data.
    var regions = 0
    /// The transient array of the arithmetic operators (allocated by the first `put` or `get`).
    var transient: [Double] = []
    /// The state of the `random` operator (a fixed sequence, so outlines are deterministic).
    var seed: UInt32 = 0x2545_F491
    /// The local subroutines of the glyph's Font DICT.
    var local: CFFTable.Private
    /// Whether `endchar` was reached.
    var ended = false

    init(_ cff: CFFTable) {
        self.cff = cff
        bytes = cff.table.bytes
        maximumStack = cff.isCFF2 ? 513 : 48
        local = cff.fonts[0]
        stack.reserveCapacity(maximumStack)
        segments.reserveCapacity(64)
    }

    /// An error at the absolute buffer position `at`.
    func error(_ at: Int, _ problem: String) -> FontError {
        cff.table.error(at - cff.table.start, problem)
    }

    /// Interprets glyph `glyph`'s charstring, appending its outline to `segments`.
    ///
    /// `accents` is false inside a `seac` component, which may not have its own.
    mutating func run(glyph: Int, accents: Bool = true) throws(FontError) {
        let item = try cff.charStrings.range(glyph)
        local = try cff.font(of: glyph)
        if cff.isCFF2 { regions = cff.regionCounts.indices.contains(local.vsindex) ? cff.regionCounts[local.vsindex] : 0 }
        try execute(item, depth: 0, accents: accents)
        closePath()
    }

    /// Executes the charstring at `item` (offsets relative to the table).
    mutating func execute(_ item: (offset: Int, length: Int), depth: Int, accents: Bool) throws(FontError) {
        var i = cff.table.start + item.offset
        let end = i + item.length
        while i < end, !ended {
            let b0 = Int(bytes[i])
            if b0 >= 32 || b0 == 28 {
                guard stack.count < maximumStack else { throw error(i, "more than \(maximumStack) charstring operands") }
                switch b0 {
                case 32...246:
                    stack.append(Double(b0 - 139))
                    i += 1
                case 247...250:
                    guard i + 1 < end else { throw error(i, "charstring ends inside a number") }
                    stack.append(Double((b0 - 247) * 256 + Int(bytes[i + 1]) + 108))
                    i += 2
                case 251...254:
                    guard i + 1 < end else { throw error(i, "charstring ends inside a number") }
                    stack.append(Double(-(b0 - 251) * 256 - Int(bytes[i + 1]) - 108))
                    i += 2
                case 28:
                    guard i + 2 < end else { throw error(i, "charstring ends inside a number") }
                    stack.append(Double(Int16(bitPattern: UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i + 2]))))
                    i += 3
                default:   // 255: a 16.16 fixed-point number
                    guard i + 4 < end else { throw error(i, "charstring ends inside a number") }
                    let v = UInt32(bytes[i + 1]) << 24 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 8 | UInt32(bytes[i + 4])
                    stack.append(Double(Int32(bitPattern: v)) / 65536)
                    i += 5
                }
                continue
            }
            operators += 1
            guard operators <= Self.maximumOperators else {
                throw error(i, "glyph executes more than \(Self.maximumOperators) charstring operators")
            }
            let at = i
            var op = b0
            i += 1
            if b0 == 12 {
                guard i < end else { throw error(at, "charstring ends inside an escaped operator") }
                op = 1200 + Int(bytes[i])
                i += 1
            }
            switch op {
            case 10, 29:   // callsubr, callgsubr
                let subrs = op == 10 ? local.subrs : cff.globalSubrs
                guard let n = stack.popLast(), let k = Int(exactly: n) else { throw error(at, "subroutine call without an integer number") }
                let index = k + CFFTable.bias(subrs.count)
                guard index >= 0, index < subrs.count else { throw error(at, "subroutine \(k) does not exist (\(subrs.count))") }
                guard depth < Self.maximumSubroutineDepth else {
                    throw error(at, "subroutines nested more than \(Self.maximumSubroutineDepth) deep")
                }
                try execute(subrs.range(index), depth: depth + 1, accents: accents)
            case 11:   // return
                guard depth > 0 else { throw error(at, "return outside a subroutine") }
                return
            case 19, 20:   // hintmask, cntrmask
                if maskBytes == nil {
                    countStems()
                    maskBytes = (stems + 7) / 8
                }
                i += maskBytes ?? 0
                guard i <= end else { throw error(at, "hint mask goes past the end of the charstring") }
            case 1, 3, 18, 23:   // hstem, vstem, hstemhm, vstemhm
                countStems()
            case 14:   // endchar
                closePath()
                let args = popWidth(odd: false)
                stack.removeAll(keepingCapacity: true)
                if !args.isEmpty {
                    guard args.count == 4, accents else { throw error(at, "endchar with \(args.count) operands") }
                    try accent(args, at: at)
                }
                ended = true
            case 15 where cff.isCFF2:   // vsindex
                guard let v = stack.popLast(), let k = Int(exactly: v), cff.regionCounts.indices.contains(k) else {
                    throw error(at, "vsindex names no variation data")
                }
                regions = cff.regionCounts[k]
            case 16 where cff.isCFF2:   // blend
                guard let last = stack.popLast(), let n = Int(exactly: last), n >= 0 else { throw error(at, "blend without a count") }
                let (total, overflow) = n.multipliedReportingOverflow(by: regions + 1)
                guard !overflow, total <= stack.count else { throw error(at, "blend of \(n) values needs more operands") }
                stack.removeLast(total - n)
            case 1203, 1204, 1205, 1209...1212, 1214, 1215, 1218, 1220...1224, 1226...1230:
                try arithmetic(op, at: at)
            default:
                try path(op, at: at)
            }
        }
    }

    /// Pops the stack for the first stack-clearing operator, dropping the
    /// width a CFF charstring may put first: present when the count's
    /// parity is `odd` (an extra operand). CFF2 charstrings have none.
    mutating func popWidth(odd: Bool) -> ArraySlice<Double> {
        var args = stack[...]
        if !sawWidth {
            sawWidth = true
            if !cff.isCFF2, (args.count % 2 == 1) != odd, !args.isEmpty { args = args.dropFirst() }
        }
        return args
    }

    /// A hint operator: counts its stems and clears the stack.
    mutating func countStems() {
        stems += popWidth(odd: false).count / 2
        stack.removeAll(keepingCapacity: true)
    }

    /// Closes the open contour, if any.
    mutating func closePath() {
        if open { segments.append(.close) }
        open = false
    }

    mutating func moveBy(_ dx: Double, _ dy: Double) {
        x += dx
        y += dy
        segments.append(.move(Point(x: x, y: y)))
        open = true
    }

    mutating func lineBy(_ dx: Double, _ dy: Double) {
        if !open { moveBy(0, 0) }
        x += dx
        y += dy
        segments.append(.line(Point(x: x, y: y)))
    }

    mutating func curveBy(_ dxa: Double, _ dya: Double, _ dxb: Double, _ dyb: Double, _ dxc: Double, _ dyc: Double) {
        if !open { moveBy(0, 0) }
        let a = Point(x: x + dxa, y: y + dya)
        let b = Point(x: a.x + dxb, y: a.y + dyb)
        x = b.x + dxc
        y = b.y + dyc
        segments.append(.cubic(control1: a, control2: b, to: Point(x: x, y: y)))
    }
}
