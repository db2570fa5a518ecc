/// A view's shadow as one animatable value: colour (premultiplied),
/// opacity, offset and blur radius, each interpolated on its own.
struct ShadowValue: Equatable {
    var color: PremultipliedColor
    var opacity: Double
    var offsetX: Double, offsetY: Double
    var radius: Double

    init(color: PremultipliedColor, opacity: Double, offsetX: Double, offsetY: Double, radius: Double) {
        self.color = color
        self.opacity = opacity
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.radius = radius
    }

    /// The model shadow of `view`.
    @MainActor
    init(_ view: View) {
        self.init(color: PremultipliedColor(view.shadowColor), opacity: view.shadowOpacity,
                  offsetX: view.shadowOffset.width, offsetY: view.shadowOffset.height, radius: view.shadowRadius)
    }
}

extension ShadowValue: PresentationValue {
    static func interpolate(_ a: ShadowValue, _ b: ShadowValue, _ p: Double) -> ShadowValue {
        ShadowValue(color: PremultipliedColor.interpolate(a.color, b.color, p), opacity: a.opacity + (b.opacity - a.opacity) * p,
                    offsetX: a.offsetX + (b.offsetX - a.offsetX) * p, offsetY: a.offsetY + (b.offsetY - a.offsetY) * p,
                    radius: a.radius + (b.radius - a.radius) * p)
    }

    func adding(_ o: ShadowValue) -> ShadowValue {
        ShadowValue(color: color.adding(o.color), opacity: opacity + o.opacity, offsetX: offsetX + o.offsetX,
                    offsetY: offsetY + o.offsetY, radius: radius + o.radius)
    }

    func subtracting(_ o: ShadowValue) -> ShadowValue {
        ShadowValue(color: color.subtracting(o.color), opacity: opacity - o.opacity, offsetX: offsetX - o.offsetX,
                    offsetY: offsetY - o.offsetY, radius: radius - o.radius)
    }
}

extension View {
    /// The shadow shown now while an animation changes it: colour
    /// (straight alpha), opacity, offset and radius; `nil` when none does.
    var presentationShadow: (color: Color, opacity: Double, offset: Size, radius: Double)? {
        guard let state = extras?.presentation, state.shadow.isAnimated else { return nil }
        let v = state.shadow.value
        return (v.color.color, min(max(v.opacity, 0), 1), Size(width: v.offsetX, height: v.offsetY), max(0, v.radius))
    }
}
