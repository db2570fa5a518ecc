import StrataGeometry

/// The `transform` attribute (and `gradientTransform`): a list of
/// `matrix`, `translate`, `scale`, `rotate` (with or without a centre),
/// `skewX` and `skewY`, applied right to left as SVG says. A malformed
/// list gives nil, so the element is drawn untransformed (and warned about).
enum SVGTransform {
    static func parse(_ text: String) -> AffineTransform? {
        var s = SVGScanner(text)
        var result = AffineTransform.identity
        var count = 0
        while true {
            s.skipSeparator()
            guard !s.isAtEnd else { return result }
            let nameStart = s.index
            while let b = s.peek, (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) {
                s.index += 1
            }
            let name = String(decoding: s.bytes[nameStart..<s.index], as: UTF8.self)
            s.skipSpace()
            guard s.peek == UInt8(ascii: "(") else { return nil }
            s.index += 1
            var arguments: [Double] = []
            while arguments.count < 6, let n = s.listNumber() { arguments.append(n) }
            s.skipSpace()
            guard s.peek == UInt8(ascii: ")") else { return nil }
            s.index += 1
            count += 1
            guard count <= 256, let t = transform(name, arguments) else { return nil }
            result = t.concatenating(result)
        }
    }

    private static func radians(_ degrees: Double) -> Double {
        degrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180
    }

    private static func transform(_ name: String, _ v: [Double]) -> AffineTransform? {
        switch (name, v.count) {
        case ("matrix", 6):
            return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case ("translate", 1), ("translate", 2):
            return AffineTransform(translationX: v[0], y: v.count == 2 ? v[1] : 0)
        case ("scale", 1), ("scale", 2):
            return AffineTransform(scaleX: v[0], y: v.count == 2 ? v[1] : v[0])
        case ("rotate", 1):
            return AffineTransform(rotationAngle: radians(v[0]))
        case ("rotate", 3):
            return AffineTransform(translationX: -v[1], y: -v[2])
                .concatenating(AffineTransform(rotationAngle: radians(v[0])))
                .concatenating(AffineTransform(translationX: v[1], y: v[2]))
        case ("skewX", 1):
            let a = radians(v[0])
            return AffineTransform(a: 1, b: 0, c: Math.sin(a) / Math.cos(a), d: 1, tx: 0, ty: 0)
        case ("skewY", 1):
            let a = radians(v[0])
            return AffineTransform(a: 1, b: Math.sin(a) / Math.cos(a), c: 0, d: 1, tx: 0, ty: 0)
        default:
            return nil
        }
    }
}
