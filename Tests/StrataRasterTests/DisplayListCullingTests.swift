import Strata
import StrataRaster
import Testing

/// A seeded generator (SplitMix64), so every run draws the same trees.
private struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Culling views outside a clipping ancestor draws exactly the pixels the
/// unculled display list draws.
@MainActor
@Suite("Display-list culling")
struct DisplayListCullingTests {
    /// A window with a scroll view (fractional frame, rounded clip) holding
    /// random content: plain leaves, labels, bordered and half-transparent
    /// views, views with children sticking out, clipping views, and a
    /// nested scroll view.
    func makeScene(seed: UInt64) -> (Window, [ScrollView]) {
        var random = SeededRandom(state: seed)
        let window = Window(size: Size(width: 160, height: 140))
        window.rootView.backgroundColor = .white
        let scroll = ScrollView(frame: Rect(x: 10.5, y: 12.25, width: 120.5, height: 100.75))
        scroll.cornerRadius = 6
        scroll.contentSize = Size(width: 400, height: 900)
        window.rootView.addSubview(scroll)
        let inner = ScrollView(frame: Rect(x: 20, y: 300, width: 80.5, height: 60.5))
        inner.contentSize = Size(width: 200, height: 400)
        inner.backgroundColor = Color(red: 0.9, green: 0.9, blue: 1)
        scroll.addSubview(inner)
        func randomColor() -> Color {
            Color(red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                  blue: .random(in: 0...1, using: &random), alpha: .random(in: 0.3...1, using: &random))
        }
        for i in 0..<160 {
            let host: View = i % 5 == 0 ? inner : scroll
            let extent = host === inner ? 180.0 : 380.0
            let frame = Rect(x: .random(in: -20...extent, using: &random).rounded() / 4 * 4 + 0.25 * Double(i % 4),
                             y: .random(in: -20...(host === inner ? 380 : 880), using: &random) + 0.5 * Double(i % 3),
                             width: .random(in: 0.5...40, using: &random), height: .random(in: 0.5...30, using: &random))
            let view: View
            switch i % 6 {
            case 0:
                let label = Label(text: "Row \(i)")
                label.frame = frame
                label.textColor = randomColor()
                view = label
            case 1:
                view = View(frame: frame)
                view.borderWidth = 1.5
                view.borderColor = randomColor()
            case 2:
                view = View(frame: frame)
                view.clipsToBounds = true
                view.cornerRadius = 3
                let child = View(frame: Rect(x: -10, y: -10, width: 30, height: 30))
                child.backgroundColor = randomColor()
                view.addSubview(child)
            case 3:
                // A child sticking far out of a non-clipping parent.
                view = View(frame: frame)
                let child = View(frame: Rect(x: 0, y: -120, width: 20, height: 240))
                child.backgroundColor = randomColor()
                view.addSubview(child)
            default:
                view = View(frame: frame)
                view.alpha = 0.75
            }
            view.backgroundColor = view.backgroundColor ?? randomColor()
            host.addSubview(view)
        }
        return (window, [scroll, inner])
    }

    @Test("culled and unculled display lists draw the same pixels at random scroll offsets",
          arguments: [UInt64(1), 2, 3])
    func samePixels(seed: UInt64) {
        let (window, scrolls) = makeScene(seed: seed)
        var random = SeededRandom(state: seed &* 7919)
        var culledCommands = 0, allCommands = 0
        for step in 0..<16 {
            scrolls[0].contentOffset = Point(x: .random(in: -30...300, using: &random),
                                             y: .random(in: -30...820, using: &random))
            scrolls[1].contentOffset = Point(x: .random(in: -10...130, using: &random).rounded() / 2,
                                             y: .random(in: -10...350, using: &random))
            window.layoutIfNeeded()
            let culled = window.displayList()
            let unculled = window.displayList(culling: false)
            culledCommands += culled.commands.count
            allCommands += unculled.commands.count
            let scale = step % 2 == 0 ? 1.0 : 1.5
            let a = Raster(scale: scale).render(culled, background: RGBA8(255, 255, 255))
            let b = Raster(scale: scale).render(unculled, background: RGBA8(255, 255, 255))
            #expect(a == b, "seed \(seed), step \(step): pictures differ")
        }
        // Most of the content lies outside the scroll view's bounds.
        #expect(culledCommands * 2 < allCommands, "\(culledCommands) of \(allCommands) commands kept")
    }

    @Test("only views wholly outside the clip are culled")
    func whatIsCulled() {
        let window = Window(size: Size(width: 100, height: 100))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = Size(width: 100, height: 1000)
        window.rootView.addSubview(scroll)
        let cases: [(Rect, Bool)] = [
            (Rect(x: 0, y: 50, width: 10, height: 10), true),     // inside
            (Rect(x: 0, y: 103, width: 10, height: 10), true),    // within the 4-point margin
            (Rect(x: 0, y: 104, width: 10, height: 10), false),   // at the margin: out
            (Rect(x: 0, y: -20, width: 10, height: 16), false),   // above, ends at -4
            (Rect(x: 0, y: -20, width: 10, height: 17), true),    // reaches -3
        ]
        for (frame, _) in cases {
            let view = View(frame: frame)
            view.backgroundColor = .black
            scroll.addSubview(view)
        }
        window.layoutIfNeeded()
        let drawn = window.displayList().commands.compactMap { command -> Rect? in
            if case .rect(let r) = command { return r.rect } else { return nil }
        }
        #expect(drawn == cases.filter(\.1).map(\.0))
    }
}
