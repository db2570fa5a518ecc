/// An affine transform taken apart for animation: a scale, a shear, a
/// rotation and a translation, each interpolated on its own.
///
/// `transform` puts them back together as: scale by (`scaleX`, `scaleY`),
/// shear x by `shear` times y, rotate by `angle` (clockwise on screen),
/// then translate. `init(_:)` finds the components of any finite
/// transform (exactly: composing them gives the transform back, to
/// rounding); a transform made of a scale, a rotation and a translation
/// has no shear. A mirror shows as a negative `scaleY`.
struct TransformComponents: Sendable, Hashable {
    var translationX: Double
    var translationY: Double
    var scaleX: Double
    var scaleY: Double
    var shear: Double
    /// Radians, `−π…π` after decomposition.
    var angle: Double

    static let identity = TransformComponents(translationX: 0, translationY: 0, scaleX: 1, scaleY: 1, shear: 0, angle: 0)

    init(translationX: Double, translationY: Double, scaleX: Double, scaleY: Double, shear: Double, angle: Double) {
        self.translationX = translationX
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.shear = shear
        self.angle = angle
    }

    /// The components of `t`: the x axis's image gives the scale and the
    /// angle, the y axis's image the shear and the y scale.
    init(_ t: AffineTransform) {
        translationX = t.tx
        translationY = t.ty
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        if sx == 0 {
            scaleX = 0
            angle = 0
            shear = t.c
            scaleY = t.d
            return
        }
        let theta = Math.atan2(t.b, t.a)
        let cosine = t.a / sx, sine = t.b / sx
        scaleX = sx
        angle = theta
        shear = t.c * cosine + t.d * sine
        scaleY = -t.c * sine + t.d * cosine
    }

    /// The transform the components make.
    var transform: AffineTransform {
        if angle == 0 {
            return AffineTransform(a: scaleX, b: 0, c: shear, d: scaleY, tx: translationX, ty: translationY)
        }
        let cosine = Math.cos(angle), sine = Math.sin(angle)
        return AffineTransform(a: scaleX * cosine, b: scaleX * sine,
                               c: shear * cosine - scaleY * sine, d: shear * sine + scaleY * cosine,
                               tx: translationX, ty: translationY)
    }

    /// These components with the angle moved by whole turns so that it is
    /// within half a turn of `target`'s: an animation from here to
    /// `target` then takes the shorter way round.
    func turnedTowards(_ target: TransformComponents) -> TransformComponents {
        var result = self
        let twoPi = 2 * Double.pi
        var delta = target.angle - angle
        delta -= twoPi * (delta / twoPi).rounded()
        result.angle = target.angle - delta
        return result
    }
}

extension TransformComponents: PresentationValue {
    @inline(__always)
    static func interpolate(_ a: TransformComponents, _ b: TransformComponents, _ p: Double) -> TransformComponents {
        TransformComponents(translationX: a.translationX + (b.translationX - a.translationX) * p,
                            translationY: a.translationY + (b.translationY - a.translationY) * p,
                            scaleX: a.scaleX + (b.scaleX - a.scaleX) * p,
                            scaleY: a.scaleY + (b.scaleY - a.scaleY) * p,
                            shear: a.shear + (b.shear - a.shear) * p,
                            angle: a.angle + (b.angle - a.angle) * p)
    }

    @inline(__always)
    func adding(_ o: TransformComponents) -> TransformComponents {
        TransformComponents(translationX: translationX + o.translationX, translationY: translationY + o.translationY,
                            scaleX: scaleX + o.scaleX, scaleY: scaleY + o.scaleY, shear: shear + o.shear,
                            angle: angle + o.angle)
    }

    @inline(__always)
    func subtracting(_ o: TransformComponents) -> TransformComponents {
        TransformComponents(translationX: translationX - o.translationX, translationY: translationY - o.translationY,
                            scaleX: scaleX - o.scaleX, scaleY: scaleY - o.scaleY, shear: shear - o.shear,
                            angle: angle - o.angle)
    }
}

extension PremultipliedColor: PresentationValue {
    // `interpolate` is the colour's own (Geometry/PremultipliedColor.swift).

    @inline(__always)
    func adding(_ o: PremultipliedColor) -> PremultipliedColor {
        PremultipliedColor(red: red + o.red, green: green + o.green, blue: blue + o.blue, alpha: alpha + o.alpha)
    }

    @inline(__always)
    func subtracting(_ o: PremultipliedColor) -> PremultipliedColor {
        PremultipliedColor(red: red - o.red, green: green - o.green, blue: blue - o.blue, alpha: alpha - o.alpha)
    }
}
