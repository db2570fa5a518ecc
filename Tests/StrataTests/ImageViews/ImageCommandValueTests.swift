import Testing
import Strata

@MainActor
@Suite("ImageCommand is a value; image views draw the same commands while nothing changed")
struct ImageCommandValueTests {
    static let image = Image(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16))

    @Test func copiesAreIndependentAndCompareByValue() {
        var a = ImageCommand(image: Self.image, destination: Rect(x: 0, y: 0, width: 4, height: 4))
        let b = a
        a.opacity = 0.5
        a.tint = .red
        #expect(b.opacity == 1 && b.tint == nil)
        #expect(a.opacity == 0.5 && a.tint == .red)
        #expect(a != b)
        var c = b
        c.opacity = 0.5
        c.tint = .red
        #expect(c == a)
        #expect(c.hashValue == a.hashValue)
        #expect(Set([a, b, c]).count == 2)
        c.tileSize = Size(width: 1, height: 1)
        #expect(c != a && a.tileSize == nil)
    }

    /// The image commands of a window's display list.
    static func imageCommands(_ window: Window) -> [ImageCommand] {
        window.displayList().commands.compactMap { if case .image(let c) = $0 { c } else { nil } }
    }

    @Test func anImageViewFollowsEveryChangeFrameToFrame() {
        let window = Window(size: Size(width: 100, height: 100))
        let view = ImageView(image: Self.image)
        view.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        window.rootView.addSubview(view)
        let first = Self.imageCommands(window)
        #expect(first == [ImageCommand(image: Self.image, destination: Rect(x: 10, y: 10, width: 20, height: 20))])
        #expect(Self.imageCommands(window) == first)
        // Moved.
        view.frame.origin = Point(x: 30, y: 40)
        #expect(Self.imageCommands(window).map(\.destination) == [Rect(x: 30, y: 40, width: 20, height: 20)])
        // The same pixels as a template: tinted, and the command's image is the variant.
        let template = Self.image.withRenderingMode(.alwaysTemplate)
        view.image = template
        view.tintColor = .green
        let tinted = Self.imageCommands(window)
        #expect(tinted.map(\.tint) == [.green])
        #expect(tinted.map(\.image) == [template])
        // Translucent.
        view.alpha = 0.25
        #expect(Self.imageCommands(window).map(\.opacity) == [0.25])
        // Resizable (same identity): a nine-slice.
        view.image = Self.image.resizableImage(withCapInsets: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5))
        #expect(Self.imageCommands(window).count == 9)
        view.imageFilter = .nearest
        #expect(Self.imageCommands(window).allSatisfy { $0.filter == .nearest })
        // New pixels, same size.
        let repainted = Self.image.replacingPixels([UInt8](repeating: 9, count: 16))
        view.image = repainted
        #expect(Self.imageCommands(window).map(\.identity) == [repainted.identity])
    }
}
