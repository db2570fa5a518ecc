import Testing
import Strata

/// `ImageView`: frame, intrinsic size, and what it puts in the display list.
@MainActor
@Suite("Image views")
struct ImageViewTests {
    /// A `width × height` image, every pixel `(r, g, b, a)`.
    static func solid(_ width: Int, _ height: Int, scale: Double = 1, _ r: UInt8 = 255, _ g: UInt8 = 0,
                      _ b: UInt8 = 0, _ a: UInt8 = 255) -> Image {
        var bytes: [UInt8] = []
        for _ in 0..<(width * height) { bytes += [r, g, b, a] }
        return Image(width: width, height: height, rgba: bytes, scale: scale)
    }

    @Test func initWithImageTakesItsSizeInPoints() {
        let view = ImageView(image: Self.solid(40, 30, scale: 2))
        #expect(view.frame == Rect(x: 0, y: 0, width: 20, height: 15))
        #expect(view.intrinsicContentSize == Size(width: 20, height: 15))
        #expect(view.sizeThatFits(Size(width: 1, height: 1)) == Size(width: 20, height: 15))
        #expect(!view.isUserInteractionEnabled)
    }

    @Test func withoutAnImageThereIsNoIntrinsicSize() {
        let view = ImageView(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.image == nil)
        #expect(view.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(ImageView(image: nil).frame == .zero)
    }

    @Test func constraintsFollowANewImagesSize() {
        let window = Window(size: Size(width: 300, height: 300))
        let view = ImageView(image: Self.solid(10, 20))
        view.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(view)
        pinTopLeft(view)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(x: 5, y: 6, width: 10, height: 20))
        view.image = Self.solid(60, 8)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(x: 5, y: 6, width: 60, height: 8))
    }

    func pinTopLeft(_ view: View) {
        let root = view.superview!
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 6).isActive = true
    }

    @Test func aspectFillDrawsTheWholeScaledImageAndClipsOnlyWhenAsked() {
        let window = Window(size: Size(width: 400, height: 400))
        let image = Self.solid(100, 50)
        let view = ImageView(image: image)
        view.frame = Rect(x: 10, y: 20, width: 200, height: 200)
        view.contentMode = .scaleAspectFill
        view.alpha = 0.5
        window.rootView.addSubview(view)
        let expected = DisplayCommand.image(ImageCommand(image: image, destination: Rect(x: -90, y: 20, width: 400, height: 200),
                                                         source: Rect(x: 0, y: 0, width: 100, height: 50), opacity: 0.5))
        #expect(window.displayList().commands == [expected])
        view.clipsToBounds = true
        #expect(window.displayList().commands == [.pushClip(rect: Rect(x: 10, y: 20, width: 200, height: 200), cornerRadius: 0),
                                                  expected, .popClip])
    }

    @Test func theCommandCarriesTheImagesIdentity() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let image = Self.solid(2, 2)
        let view = ImageView(image: image)
        view.imageFilter = .nearest
        window.rootView.addSubview(view)
        guard case .image(let command) = try #require(window.displayList().commands.first) else {
            Issue.record("no image command"); return
        }
        #expect(command.identity == image.identity)
        #expect(command.filter == .nearest)
        #expect(command.tint == nil && command.tileSize == nil)
        #expect(command.source == Rect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func aViewWithoutAnImageDrawsNothingOfItsOwn() {
        let window = Window(size: Size(width: 100, height: 100))
        let view = ImageView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .white
        window.rootView.addSubview(view)
        #expect(window.displayList().commands == [.rect(RectCommand(rect: Rect(x: 0, y: 0, width: 10, height: 10), fill: .white))])
    }

    @Test func theContentFollowsTheFrameAsDrawn() {
        let window = Window(size: Size(width: 100, height: 100))
        let image = Self.solid(10, 10)
        let view = ImageView(image: image)
        window.rootView.addSubview(view)
        let list = window.displayList(frameOf: { $0 === view ? Rect(x: 5, y: 5, width: 30, height: 20) : $0.frame })
        #expect(list.commands == [.image(ImageCommand(image: image, destination: Rect(x: 5, y: 5, width: 30, height: 20)))])
    }
}
