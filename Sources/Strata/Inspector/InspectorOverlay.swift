/// What `Window.isInspecting` draws above the views.
@MainActor
final class InspectorOverlay: DisplayListOverlay {
    /// The outline around every visible view: a light blue, one point.
    static let outlineColor = Color(red: 0.0, green: 0.6, blue: 1.0)
    /// The inspected view's fill (translucent) and border.
    static let highlightColor = Color(red: 0.0, green: 0.6, blue: 1.0, alpha: 0.25)
    /// The panel's background and text colours; broken constraints in red.
    static let panelColor = Color(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.9)
    static let textColor = Color(red: 1, green: 1, blue: 1)
    static let brokenColor = Color(red: 1.0, green: 0.35, blue: 0.3)
    /// The baselines of a view that has its own (a label), one point lines across it.
    static let baselineColor = Color(red: 1.0, green: 0.2, blue: 0.8)
    /// The panel's font size and padding, in points.
    static let fontSize = 10.0
    static let padding = 6.0

    /// The host's frame timings, oldest first (at most `Window.inspectorFrameCount`).
    var timings: [FrameTiming] = []
    /// The last ambiguity probe's answer and the solution it was for.
    var cachedAmbiguity: AmbiguityCache?

    /// What `ambiguousParts(in:)` keeps between frames.
    struct AmbiguityCache {
        weak var engine: LayoutEngine?
        let solution: Int
        let parts: [(view: WeakView, parts: [String])]
    }

    /// A view held weakly.
    struct WeakView {
        weak var view: View?
    }

    /// The view `Window.walkInspector(_:)` chose, kept while the pointer
    /// stays over `hoveredAtPin` (the view it was over then).
    private(set) weak var pinned: View?
    private weak var hoveredAtPin: View?
    private var hoveredWasNil = true

    /// Pins `view` as the inspected view while the pointer stays over `hovered`.
    func pin(_ view: View, hovered: View?) {
        pinned = view
        hoveredAtPin = hovered
        hoveredWasNil = hovered == nil
    }

    /// The pinned view, if it is still in `window` and the pointer has not
    /// moved onto another view since it was pinned.
    func pinnedView(in window: Window) -> View? {
        guard let view = pinned, view.window === window else { return nil }
        let hovered = window.hoveredView
        let stillOver = hoveredWasNil ? hovered == nil : (hovered != nil && hovered === hoveredAtPin)
        guard stillOver else {
            pinned = nil
            return nil
        }
        return view
    }

    /// Outlines, the frame-time bars (when the host records timings), the
    /// broken constraints and ambiguous views in red, then the highlight
    /// (with the baselines of a view that has its own, such as a label) and the panel.
    /// - Complexity: O(visible views + cells of the constraint system + the
    ///   inspected view's constraints).
    func overlayCommands(for window: Window) -> [DisplayCommand] {
        var commands: [DisplayCommand] = []
        appendOutlines(of: window.rootView, to: &commands)
        appendFrameBars(width: window.size.width, to: &commands)
        appendProblems(in: window, to: &commands)
        guard let view = window.inspectedView else { return commands }
        let frame = view.convert(view.bounds, to: nil)
        commands.append(.rect(RectCommand(rect: frame, fill: Self.highlightColor, borderWidth: 2,
                                          borderColor: Self.outlineColor)))
        if Self.hasOwnBaselines(view) {
            for y in Self.baselines(of: view, in: frame) {
                commands.append(.rect(RectCommand(rect: Rect(x: frame.minX, y: y, width: frame.width, height: 1),
                                                  fill: Self.baselineColor)))
            }
        }
        let open = ambiguousParts(in: window).first { $0.view === view }?.parts ?? []
        appendPanel(window.inspectorDescription(of: view, ambiguousParts: open), near: frame, in: window, to: &commands)
        return commands
    }

    /// Whether `view` has baselines other than its bottom edge: a label, a
    /// stack that forwards its arranged views' baselines, a view given
    /// them. The inspector draws and lists those.
    static func hasOwnBaselines(_ view: View) -> Bool {
        view.firstBaselinePosition != .fromBottom(0) || view.lastBaselinePosition != .fromBottom(0)
    }

    /// The window y of a label's first and last baselines (one value when
    /// they are the same), `frame` being its frame in the window.
    static func baselines(of view: View, in frame: Rect) -> [Double] {
        let first = frame.minY + view.firstBaselineOffsetFromTop
        let last = frame.maxY - view.lastBaselineOffsetFromBottom
        return first == last ? [first] : [first, last]
    }

    /// A one-point outline for `view` and each visible view below it.
    private func appendOutlines(of view: View, to commands: inout [DisplayCommand]) {
        guard !view.isHidden, view.alpha > 0 else { return }
        if view.superview != nil {
            commands.append(.rect(RectCommand(rect: view.convert(view.bounds, to: nil), fill: nil, borderWidth: 1,
                                              borderColor: Self.outlineColor)))
        }
        for subview in view.subviews { appendOutlines(of: subview, to: &commands) }
    }

    /// The description, one text run a line, on a dark panel at the
    /// bottom-left of the window (the top-left when the view is in the
    /// window's lower half).
    private func appendPanel(_ description: String, near frame: Rect, in window: Window,
                             to commands: inout [DisplayCommand]) {
        let measurer = DefaultTextMeasurer.current
        let metrics = measurer.metrics(atSize: Self.fontSize)
        let lineHeight = metrics.lineHeight
        let lines = description.split(separator: "\n", omittingEmptySubsequences: false)
        var width = 0.0
        for line in lines { width = max(width, measurer.width(of: line, atSize: Self.fontSize)) }
        let size = Size(width: width + 2 * Self.padding, height: Double(lines.count) * lineHeight + 2 * Self.padding)
        let top = frame.midY > window.size.height / 2 ? 0 : max(0, window.size.height - size.height)
        let panel = Rect(x: 0, y: top, width: size.width, height: size.height)
        commands.append(.rect(RectCommand(rect: panel, fill: Self.panelColor)))
        for (i, line) in lines.enumerated() {
            let baseline = top + Self.padding + Double(i) * lineHeight + metrics.ascender
            let color = line.hasSuffix("(broken)") || line.hasPrefix("ambiguous: yes") ? Self.brokenColor : Self.textColor
            commands.append(.text(TextRun(text: String(line), origin: Point(x: Self.padding, y: baseline),
                                          fontSize: Self.fontSize, fontName: measurer.fontName,
                                          face: measurer.primaryFace, color: color)))
        }
    }
}
