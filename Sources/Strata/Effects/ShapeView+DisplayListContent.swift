/// A shape view in the display list: a `.path` fill, then a `.path`
/// stroke, in window coordinates, above its background and below its
/// subviews.
extension ShapeView: DisplayListContent {
    var showsDisplayListContent: Bool {
        guard let path = presentationPath, !path.isEmpty else { return false }
        return presentationFillColor != nil || presentationStrokeColor != nil
    }

    func appendDisplayListContent(to commands: inout DisplayCommandSink, at topLeft: Point, opacity: Double) {
        guard let path = presentationPath, !path.isEmpty else { return }
        let placed = topLeft == .zero ? path : path.applying(AffineTransform(translationX: topLeft.x, y: topLeft.y))
        if let fill = presentationFillColor, fill.alpha > 0 {
            commands.append(.path(PathCommand(path: placed, drawing: .fill(fillRule), color: fill, opacity: opacity)))
        }
        let style = presentationStrokeStyle
        guard let stroke = presentationStrokeColor, stroke.alpha > 0, style.lineWidth > 0 else { return }
        let start = presentationStrokeStart, end = presentationStrokeEnd
        let trimmed = start <= 0 && end >= 1 ? placed : placed.trimmed(from: start, to: end)
        guard !trimmed.isEmpty else { return }
        commands.append(.path(PathCommand(path: trimmed, drawing: .stroke(style), color: stroke, opacity: opacity)))
    }
}
