import Testing
@testable import Strata

/// Hiding or showing one arranged view is applied incrementally
/// (`StackView+VisibilityChange.swift`): only the views that move are
/// rewritten. Every case compares the frames, bit for bit, with a twin
/// stack that always takes the full pass.
@MainActor
@Suite("StackView: incremental visibility changes")
struct StackVisibilityChangeTests {
    /// Two identical windows with a row each: `fast` may take the
    /// incremental path, `full` never does.
    @MainActor
    struct Twins {
        let windows: [Window]
        let stacks: [StackView]
        let views: [[View]]

        init(count: Int, width: Double = 2000, configure: (Int, View) -> Void = { _, _ in }) {
            var windows: [Window] = [], stacks: [StackView] = [], views: [[View]] = []
            for _ in 0..<2 {
                let window = Window(size: Size(width: 3000, height: 400))
                let row = (0..<count).map { i -> View in
                    let v = View()
                    v.customIntrinsicContentSize = Size(width: Double(10 + (i * 7) % 23), height: Double(8 + i % 5))
                    configure(i, v)
                    return v
                }
                let stack = StackView(arrangedSubviews: row)
                stack.spacing = 4
                stack.alignment = .center
                stack.frame = Rect(x: 0, y: 0, width: width, height: 40)
                window.rootView.addSubview(stack)
                window.layoutIfNeeded()
                windows.append(window)
                stacks.append(stack)
                views.append(row)
            }
            self.windows = windows
            self.stacks = stacks
            self.views = views
        }

        /// Lays both out and expects the same frames.
        func check(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
            let same = layOutAndCompare()
            #expect(same, comment, sourceLocation: sourceLocation)
        }

        /// Applies `change` to both stacks (with their views).
        func apply(_ change: (StackView, [View]) -> Void) {
            for i in 0..<2 { change(stacks[i], views[i]) }
        }

        /// Lays both out (the second by a full pass) and returns whether
        /// every frame is bit for bit the same.
        func layOutAndCompare() -> Bool {
            windows[0].layoutIfNeeded()
            stacks[1].visibility.drop()
            windows[1].layoutIfNeeded()
            return zip(views[0], views[1]).allSatisfy { Self.bits($0.frame) == Self.bits($1.frame) }
                && Self.bits(stacks[0].frame) == Self.bits(stacks[1].frame)
        }

        static func bits(_ r: Rect) -> [UInt64] {
            [r.origin.x.bitPattern, r.origin.y.bitPattern, r.size.width.bitPattern, r.size.height.bitPattern]
        }

        /// Incremental passes taken by the first stack.
        var incremental: Int { stacks[0].visibility.incrementalPasses }
    }

    @Test func hidingOneViewIsIncrementalAndExact() {
        let t = Twins(count: 40)
        for index in [20, 0, 39, 5] {
            t.apply { _, views in views[index].isHidden = true }
            t.check("hiding \(index)")
            t.apply { _, views in views[index].isHidden = false }
            t.check("showing \(index)")
        }
        #expect(t.incremental == 8)
    }

    @Test func theViewThatTakesTheExtraLengthCanBeHiddenAndShown() {
        // View 3 hugs least, so it stretches; hiding it passes the extra
        // length to the next view with the lowest priority (views 10 and
        // 30 at 200; then the 250s).
        let t = Twins(count: 40) { i, v in
            if i == 3 { v.setContentHuggingPriority(LayoutPriority(100), for: .horizontal) }
            if i == 10 || i == 30 { v.setContentHuggingPriority(LayoutPriority(200), for: .horizontal) }
        }
        for index in [3, 10, 30, 0, 30, 10, 3, 0] {
            t.apply { _, views in views[index].isHidden.toggle() }
            t.check("toggling \(index)")
        }
        #expect(t.incremental >= 6)
    }

    @Test func severalViewsChangedOneAtATimeStayExact() {
        let t = Twins(count: 60)
        var rng = TestRandom(seed: 7)
        for step in 0..<120 {
            let index = rng.int(0..<60)
            t.apply { _, views in views[index].isHidden.toggle() }
            t.check("step \(step), view \(index)")
        }
        // Beyond `overlayLimit` changes a full pass starts over, so most
        // steps, not all, are incremental.
        #expect(t.incremental > 60)
    }

    @Test func customSpacingsAreKeptAcrossChanges() {
        let t = Twins(count: 30)
        t.apply { stack, views in
            stack.setCustomSpacing(20, after: views[9])
            stack.setCustomSpacing(StackView.spacingUseSystem, after: views[29])
            stack.setCustomSpacing(0.5, after: views[28])
        }
        t.check()
        // The view with the custom gap, its neighbours, and the last views
        // (whose gap is the one after the view before them).
        for index in [9, 10, 8, 29, 28, 9, 29, 28, 10, 8] {
            t.apply { _, views in views[index].isHidden.toggle() }
            t.check("toggling \(index)")
        }
        #expect(t.incremental == 10)
    }

    @Test func aFrameSetFromOutsideIsRewrittenByTheNextPass() {
        let t = Twins(count: 20)
        t.apply { _, views in views[2].isHidden = true }
        t.check()
        // A full pass writes every frame again, this one included.
        t.apply { _, views in views[15].frame = Rect(x: 1, y: 2, width: 3, height: 4) }
        t.apply { _, views in views[2].isHidden = false }
        t.check()
        #expect(t.views[0][15].frame != Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func toggledTwiceBeforeALayoutChangesNothing() {
        let t = Twins(count: 20)
        let before = t.views[0].map(\.frame)
        t.apply { _, views in views[4].isHidden = true; views[4].isHidden = false }
        t.check()
        #expect(t.views[0].map(\.frame) == before)
    }

    /// A column of rows, twice: hiding a view inside a row can change the
    /// row's fitting height, which the column then lays out again (a full
    /// pass for the row); otherwise the row applies it incrementally.
    @Test func nestedStacksMatchTheFullPass() {
        func build() -> (Window, [StackView], [View]) {
            let window = Window(size: Size(width: 800, height: 800))
            var rows: [StackView] = [], leaves: [View] = []
            for r in 0..<5 {
                let row = StackView(arrangedSubviews: (0..<6).map { i in
                    let v = View()
                    v.customIntrinsicContentSize = Size(width: Double(10 + 3 * i + r), height: Double(10 + (i * r) % 7))
                    leaves.append(v)
                    return v
                })
                row.spacing = 2
                row.alignment = .center
                rows.append(row)
            }
            let column = StackView(arrangedSubviews: rows)
            column.axis = .vertical
            column.alignment = .fill    // rows keep their width when a view hides
            column.spacing = 3
            column.frame = Rect(x: 0, y: 0, width: 400, height: 500)
            window.rootView.addSubview(column)
            window.layoutIfNeeded()
            return (window, [column] + rows, leaves)
        }
        let fast = build(), full = build()
        var rng = TestRandom(seed: 11)
        for step in 0..<200 {
            let pick = rng.int(0..<35)
            for world in [fast, full] {
                if pick < 30 { world.2[pick].isHidden.toggle() } else { world.1[pick - 29].isHidden.toggle() }
            }
            fast.0.layoutIfNeeded()
            for stack in full.1 { stack.visibility.drop() }
            full.0.layoutIfNeeded()
            let same = zip(fast.2 + fast.1, full.2 + full.1).allSatisfy {
                Twins.bits($0.windowFrame) == Twins.bits($1.windowFrame)
            }
            #expect(same, "step \(step)")
        }
        let incremental = fast.1.reduce(0) { $0 + $1.visibility.incrementalPasses }
        #expect(incremental > 50)
    }

    /// A subclass that changes the spacing whenever an arranged view
    /// changes: the recorded change is not the only one, so the stack
    /// takes the full pass.
    final class RespacingStack: StackView {
        override func arrangedSubviewDidChange(_ subview: View) {
            super.arrangedSubviewDidChange(subview)
            spacing += 1
        }
    }

    @Test func aSubclassThatChangesMoreGetsAFullPass() {
        let window = Window(size: Size(width: 1000, height: 100))
        let views = (0..<6).map { _ -> View in
            let v = View()
            v.customIntrinsicContentSize = Size(width: 20, height: 10)
            return v
        }
        let stack = RespacingStack(arrangedSubviews: views)
        stack.frame = Rect(x: 0, y: 0, width: 500, height: 20)
        window.rootView.addSubview(stack)
        window.layoutIfNeeded()
        views[2].isHidden = true
        window.layoutIfNeeded()
        #expect(stack.visibility.incrementalPasses == 0)
        #expect(stack.spacing == 1)
        #expect(views[3].frame.minX == views[1].frame.maxX + 1)
    }

    /// Random changes of every kind the stack hears of, each followed by
    /// a layout pass; hidden-flag changes are the most frequent.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomChangesMatchTheFullPass(seed: UInt64) {
        var rng = TestRandom(seed: seed)
        let t = Twins(count: 30, width: 900) { i, v in
            if i % 11 == 4 { v.customIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 9) }
        }
        for step in 0..<400 {
            let index = rng.int(0..<30)
            let kind = rng.int(0..<32)
            let value = rng.int(0..<1000)
            // Now and then, what takes the stack out of the incremental
            // domain is undone, so that both kinds of pass keep running.
            if step % 25 == 24 {
                t.apply { stack, views in
                    stack.distribution = .fill
                    views[0].customIntrinsicContentSize = Size(width: 10, height: 8)
                    views[1].setContentHuggingPriority(LayoutPriority(250), for: .horizontal)
                    stack.setCustomSpacing(StackView.spacingUseDefault, after: views[2])
                }
                t.check("seed \(seed), step \(step), back in the domain")
                continue
            }
            switch kind {
            case 0:   // the row narrows or widens (views may have to shrink)
                let width = Double(300 + value)
                t.apply { stack, _ in stack.frame.size.width = width; stack.frame.size.height = width / 2 }
            case 1:
                let spacing = Double(value % 9) - 1
                t.apply { stack, _ in stack.spacing = spacing }
            case 2:   // an intrinsic length; view 0's sometimes off the grid
                let target = value % 2 == 0 ? 0 : index
                let width = target == 0 && value % 3 == 0 ? Double(value % 40) + 0.1 : Double(value % 40) / 2
                t.apply { _, views in views[target].customIntrinsicContentSize = Size(width: width, height: 8) }
            case 3:   // a priority; view 1's sometimes not a multiple of 0.5
                let target = value % 2 == 0 ? 1 : index
                let choices = target == 1 ? [250.25, 100, 250] : [100, 200, 249.5, 250, 251, 750, 1000]
                let priority = choices[value % choices.count]
                t.apply { _, views in views[target].setContentHuggingPriority(LayoutPriority(priority), for: .horizontal) }
            case 4:
                let rtl = value % 2 == 0
                t.apply { stack, _ in stack.semanticContentAttribute = rtl ? .forceRightToLeft : .forceLeftToRight }
            case 5:
                let alignment = [StackView.Alignment.fill, .leading, .center, .trailing][value % 4]
                t.apply { stack, _ in stack.alignment = alignment }
            case 6:
                let distribution = [StackView.Distribution.fill, .fill, .fill, .fill, .fillEqually, .equalSpacing][value % 6]
                t.apply { stack, _ in stack.distribution = distribution }
            case 7:
                t.apply { _, views in views[index].frame.origin.y = Double(value % 7) }
            case 8:
                t.apply { stack, _ in stack.axis = stack.axis == .horizontal ? .vertical : .horizontal }
            case 10, 11:   // a custom spacing (or the system's); after view 2 sometimes off the grid
                let target = value % 2 == 0 ? 2 : index
                let choices = target == 2 ? [3.3, StackView.spacingUseDefault, 2]
                    : [2, 12.5, 0, StackView.spacingUseSystem, StackView.spacingUseDefault]
                let gap = choices[value % choices.count]
                t.apply { stack, views in stack.setCustomSpacing(gap, after: views[target]) }
            case 9:   // two views at once
                let other = value % 30
                t.apply { _, views in views[index].isHidden.toggle(); views[other].isHidden.toggle() }
            default:
                t.apply { _, views in views[index].isHidden.toggle() }
            }
            t.check("seed \(seed), step \(step), change \(kind)")
        }
        #expect(t.incremental > 100, "the incremental path ran \(t.incremental) times")
    }
}
