import Testing
import Strata

/// A view with many subviews under a clip finds the visible ones through
/// an index of their frames: the list must be exactly the one that visits
/// every subview. `displayList(frameOf:)` with a frame function visits
/// every subview (and culls each by the same test), so it is the
/// reference; `culling: false` draws everything.
@MainActor
@Suite("Culling through the subview index")
struct SubviewIndexCullingTests {
    /// A scroll view (vertical or horizontal) holding `count` random
    /// subviews: plain leaves, labels, clipping containers, containers
    /// with children sticking out, transformed and shadowed views, hidden
    /// ones and negative sizes.
    fileprivate func makeScene(count: Int, horizontal: Bool, random: inout TestRandom) -> (Window, ScrollView) {
        let window = Window(size: Size(width: 300, height: 300))
        let scroll = ScrollView(frame: Rect(x: 10.5, y: 20.25, width: 200, height: 180))
        scroll.contentSize = horizontal ? Size(width: 30 * Double(count), height: 180)
                                        : Size(width: 200, height: 30 * Double(count))
        window.rootView.addSubview(scroll)
        for i in 0..<count {
            scroll.addSubview(makeSubview(i, count: count, horizontal: horizontal, random: &random))
        }
        window.layoutIfNeeded()
        return (window, scroll)
    }

    fileprivate func makeSubview(_ i: Int, count: Int, horizontal: Bool, random: inout TestRandom) -> View {
        let along = Double(i) * 30 + .random(in: -40...40, using: &random)
        let across = Double.random(in: -20...180, using: &random)
        let long = Double.random(in: -10...60, using: &random), short = Double.random(in: 1...50, using: &random)
        let frame = horizontal ? Rect(x: along, y: across, width: long, height: short)
                               : Rect(x: across, y: along, width: short, height: long)
        let view: View
        switch i % 9 {
        case 0: view = Label(text: "Item \(i)")
        case 1:
            view = View()
            view.clipsToBounds = true
            let child = View(frame: Rect(x: -5, y: -5, width: 20, height: 20))
            child.backgroundColor = .blue
            view.addSubview(child)
        case 2:
            view = View()
            let child = View(frame: Rect(x: 0, y: -90, width: 10, height: 200))
            child.backgroundColor = .green
            view.addSubview(child)
        case 3:
            view = View()
            view.transform = AffineTransform(translationX: 0, y: horizontal ? 0 : -200)
        case 4:
            view = View()
            view.shadowOpacity = 0.5
            view.shadowOffset = Size(width: 0, height: 60)
        case 5:
            view = View()
            view.isHidden = i % 2 == 0
        default:
            view = View()
        }
        view.frame = frame
        view.backgroundColor = Color(red: Double(i % 7) / 6, green: 0.5, blue: Double(i % 3) / 2)
        view.borderWidth = i % 4 == 0 ? 1 : 0
        return view
    }

    /// The indexed list equals the list that visits every subview, and is
    /// smaller than the unculled one.
    func expectExact(_ window: Window, _ context: String) {
        let indexed = window.displayList()
        let visitingAll = window.displayList(frameOf: { $0.presentationFrame })
        #expect(indexed == visitingAll, "\(context)")
        #expect(indexed.commands.count < window.displayList(culling: false).commands.count, "\(context)")
    }

    @Test("indexed culling equals visiting every subview through scrolling and edits",
          arguments: [(UInt64(1), false), (2, false), (3, true), (4, true)])
    func exactThroughEdits(seed: UInt64, horizontal: Bool) {
        var random = TestRandom(seed: seed)
        let (window, scroll) = makeScene(count: 300, horizontal: horizontal, random: &random)
        for step in 0..<24 {
            let offset = Double.random(in: -50...(30 * 300), using: &random)
            scroll.contentOffset = horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset)
            let subviews = scroll.subviews
            let victim = subviews[Int.random(in: 0..<subviews.count, using: &random)]
            switch step % 8 {
            case 0: victim.frame.origin.y += .random(in: -400...400, using: &random)
            case 1: victim.frame.origin.x += .random(in: -400...400, using: &random)
            case 2: victim.removeFromSuperview()
            case 3: scroll.insertSubview(makeSubview(step, count: 300, horizontal: horizontal, random: &random),
                                         at: Int.random(in: 0...subviews.count, using: &random))
            case 4: scroll.exchangeSubview(at: 3, withSubviewAt: subviews.count - 4)
            case 5: victim.clipsToBounds.toggle()
            case 6: victim.transform = AffineTransform(translationX: 0, y: 500)
            default:
                let child = View(frame: Rect(x: 0, y: 0, width: 5, height: 900))
                child.backgroundColor = .red
                victim.addSubview(child)
            }
            window.layoutIfNeeded()
            expectExact(window, "seed \(seed), step \(step)")
        }
    }

    @Test("a subview moved into view by a frame change or a shadow is drawn")
    func movedIntoView() {
        var random = TestRandom(seed: 9)
        let (window, scroll) = makeScene(count: 100, horizontal: false, random: &random)
        scroll.contentOffset = Point(x: 0, y: 0)
        _ = window.displayList()                        // builds the index
        let far = View(frame: Rect(x: 0, y: 2_500, width: 40, height: 40))
        far.backgroundColor = Color(red: 0.25, green: 0.5, blue: 0.75)
        scroll.addSubview(far)
        func drawsFar() -> Bool {
            window.displayList().commands.contains { if case .rect(let r) = $0 { r.fill == far.backgroundColor } else { false } }
        }
        #expect(!drawsFar())
        far.frame.origin.y = 50
        #expect(drawsFar())
        far.frame.origin.y = 2_500
        #expect(!drawsFar())
        far.shadowOpacity = 1
        far.shadowOffset = Size(width: 0, height: -2_450)
        #expect(drawsFar())
        expectExact(window, "shadow")
    }

    @Test("subviews in motion are drawn where the animation shows them")
    func animatedSubviews() {
        var random = TestRandom(seed: 11)
        let (window, scroll) = makeScene(count: 200, horizontal: false, random: &random)
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        scroll.contentOffset = Point(x: 0, y: 1_000)
        _ = window.displayList()
        let moving = Array(scroll.subviews.prefix(40))
        View.animate(withDuration: 1) {
            for (i, view) in moving.enumerated() { view.frame.origin.y = 1_000 + Double(i) * 4 }
        }
        for step in 0..<6 {
            clock.advance(by: 0.2)
            expectExact(window, "tick \(step)")
        }
    }

    @Test("a list that is not under a clip, or drawn with a frame function, is unchanged")
    func unclippedAndCustomFrames() {
        let window = Window(size: Size(width: 100, height: 100))
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(container)
        for i in 0..<100 {
            let row = View(frame: Rect(x: 0, y: Double(i) * 10, width: 100, height: 10))
            row.backgroundColor = i % 2 == 0 ? .black : .white
            container.addSubview(row)
        }
        // No clip: every row is drawn.
        #expect(window.displayList().commands.count == 100)
        container.clipsToBounds = true
        // Rows 0…10 reach into the clip widened by its 4-point margin
        // (row 10 starts at 100 < 104); row 11 starts at 110.
        let drawn = window.displayList().commands.filter { if case .rect = $0 { true } else { false } }
        #expect(drawn.count == 11)
        #expect(window.displayList() == window.displayList(frameOf: { $0.frame }))
    }
}
