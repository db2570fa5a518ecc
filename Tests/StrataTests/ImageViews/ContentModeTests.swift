import Testing
import Strata

/// `ContentMode.rect(forContentOfSize:in:)`: every UIKit case, exact.
@Suite("Content modes")
struct ContentModeTests {
    /// A 100 × 50 image in bounds (10, 20, 200, 200).
    @Test(arguments: [
        (ContentMode.scaleToFill, Rect(x: 10, y: 20, width: 200, height: 200)),
        (.scaleAspectFit, Rect(x: 10, y: 70, width: 200, height: 100)),
        (.scaleAspectFill, Rect(x: -90, y: 20, width: 400, height: 200)),
        (.redraw, Rect(x: 10, y: 20, width: 200, height: 200)),
        (.center, Rect(x: 60, y: 95, width: 100, height: 50)),
        (.top, Rect(x: 60, y: 20, width: 100, height: 50)),
        (.bottom, Rect(x: 60, y: 170, width: 100, height: 50)),
        (.left, Rect(x: 10, y: 95, width: 100, height: 50)),
        (.right, Rect(x: 110, y: 95, width: 100, height: 50)),
        (.topLeft, Rect(x: 10, y: 20, width: 100, height: 50)),
        (.topRight, Rect(x: 110, y: 20, width: 100, height: 50)),
        (.bottomLeft, Rect(x: 10, y: 170, width: 100, height: 50)),
        (.bottomRight, Rect(x: 110, y: 170, width: 100, height: 50)),
    ])
    func placesAWideImage(_ mode: ContentMode, _ expected: Rect) {
        let r = mode.rect(forContentOfSize: Size(width: 100, height: 50), in: Rect(x: 10, y: 20, width: 200, height: 200))
        #expect(r == expected)
    }

    @Test func thereAreThirteenCases() {
        #expect(ContentMode.allCases.count == 13)
    }

    @Test func theIssuesAspectFillExample() {
        let r = ContentMode.scaleAspectFill.rect(forContentOfSize: Size(width: 100, height: 50),
                                                 in: Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(r == Rect(x: -100, y: 0, width: 400, height: 200))
    }

    @Test(arguments: [ContentMode.scaleAspectFit, .scaleAspectFill])
    func aspectModesOfAnEmptyImageFillTheBounds(_ mode: ContentMode) {
        let bounds = Rect(x: 0, y: 0, width: 30, height: 40)
        #expect(mode.rect(forContentOfSize: Size(width: 0, height: 10), in: bounds) == bounds)
    }

    @Test func aTallImageIsFittedAcross() {
        let r = ContentMode.scaleAspectFit.rect(forContentOfSize: Size(width: 20, height: 80),
                                                in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(r == Rect(x: 37.5, y: 0, width: 25, height: 100))
    }

    @MainActor @Test func aViewDefaultsToScaleToFillAndKeepsItsMode() {
        let view = View()
        #expect(view.contentMode == .scaleToFill)
        view.contentMode = .bottomLeft
        #expect(view.contentMode == .bottomLeft)
    }
}
