import Testing
@testable import Strata

@MainActor
@Suite("Window.displayList()")
struct DisplayListWindowTests {
    func rect(_ r: Rect, _ fill: Color?, radius: Double = 0, border: Double = 0, borderColor: Color = .black,
              opacity: Double = 1) -> DisplayCommand {
        .rect(RectCommand(rect: r, fill: fill, cornerRadius: radius, borderWidth: border, borderColor: borderColor,
                          opacity: opacity))
    }

    @Test func emptyWindow() {
        let window = Window(size: Size(width: 320, height: 480))
        #expect(window.displayList() == DisplayList(size: Size(width: 320, height: 480), commands: []))
    }

    @Test func backToFrontInWindowCoordinatesWithBoundsOffsets() {
        let window = Window(size: Size(width: 200, height: 200))
        window.rootView.backgroundColor = .white
        let a = View(frame: Rect(x: 10, y: 20, width: 100, height: 100))
        a.backgroundColor = .red
        a.bounds.origin = Point(x: 0, y: 15)
        let b = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        b.backgroundColor = .blue
        let c = View(frame: Rect(x: 50, y: 0, width: 10, height: 10))
        c.backgroundColor = .green
        window.rootView.addSubview(a)
        a.addSubview(b)
        window.rootView.addSubview(c)
        #expect(window.displayList().commands == [
            rect(Rect(x: 0, y: 0, width: 200, height: 200), .white),
            rect(Rect(x: 10, y: 20, width: 100, height: 100), .red),
            rect(Rect(x: 15, y: 10, width: 10, height: 10), .blue),
            rect(Rect(x: 50, y: 0, width: 10, height: 10), .green),
        ])
    }

    @Test func hiddenAndTransparentSubtreesAreSkippedAndAlphaMultiplies() {
        let window = Window(size: Size(width: 100, height: 100))
        let a = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        a.alpha = 0.5
        let b = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        b.backgroundColor = .red
        b.alpha = 0.5
        let hidden = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        hidden.backgroundColor = .red
        hidden.isHidden = true
        let clear = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        clear.backgroundColor = .red
        clear.alpha = 0
        let child = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        child.backgroundColor = .blue
        hidden.addSubview(child)
        window.rootView.addSubview(a)
        a.addSubview(b)
        a.addSubview(hidden)
        a.addSubview(clear)
        #expect(window.displayList().commands == [rect(Rect(x: 0, y: 0, width: 10, height: 10), .red, opacity: 0.25)])
    }

    @Test func clipsWrapContentAndBorderMergesOrFollows() {
        let window = Window(size: Size(width: 100, height: 100))
        let box = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        box.backgroundColor = .white
        box.cornerRadius = 8
        box.borderWidth = 2
        box.borderColor = .red
        box.clipsToBounds = true
        let inner = View(frame: Rect(x: 40, y: 40, width: 20, height: 20))
        inner.backgroundColor = .blue
        box.addSubview(inner)
        let plain = View(frame: Rect(x: 70, y: 70, width: 10, height: 10))
        plain.backgroundColor = .green
        plain.borderWidth = 1
        plain.clipsToBounds = true   // nothing inside: no clip emitted
        window.rootView.addSubview(box)
        window.rootView.addSubview(plain)
        let boxRect = Rect(x: 10, y: 10, width: 50, height: 50)
        #expect(window.displayList().commands == [
            rect(boxRect, .white, radius: 8),
            .pushClip(rect: boxRect, cornerRadius: 8),
            rect(Rect(x: 50, y: 50, width: 20, height: 20), .blue),
            .popClip,
            rect(boxRect, nil, radius: 8, border: 2, borderColor: .red),
            rect(Rect(x: 70, y: 70, width: 10, height: 10), .green, border: 1),
        ])
    }

    @Test func labelsEmitOneRunPerLineOnTheirBaselines() {
        let window = Window(size: Size(width: 200, height: 100))
        let label = Label(text: "one\ntwo", fontSize: 10)
        label.numberOfLines = 0
        label.textColor = .blue
        label.frame = Rect(x: 20, y: 30, width: 100, height: 24)
        label.alpha = 0.5
        window.rootView.addSubview(label)
        #expect(window.displayList().commands == [
            .text(TextRun(text: "one", origin: Point(x: 20, y: 39), fontSize: 10, color: .blue, opacity: 0.5)),
            .text(TextRun(text: "two", origin: Point(x: 20, y: 51), fontSize: 10, color: .blue, opacity: 0.5)),
        ])
    }

    @Test func frameLookupCanBeReplaced() {
        let window = Window(size: Size(width: 100, height: 100))
        let v = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
        v.backgroundColor = .red
        window.rootView.addSubview(v)
        let list = window.displayList { view in
            view === v ? Rect(x: 30, y: 40, width: 5, height: 5) : view.frame
        }
        #expect(list.commands == [rect(Rect(x: 30, y: 40, width: 5, height: 5), .red)])
    }
}
