/// The inspector's red marks: every broken constraint and every view
/// with an ambiguous layout, outlined in red with its description.
extension InspectorOverlay {
    /// The red outline's width, in points.
    static let problemBorderWidth = 2.0

    /// What the window's constraints get wrong, item by item, in the
    /// order they are drawn: each broken `LayoutConstraint` on its first
    /// item (`equation (broken)`), then each ambiguous view
    /// (`ambiguous: x, width`), lines for the same item merged.
    /// - Complexity: O(views + cells of the system) for the ambiguity
    ///   probe, plus O(broken constraints × items marked).
    static func problems(in window: Window) -> [(frame: Rect, lines: [String])] {
        problems(in: window, ambiguous: window.engine?.ambiguousParts() ?? [])
    }

    /// `problems(in:)` with the ambiguous views and their parts given.
    static func problems(in window: Window, ambiguous: [(view: View, parts: [String])])
        -> [(frame: Rect, lines: [String])] {
        var marks: [(item: ObjectIdentifier, frame: Rect, lines: [String])] = []
        func mark(_ item: ObjectIdentifier, _ frame: Rect, _ line: String) {
            if let index = marks.firstIndex(where: { $0.item == item }) {
                marks[index].lines.append(line)
            } else {
                marks.append((item, frame, [line]))
            }
        }
        for constraint in window.brokenLayoutConstraints {
            guard let item = constraint.firstItem, let frame = windowFrame(of: item) else { continue }
            mark(ObjectIdentifier(item), frame, "\(constraint.equationDescription) (broken)")
        }
        for (view, parts) in ambiguous {
            mark(ObjectIdentifier(view), view.convert(view.bounds, to: nil), "ambiguous: \(parts.joined(separator: ", "))")
        }
        return marks.map { ($0.frame, $0.lines) }
    }

    /// The window's ambiguous views and their open parts, probed once per
    /// solution of its engine (an idle or animating window, whose
    /// constraints are solved, reuses the last answer).
    func ambiguousParts(in window: Window) -> [(view: View, parts: [String])] {
        guard let engine = window.engine else { return [] }
        engine.solveIfNeeded()
        if let cached = cachedAmbiguity, cached.engine === engine, cached.solution == engine.solutionCount {
            return cached.parts.compactMap { entry in entry.view.view.map { ($0, entry.parts) } }
        }
        let parts = engine.ambiguousParts()
        cachedAmbiguity = AmbiguityCache(engine: engine, solution: engine.solutionCount,
                                         parts: parts.map { (WeakView(view: $0.view), $0.parts) })
        return parts
    }

    /// A view's or a guide's frame in window coordinates.
    static func windowFrame(of item: any LayoutItem) -> Rect? {
        switch item {
        case let view as View: return view.convert(view.bounds, to: nil)
        case let guide as LayoutGuide:
            guard let owner = guide.owningView else { return nil }
            return owner.convert(guide.layoutFrame, to: nil)
        default: return nil
        }
    }

    /// Each problem: a red outline around its item, and its lines in red
    /// on a dark strip at the item's top-left (kept inside the window).
    func appendProblems(in window: Window, to commands: inout [DisplayCommand]) {
        let problems = Self.problems(in: window, ambiguous: ambiguousParts(in: window))
        guard !problems.isEmpty else { return }
        let measurer = DefaultTextMeasurer.current
        let metrics = measurer.metrics(atSize: Self.fontSize)
        for (frame, lines) in problems {
            commands.append(.rect(RectCommand(rect: frame, fill: nil, borderWidth: Self.problemBorderWidth,
                                              borderColor: Self.brokenColor)))
            var width = 0.0
            for line in lines { width = max(width, measurer.width(of: line[...], atSize: Self.fontSize)) }
            let height = Double(lines.count) * metrics.lineHeight + 2
            let left = max(0, min(frame.minX, window.size.width - width - 4))
            let top = max(0, min(frame.minY, window.size.height - height))
            commands.append(.rect(RectCommand(rect: Rect(x: left, y: top, width: width + 4, height: height),
                                              fill: Self.panelColor)))
            for (i, line) in lines.enumerated() {
                let baseline = top + 1 + Double(i) * metrics.lineHeight + metrics.ascender
                commands.append(.text(TextRun(text: line, origin: Point(x: left + 2, y: baseline),
                                              fontSize: Self.fontSize, fontName: measurer.fontName,
                                              face: measurer.primaryFace, color: Self.brokenColor)))
            }
        }
    }
}
