import Testing
import Strata

/// `View.tintColor`: inherited down the tree, as UIKit.
@MainActor
@Suite("Tint colour")
struct TintColorTests {
    final class Counting: View {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func viewsInheritTheNearestTintAndNilInheritsAgain() {
        let window = Window(size: Size(width: 10, height: 10))
        let middle = View(), leaf = View()
        window.rootView.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == View.defaultTintColor)
        #expect(View.defaultTintColor == Color(red: 0, green: 0.478, blue: 1))
        window.tintColor = .red
        #expect(leaf.tintColor == .red && window.rootView.tintColor == .red)
        middle.tintColor = .green
        #expect(leaf.tintColor == .green && window.tintColor == .red)
        middle.tintColor = nil
        #expect(leaf.tintColor == .red)
    }

    @Test func changesReachTheInheritingDescendantsOnly() {
        let top = Counting(), inheriting = Counting(), own = Counting(), belowOwn = Counting()
        top.addSubview(inheriting)
        top.addSubview(own)
        own.addSubview(belowOwn)
        own.tintColor = .green
        #expect([top.changes, inheriting.changes, own.changes, belowOwn.changes] == [0, 0, 1, 1])
        top.tintColor = .red
        #expect([top.changes, inheriting.changes, own.changes, belowOwn.changes] == [1, 1, 1, 1])
        top.tintColor = .red
        #expect(top.changes == 1)
    }

    @Test func templateImagesAreDrawnInTheInheritedTint() throws {
        let window = Window(size: Size(width: 10, height: 10))
        let template = Image(width: 1, height: 1, rgba: [0, 0, 0, 255]).withRenderingMode(.alwaysTemplate)
        let view = ImageView(image: template)
        window.rootView.addSubview(view)
        window.tintColor = .yellow
        guard case .image(let c) = try #require(window.displayList().commands.first) else { Issue.record(); return }
        #expect(c.tint == .yellow)
        view.image = template.withRenderingMode(.alwaysOriginal)
        guard case .image(let d) = try #require(window.displayList().commands.first) else { Issue.record(); return }
        #expect(d.tint == nil)
    }
}
