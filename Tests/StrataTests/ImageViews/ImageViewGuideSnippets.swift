import Testing
import Strata

/// The `ImageView` and `Button` snippets of Docs/Images.md.
@MainActor
@Suite struct ImageViewGuideSnippets {
    @Test func imageViewSnippet() throws {
        let window = Window(size: Size(width: 320, height: 240))
        let photo = ImageView(image: Image(width: 100, height: 50,
                                           rgba: [UInt8](repeating: 200, count: 100 * 50 * 4)))
        photo.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        window.rootView.addSubview(photo)
        let commands = window.displayList().commands
        #expect(commands.count == 3)
        guard case .image(let c) = commands[1] else { Issue.record("no image"); return }
        #expect(c.destination == Rect(x: -100, y: 0, width: 400, height: 200))
        #expect(commands[0] == .pushClip(rect: Rect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 0))
        #expect(commands[2] == .popClip)
    }

    @Test func buttonSnippet() {
        let save = Button(title: "Save")
        let title = save.titleLabel.intrinsicContentSize.width
        save.image = Image(width: 16, height: 16, rgba: [UInt8](repeating: 255, count: 16 * 16 * 4))
            .withRenderingMode(.alwaysTemplate)
        save.imagePadding = 6
        #expect(save.intrinsicContentSize.width == 12 + 16 + 6 + title + 12)
    }
}
