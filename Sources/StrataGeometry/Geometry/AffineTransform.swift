/// A two-dimensional affine transform: the counterpart of
/// `CGAffineTransform`, with the same matrix and the same conventions.
///
/// A point `(x, y)` becomes
/// `(a·x + c·y + tx, b·x + d·y + ty)`: the matrix
///
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
///
/// applied to the row vector `(x, y, 1)`. Coordinates grow to the right and
/// downwards, so `init(rotationAngle:)` with a positive angle turns
/// clockwise on screen, as in UIKit.
///
/// ```swift
/// let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
/// Point(x: 1, y: 1).applying(t)   // (12, 2): scaled first, then moved
/// ```
public struct AffineTransform: Sendable, Hashable {
    /// The x scale (and rotation) component.
    public var a: Double
    /// The y shear (and rotation) component.
    public var b: Double
    /// The x shear (and rotation) component.
    public var c: Double
    /// The y scale (and rotation) component.
    public var d: Double
    /// The x translation.
    public var tx: Double
    /// The y translation.
    public var ty: Double

    /// Creates a transform from its six components.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `x` and `y`.
    @inlinable
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` and `y` about the origin.
    @inlinable
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin; positive angles
    /// turn clockwise on screen (y grows downwards), as in UIKit.
    public init(rotationAngle angle: Double) {
        let s = Math.sin(angle), k = Math.cos(angle)
        self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    @inlinable
    public var isIdentity: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
    }

    /// Whether every component is finite (neither infinite nor NaN).
    @inlinable
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The determinant `a·d − b·c`: the factor areas are multiplied by
    /// (negative when the transform mirrors); 0 for a singular transform.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// `self`, then `other`: the transform that applies this one first
    /// and `other` to the result (`CGAffineTransform.concatenating`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation by `x` and `y` followed by this transform
    /// (`CGAffineTransform.translatedBy`: the translation happens in this
    /// transform's input space).
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by `x` and `y` followed by this transform
    /// (`CGAffineTransform.scaledBy`).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians followed by this transform
    /// (`CGAffineTransform.rotated(by:)`).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one, or `nil` when this one is
    /// singular (its determinant is 0, so it flattens the plane onto a
    /// line or a point) or the inverse would not be finite.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        let inverse = AffineTransform(a: d * k, b: -b * k, c: -c * k, d: a * k,
                                      tx: (c * ty - d * tx) * k, ty: (b * tx - a * ty) * k)
        return inverse.isFinite ? inverse : nil
    }
}

extension AffineTransform: CustomStringConvertible {
    /// The components as `[a, b, c, d, tx, ty]`.
    public var description: String {
        "[\(formatCoordinate(a)), \(formatCoordinate(b)), \(formatCoordinate(c)), \(formatCoordinate(d)), "
            + "\(formatCoordinate(tx)), \(formatCoordinate(ty))]"
    }
}

extension Point {
    /// The point moved by `t` (`CGPoint.applying`).
    @inlinable
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Size {
    /// The size as a vector transformed by `t` without its translation
    /// (`CGSize.applying`); the result may be negative.
    @inlinable
    public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension Rect {
    /// The smallest rectangle containing the four corners of this one
    /// moved by `t`: a rotated rectangle becomes its bounding box
    /// (`CGRect.applying`). The null rectangle stays null.
    public func applying(_ t: AffineTransform) -> Rect {
        if isNull { return self }
        let s = standardized
        let p0 = Point(x: s.minX, y: s.minY).applying(t), p1 = Point(x: s.maxX, y: s.minY).applying(t)
        let p2 = Point(x: s.minX, y: s.maxY).applying(t), p3 = Point(x: s.maxX, y: s.maxY).applying(t)
        let x0 = Swift.min(p0.x, p1.x, p2.x, p3.x), x1 = Swift.max(p0.x, p1.x, p2.x, p3.x)
        let y0 = Swift.min(p0.y, p1.y, p2.y, p3.y), y1 = Swift.max(p0.y, p1.y, p2.y, p3.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
