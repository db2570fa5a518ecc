import Testing
@testable import Strata

@MainActor
@Suite("Focus: which view a move reaches")
struct FocusMoveTests {
    /// In a 3 × 3 grid: (start, heading, expected).
    @Test(arguments: [
        ("1,1", FocusHeading.right, "1,2"), ("1,1", .left, "1,0"), ("1,1", .up, "0,1"), ("1,1", .down, "2,1"),
        ("0,0", .left, nil), ("0,0", .up, nil), ("2,2", .right, nil), ("2,2", .down, nil),
        ("0,2", .down, "1,2"), ("2,0", .up, "1,0"),
        ("1,1", .next, "1,2"), ("1,2", .next, "2,0"), ("2,2", .next, "0,0"), ("0,0", .previous, "2,2"),
    ] as [(String, FocusHeading, String?)])
    func gridMoves(start: String, heading: FocusHeading, expected: String?) {
        let scene = FocusScene.grid(rows: 3, columns: 3)
        #expect(scene.window.focus(scene.views[start]!))
        #expect(scene.window.moveFocus(heading) == (expected != nil))
        #expect(scene.focused == (expected ?? start))
    }

    /// Ragged rows: the beam wins over a nearer view outside it; without a
    /// view in the beam, the nearest edge wins, then the smaller offset.
    ///
    ///     a [0,0 100×50]   b [300,0 100×50]
    ///     c [0,200 50×50]            d [350,80 50×50]
    @Test(arguments: [
        ("a", FocusHeading.down, "c"),      // c is in a's beam (x 0–50 overlaps 0–100), d is nearer but outside
        ("b", .down, "d"),                  // d in b's beam
        ("c", .up, "a"),
        ("c", .right, "b"),                 // neither b (rows 0–50) nor d (80–130) is in c's beam (200–250): the nearer edge, b's (gap 250 < 300)
        ("d", .left, "a"),                  // a's rows 0–50 miss d's 80–130, c's 200–250 too: gaps a 200, c 300
        ("d", .up, "b"),
    ] as [(String, FocusHeading, String)])
    func raggedRows(start: String, heading: FocusHeading, expected: String) {
        var scene = FocusScene()
        scene.add("a", Rect(x: 0, y: 0, width: 100, height: 50))
        scene.add("b", Rect(x: 300, y: 0, width: 100, height: 50))
        scene.add("c", Rect(x: 0, y: 200, width: 50, height: 50))
        scene.add("d", Rect(x: 350, y: 80, width: 50, height: 50))
        scene.window.focus(scene.views[start]!)
        #expect(scene.window.moveFocus(heading))
        #expect(scene.focused == expected)
    }

    @Test func ties() {
        // Two views at the same gap and offset below: tree order decides.
        var scene = FocusScene()
        scene.add("top", Rect(x: 100, y: 0, width: 100, height: 50))
        scene.add("left", Rect(x: 50, y: 100, width: 100, height: 50))
        scene.add("right", Rect(x: 150, y: 100, width: 100, height: 50))
        scene.window.focus(scene.views["top"]!)
        scene.window.moveFocus(.down)
        #expect(scene.focused == "left")
    }

    @Test func nestedStacksMoveAcrossRows() {
        let window = Window(size: Size(width: 600, height: 400))
        window.timeline = Timeline(clock: ManualClock())
        let column = StackView(frame: Rect(x: 0, y: 0, width: 600, height: 400))
        column.axis = .vertical
        column.distribution = .fillEqually
        column.spacing = 10
        var buttons: [[Button]] = []
        for r in 0..<3 {
            let row = StackView()
            row.distribution = .fillEqually
            row.spacing = 10
            var line: [Button] = []
            for c in 0..<(r == 1 ? 2 : 3) {
                let b = Button(title: "\(r)\(c)")
                line.append(b)
                row.addArrangedSubview(b)
            }
            buttons.append(line)
            column.addArrangedSubview(row)
        }
        window.rootView.addSubview(column)
        window.layoutIfNeeded()
        window.focus(buttons[0][2])
        window.moveFocus(.down)                 // the middle row has two wide buttons: the right one
        #expect(window.focusedView === buttons[1][1])
        window.moveFocus(.down)
        #expect(window.focusedView === buttons[2][2])   // remembered? no: row 2 was never focused; the beam
        window.moveFocus(.left)
        #expect(window.focusedView === buttons[2][1])
        window.moveFocus(.up)                   // back into the middle row: it remembers buttons[1][1]
        #expect(window.focusedView === buttons[1][1])
        window.moveFocus(.up)                   // the top row remembers buttons[0][2]
        #expect(window.focusedView === buttons[0][2])
    }

    @Test(arguments: ["hidden", "disabled", "transparent", "noInteraction", "hiddenParent"])
    func unavailableViewsAreSkipped(kind: String) {
        var scene = FocusScene()
        scene.add("a", Rect(x: 0, y: 0, width: 100, height: 50))
        let parent = View(frame: Rect(x: 150, y: 0, width: 200, height: 50))
        scene.window.rootView.addSubview(parent)
        let b = Button(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        b.identifier = "b"
        parent.addSubview(b)
        scene.add("c", Rect(x: 400, y: 0, width: 100, height: 50))
        switch kind {
        case "hidden": b.isHidden = true
        case "disabled": b.isEnabled = false
        case "transparent": b.alpha = 0
        case "noInteraction": b.isUserInteractionEnabled = false
        default: parent.isHidden = true
        }
        scene.window.focus(scene.views["a"]!)
        #expect(!scene.window.focus(b))
        scene.window.moveFocus(.right)
        #expect(scene.focused == "c")
        scene.window.moveFocus(.previous)
        #expect(scene.focused == "a")
    }

    /// Right to left: arrows stay geometric; reading order runs right to left.
    @Test func rightToLeft() {
        var scene = FocusScene(rightToLeft: true)
        scene.add("a", Rect(x: 0, y: 0, width: 100, height: 50))
        scene.add("b", Rect(x: 120, y: 0, width: 100, height: 50))
        scene.add("c", Rect(x: 0, y: 100, width: 100, height: 50))
        #expect(scene.window.moveFocus(.next))       // nothing focused: the first in reading order
        #expect(scene.focused == "b")
        scene.window.moveFocus(.next)
        #expect(scene.focused == "a")
        scene.window.moveFocus(.next)
        #expect(scene.focused == "c")
        scene.window.focus(scene.views["a"]!)
        scene.window.moveFocus(.right)
        #expect(scene.focused == "b")
    }

    @Test func noFocusableViewAtAll() {
        let window = Window(size: Size(width: 100, height: 100))
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(plain)
        for heading in FocusHeading.allCases { #expect(!window.moveFocus(heading)) }
        #expect(!window.focus(plain))
        #expect(window.focusedView == nil)
        window.setNeedsFocusUpdate()
        window.updateFocusIfNeeded()
        #expect(window.focusedView == nil)
        #expect(!window.keyDown(.down))
        let other = Window(size: Size(width: 10, height: 10))
        let button = Button(title: "x")
        other.rootView.addSubview(button)
        #expect(!window.focus(button))                 // a view of another window
    }
}
