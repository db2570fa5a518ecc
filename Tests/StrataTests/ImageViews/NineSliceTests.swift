import Testing
import Strata

/// `ImageCommand.commands(drawing:in:tint:)`: plain and nine-slice images.
@Suite("Nine-slice image commands")
struct NineSliceTests {
    static let image = Image(width: 30, height: 30, rgba: [UInt8](repeating: 255, count: 30 * 30 * 4))

    @Test func aPlainImageIsOneCommand() {
        let cs = ImageCommand.commands(drawing: Self.image, in: Rect(x: 1, y: 2, width: 60, height: 90), tint: .red)
        #expect(cs == [ImageCommand(image: Self.image, destination: Rect(x: 1, y: 2, width: 60, height: 90))])
    }

    @Test func stretchGivesNineSlices() {
        let image = Self.image.resizableImage(withCapInsets: EdgeInsets(top: 10, left: 5, bottom: 8, right: 7))
        let cs = ImageCommand.commands(drawing: image, in: Rect(x: 100, y: 200, width: 50, height: 40), tint: nil)
        let sources = [(0.0, 5.0), (5, 18), (23, 7)], sourceRows = [(0.0, 10.0), (10, 12), (22, 8)]
        let xs = [(100.0, 5.0), (105, 38), (143, 7)], ys = [(200.0, 10.0), (210, 22), (232, 8)]
        var expected: [ImageCommand] = []
        for row in 0..<3 {
            for column in 0..<3 {
                expected.append(ImageCommand(
                    image: image,
                    destination: Rect(x: xs[column].0, y: ys[row].0, width: xs[column].1, height: ys[row].1),
                    source: Rect(x: sources[column].0, y: sourceRows[row].0, width: sources[column].1,
                                 height: sourceRows[row].1)))
            }
        }
        #expect(cs == expected)
    }

    @Test func tileRepeatsTheEdgesAndMiddleAtTheirSize() {
        let image = Image(width: 60, height: 60, rgba: [UInt8](repeating: 9, count: 60 * 60 * 4), scale: 2)
            .resizableImage(withCapInsets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10), resizingMode: .tile)
        let cs = ImageCommand.commands(drawing: image, in: Rect(x: 0, y: 0, width: 100, height: 50), tint: nil)
        #expect(cs.count == 9)
        #expect(cs.map(\.tileSize) == [
            nil, Size(width: 10, height: 5), nil,
            Size(width: 10, height: 20), Size(width: 10, height: 20), Size(width: 10, height: 20),
            nil, Size(width: 10, height: 5), nil,
        ])
        #expect(cs[4].destination == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(cs[4].source == Rect(x: 20, y: 10, width: 20, height: 40))
    }

    @Test func capsShrinkWhenTheyDoNotFitAndEmptySlicesAreLeftOut() {
        let image = Self.image.resizableImage(withCapInsets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        let cs = ImageCommand.commands(drawing: image, in: Rect(x: 0, y: 0, width: 10, height: 30), tint: nil)
        #expect(cs.map(\.destination) == [
            Rect(x: 0, y: 0, width: 5, height: 10), Rect(x: 5, y: 0, width: 5, height: 10),
            Rect(x: 0, y: 10, width: 5, height: 10), Rect(x: 5, y: 10, width: 5, height: 10),
            Rect(x: 0, y: 20, width: 5, height: 10), Rect(x: 5, y: 20, width: 5, height: 10),
        ])
        #expect(cs.map(\.source.width) == [10, 10, 10, 10, 10, 10])
    }

    @Test func onlyTemplateImagesKeepTheTint() {
        let d = Rect(x: 0, y: 0, width: 4, height: 4)
        #expect(ImageCommand.commands(drawing: Self.image, in: d, tint: .red).first?.tint == nil)
        let template = Self.image.withRenderingMode(.alwaysTemplate)
        #expect(ImageCommand.commands(drawing: template, in: d, tint: .red).first?.tint == .red)
    }

    @Test func emptyImagesAndDestinationsDrawNothing() {
        #expect(ImageCommand.commands(drawing: Self.image, in: Rect(x: 0, y: 0, width: 0, height: 5), tint: nil).isEmpty)
        #expect(ImageCommand.commands(drawing: Image(width: 0, height: 0, rgba: []), in: Rect(x: 0, y: 0, width: 5, height: 5),
                                      tint: nil).isEmpty)
    }
}
