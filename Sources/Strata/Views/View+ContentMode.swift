extension View {
    /// How the view places its content in its bounds when their sizes
    /// differ (UIKit's `contentMode`; `.scaleToFill` by default). An
    /// `ImageView` places its image with it; a plain view has no content
    /// to place.
    public var contentMode: ContentMode {
        get { extras?.appearance?.contentMode ?? .scaleToFill }
        set { mutableExtras.mutableAppearance.contentMode = newValue }
    }
}
