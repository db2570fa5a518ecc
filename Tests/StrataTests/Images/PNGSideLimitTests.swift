import Testing
@testable import Strata
@testable import StrataImages

/// Issue 48: a side over `Image.maximumSideLength` (16,384) is refused,
/// by the PNG decoder with an `ImageError` naming the side (at the byte of
/// that side's field), by `Image(width:height:rgba:scale:)` with a
/// precondition naming it; `maximumPixelCount` still applies.
@Suite("PNG and Image side limit")
struct PNGSideLimitTests {
    @Test func maximumSideLength() {
        #expect(Image.maximumSideLength == 16_384)
    }

    /// An 8-bit grey PNG of `width × height`, every row a filter byte 0 and
    /// zeros (at most 16,385 bytes of image data for these sizes).
    static func grey(_ width: Int, _ height: Int) -> [UInt8] {
        TestPNG(width: width, height: height, colorType: 0,
                scanlines: [UInt8](repeating: 0, count: height * (width + 1))).bytes
    }

    @Test("a side of 16,384 decodes", arguments: [(16_384, 1), (1, 16_384)])
    func longestSideDecodes(width: Int, height: Int) throws {
        let image = try Image(pngData: Self.grey(width, height))
        #expect(image.pixelWidth == width)
        #expect(image.pixelHeight == height)
        #expect(image.rgba.count == 65_536)
        #expect(image.rgba.prefix(4) == [0, 0, 0, 255])
    }

    /// Only the header is built: the decoder stops at IHDR, before any
    /// image data is read or allocated.
    @Test("a side over 16,384 throws an ImageError naming it", arguments: [
        (16_385, 1, 16, "the image is 16385x1 pixels: its width 16385 is more than Image.maximumSideLength (16384)"),
        (1, 16_385, 20, "the image is 1x16385 pixels: its height 16385 is more than Image.maximumSideLength (16384)"),
        (20_000, 20_000, 16,
         "the image is 20000x20000 pixels: its width 20000 is more than Image.maximumSideLength (16384)"),
        (16_384, 65_536, 20,
         "the image is 16384x65536 pixels: its height 65536 is more than Image.maximumSideLength (16384)"),
    ])
    func longerSideThrows(width: Int, height: Int, offset: Int, message: String) {
        let png = TestPNG(width: width, height: height, colorType: 0, scanlines: [0]).bytes
        #expect(throws: ImageError(chunk: "IHDR", offset: offset, message: message)) { try Image(pngData: png) }
    }

    @Test("within the side limit, the pixel count still applies")
    func pixelCountStillApplies() {
        let png = TestPNG(width: 16_384, height: 4_097, colorType: 0, scanlines: [0]).bytes
        #expect(throws: ImageError(chunk: "IHDR", offset: 16,
                                   message: "the image is 16384x4097 pixels, more than the 67108864 an Image may have")) {
            try Image(pngData: png)
        }
    }

    @Test("the header alone accepts 16,384 a side and refuses 16,385", arguments: [
        (16_384, 1, true), (1, 16_384, true), (16_385, 1, false), (1, 16_385, false), (4_096, 16_384, true),
    ])
    func header(width: Int, height: Int, accepted: Bool) {
        let ihdr = TestPNG.be32(width) + TestPNG.be32(height) + [8, 6, 0, 0, 0]
        let result = ihdr.withUnsafeBufferPointer { data -> PNGHeader? in try? PNGHeader(data, at: 0, length: 13) }
        #expect((result != nil) == accepted)
        #expect(result?.width == (accepted ? width : nil))
    }

    @Test("Image(width:height:rgba:) with a side of 16,384 is made", arguments: [(16_384, 1), (1, 16_384)])
    func longestSideImage(width: Int, height: Int) {
        let image = Image(width: width, height: height, rgba: [UInt8](repeating: 7, count: 65_536))
        #expect(image.size == Size(width: Double(width), height: Double(height)))
    }

    /// What a child process that made an image of a side too long wrote
    /// on standard error (the exit test's body cannot capture the sizes).
    static func trapMessage(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test("Image(width:height:rgba:) 16,385 wide is a precondition failure naming the width")
    func widerImageTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Image(width: 16_385, height: 1, rgba: [UInt8](repeating: 0, count: 16_385 * 4))
        }
        #expect(Self.trapMessage(result).contains(
            "Image of 16385x1 pixels: its width 16385 is more than Image.maximumSideLength (16384)"))
    }

    @Test("Image(width:height:rgba:) 16,385 high is a precondition failure naming the height")
    func tallerImageTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Image(width: 1, height: 16_385, rgba: [UInt8](repeating: 0, count: 16_385 * 4))
        }
        #expect(Self.trapMessage(result).contains(
            "Image of 1x16385 pixels: its height 16385 is more than Image.maximumSideLength (16384)"))
    }
}
