/// An image view's vector image in the display list: each shape as a
/// `.path` command (its path, paint, gradient and clip fitted to where the
/// image is placed), groups with opacity as layers.
extension ImageView {
    /// Appends the vector image's commands for a view whose frame is drawn
    /// at `rect`, reusing the last ones when the image, placement, tint and
    /// opacity are unchanged (a redraw from cache copies commands), and
    /// making them anew otherwise: a new size gives paths fitted to it, so
    /// the picture stays sharp at every size and scale.
    func appendVectorImage(to commands: inout DisplayCommandSink, in rect: Rect, opacity: Double) {
        guard let vectorImage, let destination = imageRect(in: rect) else { return }
        let key = VectorImageDrawing.Key(generation: vectorImageGeneration, destination: destination,
                                         tint: presentationTintColor, opacity: opacity)
        let drawing: VectorImageDrawing
        if let drawn = drawnVectorCommands, drawn.key == key {
            drawing = drawn
        } else {
            var made = DisplayCommandSink()
            Self.append(vectorImage, in: destination, tint: key.tint, opacity: opacity, to: &made)
            drawing = VectorImageDrawing(key: key, commands: made.finish())
            drawnVectorCommands = drawing
        }
        for command in drawing.commands { commands.append(command) }
    }

    /// The commands that draw `image` with its viewBox fitted into `rect`:
    /// a fill as its path moved into `rect`; a stroke inside a
    /// `pushTransform` of the shape's whole transform, so that its width
    /// and dashes scale with it. `currentColor` paints in `tint`.
    /// Outside any group each command takes `opacity`; a group is a
    /// layer of its opacity (times `opacity` at the outermost).
    ///
    /// - Complexity: O(path elements of the image).
    static func append(_ image: VectorImage, in rect: Rect, tint: Color, opacity: Double,
                       to commands: inout DisplayCommandSink) {
        let fit = image.transform(fitting: rect)
        var depth = 0
        for item in image.items {
            switch item {
            case .beginGroup(let groupOpacity):
                commands.append(.beginLayer(opacity: groupOpacity * (depth == 0 ? opacity : 1)))
                depth += 1
            case .endGroup:
                commands.append(.endLayer)
                depth = Swift.max(0, depth - 1)
            case .shape(let shape):
                let color: Color
                var gradient: VectorGradient?
                switch shape.paint {
                case .color(let c): color = c
                case .currentColor: color = tint
                case .gradient(let g):
                    color = g.stops.first?.color ?? .clear
                    gradient = g
                }
                let shapeOpacity = shape.opacity * (depth == 0 ? opacity : 1)
                let whole = shape.transform.concatenating(fit)
                let clip = shape.clip.map { $0.path.applying(fit) }
                switch shape.drawing {
                case .fill(let rule):
                    if let g = gradient { gradient?.transform = g.transform.concatenating(whole) }
                    commands.append(.path(PathCommand(path: shape.path.applying(whole), drawing: .fill(rule),
                                                      color: color, opacity: shapeOpacity, gradient: gradient,
                                                      clipPath: clip, clipRule: shape.clip?.rule ?? .nonZero)))
                case .stroke(let style):
                    guard let inverse = whole.inverted(), inverse.isFinite else { continue }
                    commands.append(.pushTransform(whole))
                    commands.append(.path(PathCommand(path: shape.path, drawing: .stroke(style), color: color,
                                                      opacity: shapeOpacity, gradient: gradient,
                                                      clipPath: clip?.applying(inverse),
                                                      clipRule: shape.clip?.rule ?? .nonZero)))
                    commands.append(.popTransform)
                }
            }
        }
        while depth > 0 {
            commands.append(.endLayer)
            depth -= 1
        }
    }
}

/// An image view's last vector image commands and what they were made from.
final class VectorImageDrawing {
    /// What the commands depend on.
    struct Key: Equatable {
        var generation: Int
        var destination: Rect
        var tint: Color
        var opacity: Double
    }

    let key: Key
    let commands: [DisplayCommand]

    init(key: Key, commands: [DisplayCommand]) {
        self.key = key
        self.commands = commands
    }
}
