/// What a host draws for one frame: commands in window coordinates, back to
/// front.
///
/// Build one with `Window.displayList()`. The list is plain data; drawing it
/// never changes the views.
public struct DisplayList: Sendable, Hashable {
    /// The size of the window the list was made for, in points.
    public var size: Size
    /// The commands, in drawing order (back to front).
    public var commands: [DisplayCommand]

    /// Creates a display list.
    public init(size: Size, commands: [DisplayCommand] = []) {
        self.size = size
        self.commands = commands
    }
}

/// One drawing instruction of a `DisplayList`.
public enum DisplayCommand: Sendable, Hashable {
    /// Fill and/or stroke a (possibly rounded) rectangle.
    case rect(RectCommand)
    /// Restrict later drawing to a (possibly rounded) rectangle, intersected
    /// with any clip already in effect, until the matching `popClip`.
    case pushClip(rect: Rect, cornerRadius: Double)
    /// End the innermost `pushClip`.
    case popClip
    /// Draw a line of text.
    case text(TextRun)
    /// Draw (part of) an image into a rectangle (`ImageCommand`).
    case image(ImageCommand)

    // Effects (Docs/Effects.md; their payloads are in DisplayList+Effects.swift).

    /// Draw the commands up to the matching `popTransform` moved by the
    /// matrix: it maps the untransformed window coordinates of the
    /// commands inside to where they are drawn, the shift about the
    /// view's centre included. Nested transforms compose: an inner matrix
    /// applies first, then the enclosing ones (as nested clips intersect).
    case pushTransform(AffineTransform)
    /// End the innermost `pushTransform`.
    case popTransform
    /// Draw a blurred shadow of a (possibly rounded) rectangle.
    case shadow(ShadowCommand)
    /// Draw the commands up to the matching `endLayer` into a transparent
    /// layer, then blend the layer over what is below with `opacity`
    /// (group opacity: overlapping commands inside do not show through
    /// each other).
    case beginLayer(opacity: Double)
    /// End the innermost `beginLayer`: composite its layer.
    case endLayer
    /// Fill a (possibly rounded) rectangle with a gradient.
    case gradient(GradientCommand)
    /// Fill or stroke a vector path (`PathCommand`, Docs/Drawing.md).
    case path(PathCommand)
}

/// A rectangle to fill and/or outline, as a view's layer draws it.
public struct RectCommand: Sendable, Hashable {
    // (`fill` is declared last: its byte saying whether there is a colour
    // then ends the struct, and the display command's case fits in the
    // padding after it, which keeps a `DisplayCommand` at 128 bytes.)

    /// The rectangle, in window coordinates.
    public var rect: Rect
    /// The corner radius (0 for square corners).
    public var cornerRadius: Double
    /// The width of the border, drawn inside the rectangle (0 for none).
    public var borderWidth: Double
    /// The border colour.
    public var borderColor: Color
    /// The opacity everything is multiplied by: the product of the alphas
    /// from the window down to this view.
    public var opacity: Double
    /// The fill colour, or `nil` for no fill.
    public var fill: Color?

    /// Creates a rectangle command.
    public init(rect: Rect, fill: Color?, cornerRadius: Double = 0, borderWidth: Double = 0,
                borderColor: Color = .black, opacity: Double = 1) {
        self.rect = rect
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.opacity = opacity
    }
}

/// A line of text, placed by its baseline.
public struct TextRun: Sendable, Hashable {
    /// The characters to draw (one line, no line breaks).
    public var text: String
    /// The left end of the baseline, in window coordinates.
    public var origin: Point
    /// The font size in points.
    public var fontSize: Double
    /// The font's name; `"builtin"` for Strata's built-in font.
    public var fontName: String
    /// The font face the run was measured with, when it is one Strata read
    /// (`Label.font`); `nil` for the built-in font and for hosts' own
    /// measurers. Hosts find the same font through `face.identity`; the
    /// rasterizer draws its outlines.
    public var face: FontFace?
    /// The text colour.
    public var color: Color
    /// The inherited opacity, as for `RectCommand.opacity`.
    public var opacity: Double
    /// The shaped glyphs of `face` in visual order (left to right), each
    /// placed from `origin` in points (see `PositionedGlyph`); empty for
    /// the built-in font and hosts' measurers, which draw `text`. Hosts
    /// that draw with `face` draw these glyphs; `text` stays for hosts
    /// that shape with their own fonts and for accessibility.
    public var glyphs: [PositionedGlyph]

    /// Creates a text run.
    public init(text: String, origin: Point, fontSize: Double, fontName: String = "builtin", face: FontFace? = nil,
                color: Color, opacity: Double = 1, glyphs: [PositionedGlyph] = []) {
        self.text = text
        self.origin = origin
        self.fontSize = fontSize
        self.fontName = fontName
        self.face = face
        self.color = color
        self.opacity = opacity
        self.glyphs = glyphs
    }
}
