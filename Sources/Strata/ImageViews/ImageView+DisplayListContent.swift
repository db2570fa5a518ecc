/// An image view in the display list: its image as `.image` commands (up
/// to nine for a resizable image), placed by `contentMode` in the frame as
/// drawn, template images in the inherited `tintColor`.
extension ImageView: DisplayListContent {
    var showsDisplayListContent: Bool { image != nil }

    func appendDisplayListContent(to commands: inout [DisplayCommand], at topLeft: Point, opacity: Double) {
        appendDisplayListContent(to: &commands, in: Rect(origin: topLeft, size: bounds.size), opacity: opacity)
    }

    func appendDisplayListContent(to commands: inout [DisplayCommand], in rect: Rect, opacity: Double) {
        guard let image, let destination = imageRect(in: rect) else { return }
        let tint = image.renderingMode == .alwaysTemplate ? presentationTintColor : nil
        ImageCommand.append(drawing: image, in: destination, tint: tint, opacity: opacity, filter: imageFilter,
                            to: &commands)
    }
}
