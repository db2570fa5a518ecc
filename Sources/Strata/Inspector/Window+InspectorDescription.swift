/// What the inspector says about one view, as text for tests and logs.
extension Window {
    /// The facts the inspector shows for `view`: its name (identifier and
    /// type), frame and frame in the window, baselines, intrinsic content
    /// size, hugging and compression resistance, hidden/alpha/transform,
    /// the constraints that affect it along each axis (in activation
    /// order, as `constraintsAffectingLayout(for:)` gives them), which of
    /// those the engine broke, and whether its layout is ambiguous (and
    /// which of `x`, `y`, `width`, `height` the constraints leave open).
    /// For a view with baselines of its own (a label, a stack forwarding
    /// them, a view given them), its alignment rect (its frame: Auto Layout aligns
    /// views by their frames, with no alignment insets) and its baselines
    /// in window coordinates.
    ///
    /// ```swift
    /// window.layoutIfNeeded()
    /// print(window.inspectorDescription(of: title))
    /// // Label 'title'
    /// // frame (20, 40, 120, 21); in window (20, 40, 120, 21)
    /// // …
    /// ```
    ///
    /// Numbers are printed as frames are (integral values without a
    /// fraction). It lays the window out first, as reading a frame would.
    /// - Precondition: `view` is in this window.
    /// - Complexity: O(depth + constraints on the view and its ancestors).
    public func inspectorDescription(of view: View) -> String {
        precondition(view.window === self, "Window.inspectorDescription(of:): the view is not in this window")
        layoutIfNeeded()
        return inspectorDescription(of: view, ambiguousParts: engine?.ambiguousParts(of: view) ?? [])
    }

    /// `inspectorDescription(of:)` with the open parts of the view's frame
    /// given (the overlay probes the whole window once per solution).
    func inspectorDescription(of view: View, ambiguousParts parts: [String]) -> String {
        layoutIfNeeded()
        var lines: [String] = [Self.inspectorName(of: view)]
        let windowFrame = view.superview.map { $0.convert(view.frame, to: nil) } ?? view.frame
        lines.append("frame \(view.frame); in window \(windowFrame)")
        lines.append("baselines: first \(formatCoordinate(view.firstBaselineOffsetFromTop)) from top, "
            + "last \(formatCoordinate(view.lastBaselineOffsetFromBottom)) from bottom")
        if InspectorOverlay.hasOwnBaselines(view) {
            // Auto Layout aligns a label by its frame (no alignment insets) and its baselines.
            let ys = InspectorOverlay.baselines(of: view, in: windowFrame).map(formatCoordinate)
            lines.append("alignment rect \(windowFrame) in window; baselines at y = \(ys.joined(separator: ", ")) in window")
        }
        let size = view.intrinsicContentSize
        func metric(_ value: Double) -> String { value == View.noIntrinsicMetric ? "none" : formatCoordinate(value) }
        lines.append("content size: \(metric(size.width)) × \(metric(size.height))")
        lines.append("hugging: horizontal \(view.contentHuggingPriority(for: .horizontal)), "
            + "vertical \(view.contentHuggingPriority(for: .vertical)); "
            + "compression resistance: horizontal \(view.contentCompressionResistancePriority(for: .horizontal)), "
            + "vertical \(view.contentCompressionResistancePriority(for: .vertical))")
        lines.append("hidden: \(view.isHidden ? "yes" : "no"); alpha: \(formatCoordinate(view.alpha)); "
            + "transform: \(view.transform.isIdentity ? "identity" : view.transform.description)")
        let broken = brokenLayoutConstraints
        for axis in [Axis.horizontal, .vertical] {
            let constraints = view.constraintsAffectingLayout(for: axis)
            let name = axis == .horizontal ? "horizontal" : "vertical"
            lines.append(constraints.isEmpty ? "constraints (\(name)): none" : "constraints (\(name)):")
            for c in constraints {
                let isBroken = broken.contains { $0 === c }
                let equation = c.equationDescription
                // A scene names each constraint by its line: said once.
                let name = c.identifier.flatMap { $0 == equation ? nil : " '\($0)'" } ?? ""
                lines.append("  \(equation)\(name)\(isBroken ? " (broken)" : "")")
            }
        }
        lines.append(parts.isEmpty ? "ambiguous: no" : "ambiguous: yes (\(parts.joined(separator: ", ")))")
        return lines.joined(separator: "\n")
    }

    /// `Type 'identifier'`, or the type alone.
    static func inspectorName(of view: View) -> String {
        let type = String(describing: Swift.type(of: view))
        guard let identifier = view.identifier, !identifier.isEmpty else { return type }
        return "\(type) '\(identifier)'"
    }
}
