import Testing
@testable import Strata

@MainActor
@Suite("View shadows")
struct ShadowDisplayListTests {
    @Test func defaultsAreCALayers() {
        let v = View()
        #expect(v.shadowColor == .black && v.shadowOpacity == 0 && v.shadowOffset == Size(width: 0, height: -3)
            && v.shadowRadius == 3)
        v.shadowOpacity = 2
        #expect(v.shadowOpacity == 1)
        v.shadowRadius = -1
        #expect(v.shadowRadius == 0)
    }

    @Test func aShadowIsDrawnUnderTheBackgroundOnlyWhenOpaqueEnough() {
        let window = Window(size: Size(width: 200, height: 200))
        let card = View(frame: Rect(x: 20, y: 30, width: 100, height: 60))
        card.backgroundColor = .white
        card.cornerRadius = 8
        window.rootView.addSubview(card)
        #expect(window.displayList().commands.count == 1)
        card.shadowOpacity = 0.3
        card.shadowRadius = 10
        card.shadowOffset = Size(width: 0, height: 4)
        card.alpha = 0.5
        #expect(window.displayList().commands == [
            .shadow(ShadowCommand(rect: Rect(x: 20, y: 30, width: 100, height: 60), cornerRadius: 8,
                                  offset: Size(width: 0, height: 4), radius: 10, color: .black, opacity: 0.15)),
            .rect(RectCommand(rect: Rect(x: 20, y: 30, width: 100, height: 60), fill: .white, cornerRadius: 8, opacity: 0.5)),
        ])
        let command = ShadowCommand(rect: Rect(x: 0, y: 0, width: 10, height: 10), offset: Size(width: 2, height: 0), radius: 4)
        #expect(command.sigma == 2 && command.bounds == Rect(x: -4, y: -6, width: 22, height: 22))
    }

    @Test func theShadowTurnsWithTheView() {
        let window = Window(size: Size(width: 200, height: 200))
        let card = View(frame: Rect(x: 20, y: 30, width: 100, height: 60))
        card.shadowOpacity = 1
        card.transform = AffineTransform(rotationAngle: 0.2)
        window.rootView.addSubview(card)
        let commands = window.displayList().commands
        #expect(commands.count == 3)
        if case .pushTransform = commands[0], case .shadow = commands[1], case .popTransform = commands[2] {} else {
            Issue.record("\(commands)")
        }
    }
}
