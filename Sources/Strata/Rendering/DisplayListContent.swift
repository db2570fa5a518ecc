/// How a kind of view draws content of its own into the display list,
/// above its background and below its subviews (`Window.displayList`).
/// The display list builder knows views only through this protocol:
/// `Label` adopts it in its own folder (`Label+DisplayListContent.swift`),
/// and a new kind of view that draws adopts it without editing the builder.
@MainActor
protocol DisplayListContent: View {
    /// Whether the view shows content now; outline mode
    /// (`outliningUncolouredViews`) leaves such a view without an outline.
    var showsDisplayListContent: Bool { get }

    /// Appends the view's content to `commands`; `topLeft` is the top-left
    /// corner of its frame in window coordinates, `opacity` the product of
    /// the alphas from the root down.
    func appendDisplayListContent(to commands: inout [DisplayCommand], at topLeft: Point, opacity: Double)

    /// Appends the view's content drawn in `rect`, its frame in window
    /// coordinates (at the size drawn: the presentation size while an
    /// animation runs). The default calls `appendDisplayListContent(to:at:opacity:)`
    /// with the rectangle's top-left corner; views whose content follows
    /// their size (`ImageView`) implement this one.
    func appendDisplayListContent(to commands: inout [DisplayCommand], in rect: Rect, opacity: Double)
}

extension DisplayListContent {
    func appendDisplayListContent(to commands: inout [DisplayCommand], in rect: Rect, opacity: Double) {
        appendDisplayListContent(to: &commands, at: rect.origin, opacity: opacity)
    }
}
