import Strata

extension RasterContext {
    /// Composes `t` with the transforms in effect until the matching
    /// `popTransform`: `t` applies first, then the enclosing ones.
    mutating func pushTransform(_ t: AffineTransform) {
        savedMatrices.append(matrix)
        setMatrix(t.concatenating(matrix))
    }

    /// Restores the transform in effect before the matching `pushTransform`.
    mutating func popTransform() {
        precondition(!savedMatrices.isEmpty, "popTransform without a matching pushTransform")
        setMatrix(savedMatrices.removeLast())
    }

    /// Sets the matrix and sorts it: a uniform positive scale with a
    /// translation keeps shapes axis-aligned (the exact rectangle code
    /// draws them); anything else (rotation, shear, mirror, unequal
    /// scales) is drawn as paths.
    mutating func setMatrix(_ m: AffineTransform) {
        matrix = m
        if m.b == 0, m.c == 0, m.a == m.d, m.a > 0 {
            general = false
            k = m.a
            offsetX = m.tx
            offsetY = m.ty
        } else {
            general = true
            k = (abs(m.determinant)).squareRoot()
            offsetX = 0
            offsetY = 0
        }
    }

    /// The pixel shape of a rectangle in window points under an
    /// axis-aligned matrix (`general == false`). Without a transform it is
    /// exactly `CoverageShape(rect:cornerRadius:scale:)`.
    func axisShape(_ rect: Rect, cornerRadius: Double) -> CoverageShape {
        if offsetX == 0, offsetY == 0, k == scale {
            return CoverageShape(rect: rect, cornerRadius: cornerRadius, scale: scale)
        }
        let s = rect.standardized
        return CoverageShape(x0: s.minX * k + offsetX, y0: s.minY * k + offsetY,
                             x1: s.maxX * k + offsetX, y1: s.maxY * k + offsetY, radius: cornerRadius * k)
    }

    /// The largest factor the matrix stretches a length by: how many
    /// pixels a point can become (for flattening curves and blurs).
    var maximumStretch: Double {
        let m = matrix
        return max((m.a * m.a + m.b * m.b).squareRoot(), (m.c * m.c + m.d * m.d).squareRoot())
    }
}
