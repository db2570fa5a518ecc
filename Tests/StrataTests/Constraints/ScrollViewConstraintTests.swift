import Testing
@testable import Strata

/// The cookbook's dynamic stack: a scroll view pinned to the root's margins
/// (20 points above the bottom), a vertical stack pinned to its edges with
/// equal widths, rows of the given heights 10 points apart.
@MainActor
struct DynamicStackScene {
    let window = Window(size: Size(width: 375, height: 667))
    let scroll = ScrollView()
    let stack = StackView()
    var rows: [View] = []
    var stackBottom: LayoutConstraint!

    init(rowHeights: [Double]) {
        scroll.identifier = "scroll"
        stack.identifier = "stack"
        stack.axis = .vertical
        stack.spacing = 10
        let root = window.rootView
        root.addSubview(scroll)
        scroll.addSubview(stack)
        for (i, h) in rowHeights.enumerated() {
            let row = makeView("row\(i)")
            row.customIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: h)
            stack.addArrangedSubview(row)
            rows.append(row)
        }
        scroll.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        stackBottom = stack.bottomAnchor.constraint(equalTo: scroll.bottomAnchor)
        LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            root.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.topAnchor),
            stackBottom,
            stack.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        ])
    }
}

@MainActor
@Suite("ScrollView: content size from constraints")
struct ScrollViewConstraintTests {
    @Test func cookbookDynamicStackDerivesTheContentSize() {
        let s = DynamicStackScene(rowHeights: Array(repeating: 100, count: 8))
        s.window.layoutIfNeeded()
        #expect(s.scroll.frame == Rect(x: 8, y: 8, width: 359, height: 639))
        #expect(s.stack.frame == Rect(x: 0, y: 0, width: 359, height: 870))
        #expect(s.rows[7].frame == Rect(x: 0, y: 770, width: 359, height: 100))
        #expect(s.scroll.contentSize == Size(width: 359, height: 870))
        #expect(s.scroll.maximumContentOffset == Point(x: 0, y: 231))
        #expect(s.window.brokenConstraints.isEmpty)
        #expect(s.window.viewsWithAmbiguousLayout.isEmpty)
    }

    @Test func shortContentGivesAShortContentSize() {
        let s = DynamicStackScene(rowHeights: [40, 60])
        s.window.layoutIfNeeded()
        #expect(s.stack.frame == Rect(x: 0, y: 0, width: 359, height: 110))
        #expect(s.scroll.contentSize == Size(width: 359, height: 110))
        #expect(s.scroll.maximumContentOffset == .zero)
    }

    @Test func offsetShiftsWindowFramesButNotFrames() {
        let s = DynamicStackScene(rowHeights: Array(repeating: 100, count: 8))
        s.window.layoutIfNeeded()
        s.scroll.contentOffset = Point(x: 0, y: 231)
        #expect(s.window.engine?.needsRebuild == false, "scrolling is an incremental edit")
        s.window.layoutIfNeeded()
        #expect(s.scroll.frame == Rect(x: 8, y: 8, width: 359, height: 639))
        #expect(s.stack.frame == Rect(x: 0, y: 0, width: 359, height: 870))
        #expect(s.stack.windowFrame == Rect(x: 8, y: -223, width: 359, height: 870))
        #expect(s.rows[7].frame == Rect(x: 0, y: 770, width: 359, height: 100))
        #expect(s.rows[7].windowFrame == Rect(x: 8, y: 547, width: 359, height: 100))
        #expect(s.scroll.contentSize == Size(width: 359, height: 870))
    }

    @Test func rebuildingWhileScrolledKeepsContentFrames() {
        let s = DynamicStackScene(rowHeights: Array(repeating: 100, count: 8))
        s.scroll.contentOffset = Point(x: 0, y: 150)
        s.window.layoutIfNeeded()
        #expect(s.stack.frame == Rect(x: 0, y: 0, width: 359, height: 870))
        // A structural change forces a rebuild with the offset in place.
        s.rows[0].isHidden = true
        s.window.layoutIfNeeded()
        #expect(s.stack.frame == Rect(x: 0, y: 0, width: 359, height: 760))
        #expect(s.rows[1].frame == Rect(x: 0, y: 0, width: 359, height: 100))
        #expect(s.rows[1].windowFrame == Rect(x: 8, y: -142, width: 359, height: 100))
        #expect(s.scroll.contentSize == Size(width: 359, height: 760))
        #expect(s.scroll.contentOffset == Point(x: 0, y: 150))
    }

    @Test func constantsAroundTheContentAddToTheContentSize() {
        let s = DynamicStackScene(rowHeights: [100, 100])
        s.window.layoutIfNeeded()
        s.stackBottom.constant = -30   // scroll.bottom == stack.bottom + 30
        s.window.layoutIfNeeded()
        #expect(s.scroll.contentSize == Size(width: 359, height: 240))
        #expect(s.stack.frame == Rect(x: 0, y: 0, width: 359, height: 210))
    }

    @Test func explicitContentSizeIsKeptUntilDerivationIsSwitchedBackOn() {
        let s = DynamicStackScene(rowHeights: [100, 100])
        s.scroll.contentSize = Size(width: 1000, height: 2000)
        s.window.layoutIfNeeded()
        #expect(s.scroll.contentSize == Size(width: 1000, height: 2000))
        #expect(s.stack.frame == Rect(x: 0, y: 0, width: 359, height: 210))
        s.scroll.automaticallyDerivesContentSize = true
        #expect(s.window.needsLayout)
        s.window.layoutIfNeeded()
        #expect(s.scroll.contentSize == Size(width: 359, height: 210))
    }

    @Test func derivedContentSizeIsObserved() {
        let s = DynamicStackScene(rowHeights: [100])
        var sizes: [Size] = []
        let token = s.scroll.observeContentSize { _, new in sizes.append(new) }
        s.window.layoutIfNeeded()
        s.rows[0].customIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 150)
        s.window.layoutIfNeeded()
        #expect(sizes == [Size(width: 359, height: 100), Size(width: 359, height: 150)])
        token.cancel()
    }

    @Test func marginsOfTheScrollViewAreContentMargins() {
        let window = Window(size: Size(width: 300, height: 300))
        let scroll = ScrollView(frame: Rect(x: 0, y: 50, width: 300, height: 200))
        scroll.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        window.rootView.addSubview(scroll)
        let box = makeView("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scroll.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: scroll.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: scroll.layoutMarginsGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: scroll.layoutMarginsGuide.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 500),
            box.heightAnchor.constraint(equalTo: scroll.heightAnchor, multiplier: 2),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 5, width: 500, height: 400))
        #expect(scroll.contentSize == Size(width: 530, height: 420))
        #expect(window.viewsWithAmbiguousLayout.isEmpty)
    }

    @Test func centersMeanTheContentCenter() {
        let window = Window(size: Size(width: 300, height: 300))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        window.rootView.addSubview(scroll)
        let wide = makeView("wide"), dot = makeView("dot")
        for v in [wide, dot] {
            v.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(v)
        }
        LayoutConstraint.activate([
            wide.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            wide.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            wide.topAnchor.constraint(equalTo: scroll.topAnchor),
            wide.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            wide.widthAnchor.constraint(equalToConstant: 800),
            wide.heightAnchor.constraint(equalToConstant: 100),
            dot.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            dot.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10),
            dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 800, height: 100))
        #expect(dot.frame == Rect(x: 395, y: 45, width: 10, height: 10))
    }

    @Test func leadingIsTheContentsRightEdgeRightToLeft() {
        let window = Window(size: Size(width: 300, height: 300))
        window.layoutDirection = .rightToLeft
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        window.rootView.addSubview(scroll)
        let wide = makeView("wide"), tag = makeView("tag")
        for v in [wide, tag] {
            v.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(v)
        }
        LayoutConstraint.activate([
            wide.leftAnchor.constraint(equalTo: scroll.leftAnchor),
            wide.rightAnchor.constraint(equalTo: scroll.rightAnchor),
            wide.topAnchor.constraint(equalTo: scroll.topAnchor),
            wide.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            wide.widthAnchor.constraint(equalToConstant: 600),
            wide.heightAnchor.constraint(equalToConstant: 50),
            tag.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            tag.topAnchor.constraint(equalTo: scroll.topAnchor),
            tag.widthAnchor.constraint(equalToConstant: 40),
            tag.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        // Leading in right-to-left: the content's right edge.
        #expect(tag.frame == Rect(x: 560, y: 0, width: 40, height: 20))
        #expect(scroll.contentSize == Size(width: 600, height: 50))
    }

    @Test func viewsOutsideTheScrollViewSeeItsFrame() {
        let window = Window(size: Size(width: 300, height: 600))
        let scroll = ScrollView()
        let footer = makeView("footer"), inner = makeView("inner")
        for v in [scroll, footer, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.rootView.addSubview(scroll)
        window.rootView.addSubview(footer)
        scroll.addSubview(inner)
        scroll.contentOffset = Point(x: 0, y: 70)
        LayoutConstraint.activate([
            scroll.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
            scroll.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 10),
            scroll.widthAnchor.constraint(equalToConstant: 300),
            scroll.heightAnchor.constraint(equalToConstant: 200),
            footer.topAnchor.constraint(equalTo: scroll.bottomAnchor, constant: 5),
            footer.leftAnchor.constraint(equalTo: scroll.leftAnchor),
            footer.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            footer.heightAnchor.constraint(equalToConstant: 30),
            inner.topAnchor.constraint(equalTo: scroll.topAnchor),
            inner.leftAnchor.constraint(equalTo: scroll.leftAnchor),
            inner.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 0.5),
            inner.heightAnchor.constraint(equalToConstant: 400),
            inner.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            inner.rightAnchor.constraint(equalTo: scroll.rightAnchor),
        ])
        window.layoutIfNeeded()
        #expect(footer.frame == Rect(x: 0, y: 215, width: 300, height: 30))
        #expect(inner.frame == Rect(x: 0, y: 0, width: 150, height: 400))
        #expect(scroll.contentSize == Size(width: 150, height: 400))
    }

    @Test func contentPinnedOutsideTheScrollViewFloats() {
        let window = Window(size: Size(width: 300, height: 600))
        let scroll = ScrollView(frame: Rect(x: 0, y: 40, width: 300, height: 300))
        window.rootView.addSubview(scroll)
        let header = makeView("header")
        header.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(header)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 40),
            header.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
            header.widthAnchor.constraint(equalToConstant: 300),
            header.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(header.frame == Rect(x: 0, y: 0, width: 300, height: 44))
        scroll.contentOffset = Point(x: 0, y: 120)
        window.layoutIfNeeded()
        #expect(header.frame == Rect(x: 0, y: 120, width: 300, height: 44))
        #expect(header.windowFrame == Rect(x: 0, y: 40, width: 300, height: 44))
        #expect(scroll.contentSize == .zero, "no constraint names the content area")
    }

    @Test func autoresizingContentStaysPutWhenScrolled() {
        let window = Window(size: Size(width: 300, height: 600))
        let scroll = ScrollView(frame: Rect(x: 0, y: 40, width: 300, height: 300))
        window.rootView.addSubview(scroll)
        let fixed = makeView("fixed", Rect(x: 20, y: 500, width: 100, height: 50))
        let below = makeView("below")
        below.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(fixed)
        scroll.addSubview(below)
        LayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 10),
            below.leftAnchor.constraint(equalTo: fixed.leftAnchor),
            below.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            below.heightAnchor.constraint(equalToConstant: 30),
            below.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -40),
        ])
        window.layoutIfNeeded()
        #expect(below.frame == Rect(x: 20, y: 560, width: 100, height: 30))
        #expect(scroll.contentSize.height == 630)
        scroll.contentOffset = Point(x: 0, y: 330)
        window.layoutIfNeeded()
        #expect(fixed.frame == Rect(x: 20, y: 500, width: 100, height: 50))
        #expect(below.frame == Rect(x: 20, y: 560, width: 100, height: 30))
        #expect(below.windowFrame == Rect(x: 20, y: 270, width: 100, height: 30))
        // The frame of an autoresizing view inside a scrolled view is still
        // applied incrementally.
        fixed.frame = Rect(x: 20, y: 600, width: 100, height: 50)
        window.layoutIfNeeded()
        #expect(below.frame == Rect(x: 20, y: 660, width: 100, height: 30))
        #expect(scroll.contentSize.height == 730)
    }

    @Test func onlyTheAxesTheConstraintsMentionAreDerived() {
        let s = DynamicStackScene(rowHeights: [100])
        s.window.layoutIfNeeded()
        // Replace the horizontal content constraints with one to the root.
        for c in s.scroll.constraints + s.window.rootView.constraints
        where c.firstItem === s.stack && (c.firstAttribute == .leading || c.firstAttribute == .trailing) {
            c.isActive = false
        }
        s.stack.leftAnchor.constraint(equalTo: s.window.rootView.leftAnchor).isActive = true
        s.scroll.contentSize = Size(width: 999, height: 1)
        s.scroll.automaticallyDerivesContentSize = true
        s.window.layoutIfNeeded()
        #expect(s.scroll.contentSize == Size(width: 999, height: 100))
        #expect(s.stack.frame == Rect(x: -8, y: 0, width: 359, height: 100))
    }

    @Test func undeterminedContentIsZeroAndReportedAmbiguous() {
        let window = Window(size: Size(width: 300, height: 300))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        scroll.identifier = "scroll"
        window.rootView.addSubview(scroll)
        let box = makeView("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            box.topAnchor.constraint(equalTo: scroll.topAnchor),
            box.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 60),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 0, height: 60))
        #expect(window.viewsWithAmbiguousLayout.map(\.identifier) == ["scroll"])
        #expect(box.frame == Rect(x: 0, y: 0, width: 50, height: 60))
    }
}
