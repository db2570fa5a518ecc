extension View {
    /// Whether hit testing follows the view's filled path instead of its
    /// bounds, for a view that draws one (`ShapeView`: a point inside the
    /// bounds but outside the path misses it, and goes to the views
    /// behind); `false` by default. Other views ignore it.
    public var hitTestsPath: Bool {
        get { extras?.touchSettings?.hitTestsPath ?? false }
        set { if newValue != hitTestsPath { mutableExtras.mutableTouchSettings.hitTestsPath = newValue } }
    }
}
