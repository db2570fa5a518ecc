/// An image view in the display list: its image as `.image` commands (up
/// to nine for a resizable image), placed by `contentMode` in the frame as
/// drawn, template images in the inherited `tintColor`.
extension ImageView: DisplayListContent {
    var showsDisplayListContent: Bool { image != nil || vectorImage != nil }

    func appendDisplayListContent(to commands: inout DisplayCommandSink, at topLeft: Point, opacity: Double) {
        appendDisplayListContent(to: &commands, in: Rect(origin: topLeft, size: bounds.size), opacity: opacity)
    }

    func appendDisplayListContent(to commands: inout DisplayCommandSink, in rect: Rect, opacity: Double) {
        if vectorImage != nil { return appendVectorImage(to: &commands, in: rect, opacity: opacity) }
        guard let image, let destination = imageRect(in: rect) else { return }
        let tint = image.renderingMode == .alwaysTemplate ? presentationTintColor : nil
        let recipe = ImageViewDrawing.Recipe(identity: image.identity, scale: image.scale, capInsets: image.capInsets,
                                             resizingMode: image.resizingMode, renderingMode: image.renderingMode,
                                             destination: destination, tint: tint, opacity: opacity,
                                             filter: imageFilter)
        var drawing: ImageViewDrawing
        if let drawn = drawnImageCommands, drawn.recipe == recipe {
            drawing = drawn
        } else {
            var made = DisplayCommandSink()
            ImageCommand.append(drawing: image, in: destination, tint: tint, opacity: opacity, filter: imageFilter,
                                to: &made)
            drawing = ImageViewDrawing(recipe: recipe, commands: made.finish())
            drawnImageCommands = drawing
        }
        for command in drawing.commands { commands.append(command) }
    }
}

/// An image view's last drawn commands and what they depend on. An image
/// command keeps its fields out of line (`ImageCommand`), so making one
/// allocates: an image view that draws the same picture as last frame
/// hands out the same commands instead.
final class ImageViewDrawing {
    /// Everything the commands are made from. Images with one identity
    /// share their pixels; the variants made from one image
    /// (`withRenderingMode`, `resizableImage`) differ only in the other
    /// fields here, which are all of an image command's `image` but its
    /// pixels.
    struct Recipe: Equatable {
        var identity: ImageIdentity
        var scale: Double
        var capInsets: EdgeInsets
        var resizingMode: ImageResizingMode
        var renderingMode: Image.RenderingMode
        var destination: Rect
        var tint: Color?
        var opacity: Double
        var filter: ImageFilter
    }

    let recipe: Recipe
    let commands: [DisplayCommand]

    init(recipe: Recipe, commands: [DisplayCommand]) {
        self.recipe = recipe
        self.commands = commands
    }
}
