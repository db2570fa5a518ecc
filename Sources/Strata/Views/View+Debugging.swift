extension View {
    /// A stable, indented text dump of the view and its subtree: type,
    /// identifier, frame, hidden and alpha, one view per line, without
    /// addresses (usable for text snapshot tests).
    ///
    /// ```
    /// <View id=root frame=(0, 0, 375, 667) hidden=false alpha=1>
    ///    | <StackView id=stack frame=(67.5, 318.5, 240, 30) hidden=false alpha=1>
    /// ```
    public func recursiveDescription() -> String {
        var out = ""
        appendDescription(to: &out, depth: 0)
        return out
    }

    /// The one-line description `recursiveDescription()` uses for this view.
    public var debugSummary: String {
        var s = "<\(String(describing: type(of: self)))"
        if let identifier { s += " id=\(identifier)" }
        if tag != 0 { s += " tag=\(tag)" }
        s += " frame=\(storedFrame) hidden=\(storedHidden) alpha=\(formatCoordinate(storedAlpha))"
        if storedBoundsOrigin != .zero { s += " boundsOrigin=\(storedBoundsOrigin)" }
        if let t = nonIdentityTransform { s += " transform=\(t)" }
        return s + ">"
    }

    private func appendDescription(to out: inout String, depth: Int) {
        for _ in 0..<depth { out += "   | " }
        out += debugSummary
        out += "\n"
        for subview in storedSubviews { subview.appendDescription(to: &out, depth: depth + 1) }
    }
}
