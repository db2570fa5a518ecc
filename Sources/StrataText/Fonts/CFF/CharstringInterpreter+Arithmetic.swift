extension CharstringInterpreter {
    /// The Type 2 arithmetic, storage and conditional operators (`and`,
    /// `or`, `not`, `abs`, `add`, `sub`, `div`, `neg`, `eq`, `drop`, `put`,
    /// `get`, `ifelse`, `random`, `mul`, `sqrt`, `dup`, `exch`, `index`,
    /// `roll`), which work on the stack without clearing it. `random`
    /// returns a fixed pseudo-random sequence, so outlines are deterministic.
    mutating func arithmetic(_ op: Int, at: Int) throws(FontError) {
        func pop() throws(FontError) -> Double {
            guard let v = stack.popLast() else { throw error(at, "operator 12 \(op - 1200) needs more operands") }
            return v
        }
        func push(_ v: Double) throws(FontError) {
            guard stack.count < maximumStack else { throw error(at, "more than \(maximumStack) charstring operands") }
            stack.append(v.isFinite ? v : 0)
        }
        if transient.isEmpty { transient = [Double](repeating: 0, count: 32) }
        func slot(_ v: Double) throws(FontError) -> Int {
            guard let k = Int(exactly: v), transient.indices.contains(k) else { throw error(at, "transient array index \(v)") }
            return k
        }
        switch op {
        case 1203: let b = try pop(), a = try pop(); try push(a != 0 && b != 0 ? 1 : 0)
        case 1204: let b = try pop(), a = try pop(); try push(a != 0 || b != 0 ? 1 : 0)
        case 1205: try push(try pop() == 0 ? 1 : 0)
        case 1209: try push(abs(try pop()))
        case 1210: let b = try pop(), a = try pop(); try push(a + b)
        case 1211: let b = try pop(), a = try pop(); try push(a - b)
        case 1212: let b = try pop(), a = try pop(); try push(b == 0 ? 0 : a / b)
        case 1214: try push(-(try pop()))
        case 1215: let b = try pop(), a = try pop(); try push(a == b ? 1 : 0)
        case 1218: _ = try pop()
        case 1220: let k = try slot(try pop()); transient[k] = try pop()
        case 1221: try push(transient[try slot(try pop())])
        case 1222:
            let v2 = try pop(), v1 = try pop(), s2 = try pop(), s1 = try pop()
            try push(v1 <= v2 ? s1 : s2)
        case 1223:
            seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5
            try push(Double(seed % 65535 + 1) / 65536)
        case 1224: let b = try pop(), a = try pop(); try push(a * b)
        case 1226: let a = try pop(); try push(a < 0 ? 0 : a.squareRoot())
        case 1227: let a = try pop(); try push(a); try push(a)
        case 1228: let b = try pop(), a = try pop(); try push(b); try push(a)
        case 1229:
            let i = try pop()
            guard let k = Int(exactly: i < 0 ? 0 : i), k < stack.count else { throw error(at, "index \(i) is past the stack") }
            try push(stack[stack.count - 1 - k])
        default:   // 1230 roll
            let j = try pop(), n = try pop()
            guard let count = Int(exactly: n), count > 0, count <= stack.count, let shift = Int(exactly: j) else {
                throw error(at, "roll of \(n) by \(j)")
            }
            let base = stack.count - count
            let part = Array(stack[base...])
            let s = ((shift % count) + count) % count
            for k in 0..<count { stack[base + (k + s) % count] = part[k] }
        }
    }
}
