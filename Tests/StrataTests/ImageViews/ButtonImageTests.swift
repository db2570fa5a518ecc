import Testing
import Strata

/// `Button.image` and `imagePadding`, and the button's tint.
@MainActor
@Suite("Button images")
struct ButtonImageTests {
    static let icon = Image(width: 32, height: 24, rgba: [UInt8](repeating: 0, count: 32 * 24 * 4), scale: 2)

    @Test func theImageSitsBeforeTheTitleWithThePaddingBetween() {
        let button = Button(title: "Save")  // title 4 × 10.2 by 20.4 (built-in font, 17 pt)
        let title = button.titleLabel.intrinsicContentSize
        button.image = Self.icon             // 16 × 12 points
        button.imagePadding = 6
        #expect(button.intrinsicContentSize == Size(width: 12 + 16 + 6 + title.width + 12,
                                                    height: 6 + max(12, title.height) + 6))
        button.frame = Rect(x: 0, y: 0, width: 200, height: 60)
        button.layoutIfNeeded()
        let x = 12 + (176 - 22 - title.width) / 2
        #expect(button.imageView.frame == Rect(x: x, y: 6 + (48 - 12) / 2, width: 16, height: 12))
        #expect(button.titleLabel.frame.minX == x + 22)
        #expect(!button.imageView.isHidden)
        button.image = nil
        #expect(button.imageView.isHidden)
        #expect(button.intrinsicContentSize == Size(width: title.width + 24, height: title.height + 12))
    }

    @Test func anImageAloneHasNoPadding() {
        let button = Button(frame: .zero)
        button.image = Self.icon
        button.imagePadding = 6
        #expect(button.intrinsicContentSize == Size(width: 16 + 24, height: 12 + 12))
    }

    @Test func templateImagesTakeTheTitleColour() {
        let button = Button(title: "Go")
        button.setTitleColor(.yellow, for: .normal)
        #expect(button.imageView.tintColor == .yellow)
    }

    @Test func theNormalBackgroundFollowsTheTint() {
        let window = Window(size: Size(width: 100, height: 100))
        let button = Button(title: "Go")
        #expect(button.backgroundColor == View.defaultTintColor)
        window.rootView.tintColor = .red
        window.rootView.addSubview(button)
        #expect(button.backgroundColor == .red && button.backgroundColor(for: .normal) == .red)
        window.rootView.tintColor = .green
        #expect(button.backgroundColor == .green)
        button.setBackgroundColor(.white, for: .normal)
        #expect(button.backgroundColor == .white)
        let slider = Slider()
        window.rootView.addSubview(slider)
        #expect(slider.fill.backgroundColor == .green)
    }
}
