import Testing
@testable import Strata

/// A view that draws with a closure and counts its `draw(in:)` calls.
@MainActor
final class DrawingView: View {
    var drawCount = 0
    var body: (GraphicsContext, DrawingView) -> Void

    init(frame: Rect, body: @escaping (GraphicsContext, DrawingView) -> Void) {
        self.body = body
        super.init(frame: frame)
    }

    override func draw(in context: GraphicsContext) {
        drawCount += 1
        body(context, self)
    }
}

@MainActor
@Suite("Custom drawing: draw(in:) and GraphicsContext")
struct CustomDrawingTests {
    static let square = { () -> Path in
        var p = Path()
        p.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        return p
    }()

    static let triangle = Path(elements: [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 8, y: 0)),
                                          .line(to: Point(x: 0, y: 6)), .closeSubpath])

    func window(_ view: View) -> Window {
        let window = Window(size: Size(width: 200, height: 200))
        window.rootView.addSubview(view)
        window.layoutIfNeeded()
        return window
    }

    func moved(_ path: Path, _ dx: Double, _ dy: Double) -> Path {
        path.applying(AffineTransform(translationX: dx, y: dy))
    }

    @Test func drawsOnceAndKeepsTheRecordingUntilSetNeedsDisplay() {
        var colour = Color.red
        let view = DrawingView(frame: Rect(x: 20, y: 30, width: 40, height: 50)) { context, _ in
            context.fill(Self.square, with: colour)
        }
        view.backgroundColor = .white
        let w = window(view)
        #expect(view.needsDisplay && view.drawCount == 0)
        let frame = Rect(x: 20, y: 30, width: 40, height: 50)
        let expected: [DisplayCommand] = [
            .rect(RectCommand(rect: frame, fill: .white)),
            .pushClip(rect: frame, cornerRadius: 0),
            .path(PathCommand(path: moved(Self.square, 20, 30), drawing: .fill(.nonZero), color: .red)),
            .popClip,
        ]
        #expect(w.displayList().commands == expected)
        #expect(w.displayList().commands == expected)
        #expect(view.drawCount == 1 && !view.needsDisplay)
        colour = .blue
        #expect(w.displayList().commands == expected, "kept until setNeedsDisplay")
        #expect(view.drawCount == 1)
        w.layoutIfNeeded()
        #expect(!w.needsLayout)
        view.setNeedsDisplay()
        #expect(view.needsDisplay && w.needsLayout, "the window asks its host for a frame")
        view.setNeedsDisplay()
        var blue = expected
        blue[2] = .path(PathCommand(path: moved(Self.square, 20, 30), drawing: .fill(.nonZero), color: .blue))
        #expect(w.displayList().commands == blue)
        #expect(view.drawCount == 2)
        // Moving the view moves the recording: no redraw.
        view.frame = Rect(x: 25, y: 10, width: 40, height: 50)
        let movedFrame = Rect(x: 25, y: 10, width: 40, height: 50)
        #expect(w.displayList().commands == [
            .rect(RectCommand(rect: movedFrame, fill: .white)),
            .pushClip(rect: movedFrame, cornerRadius: 0),
            .path(PathCommand(path: moved(Self.square, 25, 10), drawing: .fill(.nonZero), color: .blue)),
            .popClip,
        ])
        #expect(view.drawCount == 2)
    }

    @Test func aViewThatDrawsNothingKeepsNoStorage() {
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let silent = DrawingView(frame: Rect(x: 0, y: 0, width: 10, height: 10)) { _, _ in }
        let w = window(plain)
        w.rootView.addSubview(silent)
        #expect(w.displayList().commands.isEmpty)
        #expect(plain.extras == nil && silent.extras == nil && silent.drawCount == 1 && !plain.needsDisplay)
        #expect(w.displayList().commands.isEmpty && silent.drawCount == 1)
    }

    @Test func drawsInBoundsCoordinatesAboveTheBackgroundBelowSubviews() {
        let view = DrawingView(frame: Rect(x: 10, y: 10, width: 50, height: 50)) { context, _ in
            context.fill(Self.triangle, with: .green, rule: .evenOdd)
        }
        view.bounds = Rect(x: 5, y: -5, width: 50, height: 50)
        let child = View(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        child.backgroundColor = .black
        view.addSubview(child)
        let w = window(view)
        let frame = Rect(x: 10, y: 10, width: 50, height: 50)
        #expect(w.displayList().commands == [
            .pushClip(rect: frame, cornerRadius: 0),
            .path(PathCommand(path: moved(Self.triangle, 5, 15), drawing: .fill(.evenOdd), color: .green)),
            .popClip,
            .rect(RectCommand(rect: Rect(x: 5, y: 15, width: 4, height: 4), fill: .black)),
        ])
    }

    @Test(arguments: [(ContentMode.scaleToFill, true, false), (.redraw, false, true), (.topLeft, false, false)])
    func resizing(mode: ContentMode, stretches: Bool, redraws: Bool) {
        let view = DrawingView(frame: Rect(x: 0, y: 0, width: 20, height: 10)) { context, v in
            var box = Path()
            box.addRect(Rect(x: 0, y: 0, width: v.bounds.width, height: v.bounds.height))
            context.fill(box, with: .black)
        }
        view.contentMode = mode
        let w = window(view)
        _ = w.displayList()
        view.frame = Rect(x: 0, y: 0, width: 40, height: 30)
        let list = w.displayList().commands
        #expect(view.drawCount == (redraws ? 2 : 1))
        var drawn = Path()
        drawn.addRect(Rect(x: 0, y: 0, width: redraws ? 40 : 20, height: redraws ? 30 : 10))
        let fill = DisplayCommand.path(PathCommand(path: drawn, drawing: .fill(.nonZero), color: .black))
        if stretches {
            #expect(list == [.pushClip(rect: Rect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 0),
                             .pushTransform(AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0)), fill, .popTransform,
                             .popClip])
        } else {
            let shown = Rect(x: 0, y: 0, width: redraws ? 40 : 20, height: redraws ? 30 : 10)
            #expect(list == [.pushClip(rect: shown, cornerRadius: 0), fill, .popClip])
        }
    }

    @Test func opacityMultipliesOneDrawingAndLayersSeveral() {
        var count = 1
        let view = DrawingView(frame: Rect(x: 0, y: 0, width: 20, height: 20)) { context, _ in
            for _ in 0..<count { context.fill(Self.square, with: .red) }
        }
        view.alpha = 0.5
        let w = window(view)
        let clip = DisplayCommand.pushClip(rect: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0)
        let fill = DisplayCommand.path(PathCommand(path: Self.square, drawing: .fill(.nonZero), color: .red))
        #expect(w.displayList().commands == [
            clip, .path(PathCommand(path: Self.square, drawing: .fill(.nonZero), color: .red, opacity: 0.5)), .popClip,
        ])
        count = 2
        view.setNeedsDisplay()
        #expect(w.displayList().commands == [clip, .beginLayer(opacity: 0.5), fill, fill, .endLayer, .popClip])
    }

    // MARK: The context's recording

    @Test func transformsMoveFillsExactlyAndStrokesInsideAPushTransform() {
        let context = GraphicsContext()
        let style = StrokeStyle(lineWidth: 2, lineJoin: .round)
        context.concatenate(AffineTransform(translationX: 10, y: 20))
        context.stroke(Self.triangle, with: .blue, style: style)
        context.saveState()
        context.concatenate(AffineTransform(scaleX: 2, y: 3))
        #expect(context.transform == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        context.fill(Self.triangle, with: .red)
        context.stroke(Self.triangle, with: .blue, style: style)
        context.restoreState()
        context.restoreState()  // none open: nothing happens
        #expect(context.transform == AffineTransform(translationX: 10, y: 20))
        let scaled = AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20)
        #expect(context.recordedCommands == [
            .path(PathCommand(path: moved(Self.triangle, 10, 20), drawing: .stroke(style), color: .blue)),
            .path(PathCommand(path: Path(elements: [.move(to: Point(x: 10, y: 20)), .line(to: Point(x: 26, y: 20)),
                                                    .line(to: Point(x: 10, y: 38)), .closeSubpath]),
                              drawing: .fill(.nonZero), color: .red)),
            .pushTransform(scaled),
            .path(PathCommand(path: Self.triangle, drawing: .stroke(style), color: .blue)),
            .popTransform,
        ])
    }

    @Test func clipsAlphaAndTheirIntersections() {
        let context = GraphicsContext()
        var rect = Path()
        rect.addRect(Rect(x: 0, y: 0, width: 30, height: 30))
        var inner = Path()
        inner.addRect(Rect(x: 10, y: 20, width: 40, height: 40))
        context.saveState()
        context.clip(to: rect)
        context.clip(to: inner)
        context.setAlpha(0.25)
        #expect(context.alpha == 0.25)
        context.fill(Self.triangle, with: .red)
        var both = Path()
        both.addRect(Rect(x: 10, y: 20, width: 20, height: 10))
        var ellipse = Path()
        ellipse.addEllipse(in: Rect(x: 0, y: 0, width: 8, height: 4))
        context.clip(to: ellipse, rule: .evenOdd)
        context.fill(Self.triangle, with: .red)
        context.setAlpha(0)
        context.fill(Self.triangle, with: .red)
        context.restoreState()
        context.setAlpha(7)
        #expect(context.alpha == 1)
        var empty = Path()
        empty.addRect(Rect(x: 100, y: 100, width: 5, height: 5))
        context.clip(to: rect)
        context.clip(to: empty)
        context.fill(Self.triangle, with: .red)
        #expect(context.recordedCommands == [
            .path(PathCommand(path: Self.triangle, drawing: .fill(.nonZero), color: .red, opacity: 0.25, clipPath: both)),
            .path(PathCommand(path: Self.triangle, drawing: .fill(.nonZero), color: .red, opacity: 0.25, clipPath: ellipse,
                              clipRule: .evenOdd)),
        ])
    }

    @Test func imagesAndTextWithClipAndTransform() {
        let image = Image(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))
        let context = GraphicsContext()
        context.concatenate(AffineTransform(translationX: 5, y: 6))
        context.draw(image, in: Rect(x: 1, y: 2, width: 10, height: 20))
        context.draw("Hi", at: Point(x: 3, y: 4), font: .builtin(size: 10), color: .black)
        context.concatenate(AffineTransform(scaleX: 2, y: 2))
        context.draw(image, in: Rect(x: 1, y: 2, width: 10, height: 20))
        context.concatenate(AffineTransform(rotationAngle: Double.pi / 2))
        var clip = Path()
        clip.addRect(Rect(x: 0, y: 0, width: 5, height: 5))
        context.clip(to: clip)
        context.draw("Hi", at: Point(x: 0, y: 0), font: .builtin(size: 10), color: .black)
        let turned = AffineTransform(rotationAngle: Double.pi / 2).concatenating(AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
        let clipBox = clip.applying(turned).boundingBox
        #expect(context.recordedCommands == [
            .image(ImageCommand(image: image, destination: Rect(x: 6, y: 8, width: 10, height: 20))),
            .text(TextRun(text: "Hi", origin: Point(x: 8, y: 19), fontSize: 10, color: .black)),
            .image(ImageCommand(image: image, destination: Rect(x: 7, y: 10, width: 20, height: 40))),
            .pushClip(rect: clipBox, cornerRadius: 0),
            .pushTransform(turned),
            .text(TextRun(text: "Hi", origin: Point(x: 0, y: 9), fontSize: 10, color: .black)),
            .popTransform,
            .popClip,
        ])
    }

    @Test func gradientFillsFollowTheTransform() {
        let gradient = VectorGradient(kind: .linear(start: Point(x: 0, y: 0), end: Point(x: 10, y: 0)),
                                      stops: [.init(offset: 0, color: .red), .init(offset: 1, color: .blue)])
        let context = GraphicsContext()
        context.concatenate(AffineTransform(scaleX: 3, y: 1))
        context.fill(Self.square, with: gradient)
        var placed = gradient
        placed.transform = AffineTransform(scaleX: 3, y: 1)
        #expect(context.recordedCommands == [
            .path(PathCommand(path: Self.square.applying(AffineTransform(scaleX: 3, y: 1)), drawing: .fill(.nonZero),
                              color: .red, gradient: placed)),
        ])
    }

    @Test(arguments: [
        ([Path.Element.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 4, y: 0)), .line(to: Point(x: 4, y: 3)),
          .line(to: Point(x: 0, y: 3)), .closeSubpath], Rect(x: 0, y: 0, width: 4, height: 3) as Rect?),
        ([.move(to: Point(x: 4, y: 3)), .line(to: Point(x: 4, y: 0)), .line(to: Point(x: 0, y: 0)),
          .line(to: Point(x: 0, y: 3)), .line(to: Point(x: 4, y: 3)), .closeSubpath], Rect(x: 0, y: 0, width: 4, height: 3)),
        ([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 4, y: 0)), .line(to: Point(x: 4, y: 3)),
          .line(to: Point(x: 4, y: 0)), .closeSubpath], nil),
        ([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 4, y: 0)), .line(to: Point(x: 0, y: 3)),
          .line(to: Point(x: 4, y: 3)), .closeSubpath], nil),
        ([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 4, y: 0)), .line(to: Point(x: 4, y: 3)),
          .line(to: Point(x: 0, y: 3))], nil),
    ])
    func rectangleClipsAreRecognised(elements: [Path.Element], rect: Rect?) {
        #expect(GraphicsContext.rectangle(of: Path(elements: elements)) == rect)
    }
}
