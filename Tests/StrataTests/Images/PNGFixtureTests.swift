import Testing
@testable import Strata

/// The golden files of Tests/Fixtures/PNG, written once by its
/// make-fixtures.py with Python's zlib (dynamic Huffman blocks, IDAT chunks
/// of 100 bytes, every filter): each `.png` must decode to its `.rgba`.
@Suite struct PNGFixtureTests {
    static let directory: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)   // Images/PNGFixtureTests.swift, StrataTests
        return parts.joined(separator: "/") + "/Fixtures/PNG/"
    }()

    static let names: [String] = {
        var names: [String] = []
        for (type, depths) in [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])] {
            for depth in depths {
                names += ["type\(type)-depth\(depth)", "type\(type)-depth\(depth)-adam7"]
            }
        }
        return names + ["type0-depth4-trns", "type0-depth16-trns", "type2-depth8-trns-adam7", "type2-depth16-trns",
                        "type3-depth8-trns-short", "type3-depth2-trns-adam7", "type6-depth8-ancillary"]
    }()

    @Test func everyColourTypeAndDepthHasFixtures() {
        #expect(PNGFixtureTests.names.count == 37)
    }

    @Test(arguments: names)
    func decodesToTheGoldenPixels(name: String) throws {
        let image = try Image.load(path: PNGFixtureTests.directory + name + ".png")
        let expected = try FileReader.bytes(atPath: PNGFixtureTests.directory + name + ".rgba")
        #expect(image.pixelWidth == 37)
        #expect(image.pixelHeight == 23)
        #expect(image.rgba.count == expected.count)
        let firstDifference = zip(image.rgba, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(firstDifference == nil, "\(name): first difference at byte \(firstDifference ?? -1)")
    }
}
