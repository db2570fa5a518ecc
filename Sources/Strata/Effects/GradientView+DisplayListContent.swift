/// A gradient view in the display list: one `.gradient` command over its
/// rect (as drawn), above its background and below its subviews.
extension GradientView: DisplayListContent {
    var showsDisplayListContent: Bool { !colors.isEmpty }

    func appendDisplayListContent(to commands: inout DisplayCommandSink, at topLeft: Point, opacity: Double) {
        appendDisplayListContent(to: &commands, in: Rect(origin: topLeft, size: bounds.size), opacity: opacity)
    }

    func appendDisplayListContent(to commands: inout DisplayCommandSink, in rect: Rect, opacity: Double) {
        if let command = gradientCommand(in: rect, opacity: opacity) { commands.append(.gradient(command)) }
    }
}
