/// A CFF or CFF2 `DICT`: operators with their operands (Top DICT, Font
/// DICT, Private DICT).
///
/// Operands are numbers (integers, or reals in packed decimal); an
/// operator ends each entry. Escaped operators (`12 x`) are stored as
/// `1200 + x`. In CFF2 the `blend` operator keeps the default instance's
/// values and drops the deltas.
struct CFFDict {
    /// The entries in file order.
    var entries: [(op: Int, operands: [Double])] = []

    /// `Top DICT` and `Private DICT` operators Strata reads.
    enum Op {
        static let charset = 15, charStrings = 17, privateDict = 18, subrs = 19, vsindex = 22, blend = 23,
                   vstore = 24, charstringType = 1206, ros = 1230, fdArray = 1236, fdSelect = 1237
    }

    /// Parses the whole of `r`. `maximumOperands` is 48 for CFF and 513 for
    /// CFF2; `regions(vsindex)` gives the number of variation regions
    /// (CFF2 `blend`; `nil` for CFF, where `blend` is an error).
    ///
    /// - Complexity: O(bytes).
    init(_ r: FontReader, maximumOperands: Int, regions: ((Int) throws(FontError) -> Int)? = nil) throws(FontError) {
        var stack: [Double] = []
        var o = 0
        var vsindex = 0
        while o < r.count {
            let b0 = Int(try r.u8(o))
            if b0 <= 21 || b0 == 22 || b0 == 23 || b0 == 24 {
                var op = b0
                if b0 == 12 {
                    op = 1200 + Int(try r.u8(o + 1))
                    o += 1
                }
                if op == Op.blend {
                    guard let regions else { throw r.error(o, "blend in a CFF DICT") }
                    try CFFDict.blend(&stack, regions: regions(vsindex), r, o)
                } else {
                    if op == Op.vsindex, let v = stack.last { vsindex = Int(v) }
                    entries.append((op, stack))
                    stack.removeAll(keepingCapacity: true)
                }
                o += 1
                continue
            }
            guard stack.count < maximumOperands else { throw r.error(o, "more than \(maximumOperands) DICT operands") }
            switch b0 {
            case 28:
                stack.append(Double(try r.i16(o + 1)))
                o += 3
            case 29:
                stack.append(Double(Int32(bitPattern: try r.u32(o + 1))))
                o += 5
            case 30:
                let (value, next) = try CFFDict.real(r, o + 1)
                stack.append(value)
                o = next
            case 32...246:
                stack.append(Double(b0 - 139))
                o += 1
            case 247...250:
                stack.append(Double((b0 - 247) * 256 + Int(try r.u8(o + 1)) + 108))
                o += 2
            case 251...254:
                stack.append(Double(-(b0 - 251) * 256 - Int(try r.u8(o + 1)) - 108))
                o += 2
            default:
                throw r.error(o, "byte \(b0) is not a DICT operand or operator")
            }
        }
    }

    /// CFF2 `blend` at the default instance: of `n·(k+1)` operands before
    /// the count `n`, keeps the first `n` (the defaults), drops the deltas.
    static func blend(_ stack: inout [Double], regions k: Int, _ r: FontReader, _ o: Int) throws(FontError) {
        guard let last = stack.popLast(), last >= 0, last <= Double(stack.count) else {
            throw r.error(o, "blend without a valid count")
        }
        let n = Int(last)
        let (total, overflow) = n.multipliedReportingOverflow(by: k + 1)
        guard !overflow, total <= stack.count else { throw r.error(o, "blend of \(n) values needs more operands") }
        stack.removeLast(total - n)
    }

    /// A packed-decimal real starting at `o`: its value and the offset after it.
    static func real(_ r: FontReader, _ start: Int) throws(FontError) -> (Double, Int) {
        var mantissa = 0.0, fractionDigits = 0, exponent = 0, exponentSign = 1, negative = false
        var inFraction = false, inExponent = false
        var o = start
        while true {
            let byte = try r.u8(o)
            o += 1
            for nibble in [Int(byte >> 4), Int(byte & 0xF)] {
                switch nibble {
                case 0...9:
                    if inExponent {
                        exponent = min(exponent * 10 + nibble, 1000)
                    } else {
                        mantissa = mantissa * 10 + Double(nibble)
                        if inFraction { fractionDigits += 1 }
                    }
                case 0xA: inFraction = true
                case 0xB: inExponent = true
                case 0xC: inExponent = true; exponentSign = -1
                case 0xE: negative = true
                case 0xF:
                    var value = mantissa
                    var e = exponentSign * exponent - fractionDigits
                    while e > 0 { value *= 10; e -= 1 }
                    while e < 0 { value /= 10; e += 1 }
                    return (negative ? -value : value, o)
                default: throw r.error(o - 1, "reserved nibble in a DICT real")
                }
            }
        }
    }

    /// The operands of the last entry for `op`, or `nil`.
    func operands(_ op: Int) -> [Double]? {
        entries.last { $0.op == op }?.operands
    }

    /// The single integer operand of `op` (the last one of several), or `nil`.
    func int(_ op: Int) -> Int? {
        guard let v = operands(op)?.last, v.isFinite, abs(v) < 1e9 else { return nil }
        return Int(v)
    }
}
