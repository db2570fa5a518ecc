extension CharstringInterpreter {
    /// The path operators (moves, lines, curves, flex); any other operator
    /// clears the stack, as fontTools does with operators it does not know.
    ///
    /// Operand counts must be those the Type 2 specification gives (for
    /// the optional ones, as fontTools reads them); otherwise a `FontError`.
    mutating func path(_ op: Int, at: Int) throws(FontError) {
        defer { stack.removeAll(keepingCapacity: true) }
        func need(_ ok: Bool) throws(FontError) {
            if !ok { throw error(at, "operator \(op) has the wrong number of operands (\(stack.count))") }
        }
        switch op {
        case 21:   // rmoveto
            let a = popWidth(odd: false)
            try need(a.count >= 2)
            closePath()
            moveBy(a[a.startIndex], a[a.startIndex + 1])
        case 22, 4:   // hmoveto, vmoveto
            let a = popWidth(odd: true)
            try need(a.count >= 1)
            closePath()
            if op == 22 { moveBy(a[a.startIndex], 0) } else { moveBy(0, a[a.startIndex]) }
        case 5:   // rlineto
            let a = stack
            try need(a.count % 2 == 0)
            for k in stride(from: 0, to: a.count, by: 2) { lineBy(a[k], a[k + 1]) }
        case 6, 7:   // hlineto, vlineto
            var horizontal = op == 6
            for v in stack {
                if horizontal { lineBy(v, 0) } else { lineBy(0, v) }
                horizontal.toggle()
            }
        case 8:   // rrcurveto
            let a = stack
            try need(a.count % 6 == 0)
            for k in stride(from: 0, to: a.count, by: 6) { curveBy(a[k], a[k + 1], a[k + 2], a[k + 3], a[k + 4], a[k + 5]) }
        case 24:   // rcurveline
            let a = stack
            try need(a.count >= 2 && (a.count - 2) % 6 == 0)
            for k in stride(from: 0, to: a.count - 2, by: 6) { curveBy(a[k], a[k + 1], a[k + 2], a[k + 3], a[k + 4], a[k + 5]) }
            lineBy(a[a.count - 2], a[a.count - 1])
        case 25:   // rlinecurve
            let a = stack
            try need(a.count >= 6 && a.count % 2 == 0)
            for k in stride(from: 0, to: a.count - 6, by: 2) { lineBy(a[k], a[k + 1]) }
            let k = a.count - 6
            curveBy(a[k], a[k + 1], a[k + 2], a[k + 3], a[k + 4], a[k + 5])
        case 26, 27:   // vvcurveto, hhcurveto
            let a = stack
            var k = a.count % 2
            var first = k == 1 ? a[0] : 0
            try need((a.count - k) % 4 == 0)
            while k < a.count {
                if op == 26 {
                    curveBy(first, a[k], a[k + 1], a[k + 2], 0, a[k + 3])
                } else {
                    curveBy(a[k], first, a[k + 1], a[k + 2], a[k + 3], 0)
                }
                first = 0
                k += 4
            }
        case 30, 31:   // vhcurveto, hvcurveto
            let a = stack
            var k = 0
            var vertical = op == 30
            while k < a.count {
                try need(a.count - k >= 4)
                let last = a.count - k == 5 ? a[k + 4] : 0
                if vertical {
                    curveBy(0, a[k], a[k + 1], a[k + 2], a[k + 3], last)
                } else {
                    curveBy(a[k], 0, a[k + 1], a[k + 2], last, a[k + 3])
                }
                k += a.count - k == 5 ? 5 : 4
                vertical.toggle()
            }
        case 1235:   // flex
            let a = stack
            try need(a.count == 13)
            curveBy(a[0], a[1], a[2], a[3], a[4], a[5])
            curveBy(a[6], a[7], a[8], a[9], a[10], a[11])
        case 1234:   // hflex
            let a = stack
            try need(a.count == 7)
            curveBy(a[0], 0, a[1], a[2], a[3], 0)
            curveBy(a[4], 0, a[5], -a[2], a[6], 0)
        case 1236:   // hflex1
            let a = stack
            try need(a.count == 9)
            let dy6 = -(a[1] + a[3] + 0 + 0 + a[7])
            curveBy(a[0], a[1], a[2], a[3], a[4], 0)
            curveBy(a[5], 0, a[6], a[7], a[8], dy6)
        case 1237:   // flex1
            let a = stack
            try need(a.count == 11)
            let dx = a[0] + a[2] + a[4] + a[6] + a[8], dy = a[1] + a[3] + a[5] + a[7] + a[9]
            let (dx6, dy6) = abs(dx) > abs(dy) ? (a[10], -dy) : (-dx, a[10])
            curveBy(a[0], a[1], a[2], a[3], a[4], a[5])
            curveBy(a[6], a[7], a[8], a[9], dx6, dy6)
        default:
            break
        }
    }
}
