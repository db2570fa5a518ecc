extension View {
    /// The radius of the view's rounded corners when drawn (UIKit's
    /// `layer.cornerRadius`); 0 for square corners.
    public var cornerRadius: Double {
        get { extras?.cornerRadius ?? 0 }
        set { setLayerLength(\.cornerRadius, newValue) }
    }

    /// The width of the border drawn inside the view's bounds (UIKit's
    /// `layer.borderWidth`); 0 for none.
    public var borderWidth: Double {
        get { extras?.borderWidth ?? 0 }
        set { setLayerLength(\.borderWidth, newValue) }
    }

    /// The colour of the border (UIKit's `layer.borderColor`), black by
    /// default. Changes inside an animation block animate.
    public var borderColor: Color {
        get { extras?.appearance?.borderColor ?? .black }
        set {
            willChangeAnimatableEffect()
            mutableExtras.mutableAppearance.borderColor = newValue
        }
    }

    /// Stores a corner radius or border width (negative values as 0). The
    /// default on a view without extras stores nothing: a `ViewExtras` is
    /// 200-odd bytes, and every view drawn with one reads it.
    private func setLayerLength(_ field: ReferenceWritableKeyPath<ViewExtras, Double>, _ newValue: Double) {
        let value = max(0, newValue)
        if value == 0, extras == nil { return }
        mutableExtras[keyPath: field] = value
    }
}
