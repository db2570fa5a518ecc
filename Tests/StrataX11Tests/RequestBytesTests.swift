import StrataRaster
import Testing
@testable import StrataX11

@Suite("X11 request bytes")
struct RequestBytesTests {
    @Test func createWindow() {
        let bytes = X11Request.createWindow(id: 0x0400_0001, parent: 0x100, width: 640, height: 480, depth: 24,
                                           visual: 0x21, background: 0xffffff, eventMask: 0x0020_8000,
                                           colormap: 0x20)
        let expected: [UInt8] = [1, 24, 13, 0] + u32(0x0400_0001) + u32(0x100) + [0, 0, 0, 0] + u16(640) + u16(480)
            + u16(0) + u16(1) + u32(0x21) + u32(0x281a) + u32(0xffffff) + u32(0) + u32(1) + u32(0x0020_8000)
            + u32(0x20)
        #expect(bytes == expected)
    }

    @Test func mapAndResize() {
        #expect(X11Request.mapWindow(0x0400_0001) == [8, 0, 2, 0] + u32(0x0400_0001))
        #expect(X11Request.resizeWindow(7, width: 300, height: 200)
                == [12, 0, 5, 0] + u32(7) + u16(12) + u16(0) + u32(300) + u32(200))
        // Negative positions are sign-extended into the 32-bit value list.
        #expect(X11Request.moveWindow(7, x: 130, y: -2)
                == [12, 0, 5, 0] + u32(7) + u16(3) + u16(0) + u32(130) + u32(0xffff_fffe))
    }

    @Test func translateCoordinates() {
        #expect(X11Request.translateCoordinates(source: 0x0400_0001, destination: 0x100, x: -3, y: 40)
                == [40, 0, 4, 0] + u32(0x0400_0001) + u32(0x100) + u16(0xfffd) + u16(40))
        #expect(X11Request.coreNames[40] == "TranslateCoordinates")
    }

    @Test func internAtomPadsTheName() {
        #expect(X11Request.internAtom("WM_PROTOCOLS") == [16, 0, 5, 0] + u16(12) + u16(0) + Array("WM_PROTOCOLS".utf8))
        #expect(X11Request.internAtom("UTF8_STRING") == [16, 0, 5, 0] + u16(11) + u16(0) + Array("UTF8_STRING".utf8) + [0])
    }

    @Test func changePropertyCountsUnitsOfItsFormat() {
        let title = Array("Héllo".utf8) // 6 bytes
        #expect(X11Request.changeProperty(window: 9, property: 39, type: 31, format: 8, data: title)
                == [18, 0, 8, 0] + u32(9) + u32(39) + u32(31) + [8, 0, 0, 0] + u32(6) + title + [0, 0])
        #expect(X11Request.changeProperty(window: 9, property: 101, type: 4, format: 32, data: X11Request.cardinals([102]))
                == [18, 0, 7, 0] + u32(9) + u32(101) + u32(4) + [32, 0, 0, 0] + u32(1) + u32(102))
    }

    @Test func sizeHintsSetOnlyTheMinimum() {
        var expected = u32(16) + [UInt8](repeating: 0, count: 16) + u32(200) + u32(100)
        expected += [UInt8](repeating: 0, count: 4 * 11)
        #expect(X11Request.sizeHints(minWidth: 200, minHeight: 100) == expected)
    }

    @Test func gcAndExtensionAndKeyboard() {
        #expect(X11Request.createGC(id: 5, drawable: 9) == [55, 0, 5, 0] + u32(5) + u32(9) + u32(0x10000) + u32(0))
        #expect(X11Request.queryExtension("MIT-SHM") == [98, 0, 4, 0] + u16(7) + u16(0) + Array("MIT-SHM".utf8) + [0])
        #expect(X11Request.getKeyboardMapping(first: 8, count: 248) == [101, 0, 2, 0, 8, 248, 0, 0])
        #expect(X11Request.getImage(drawable: 9, x: 1, y: 2, width: 3, height: 4)
                == [73, 2, 5, 0] + u32(9) + u16(1) + u16(2) + u16(3) + u16(4) + u32(0xffff_ffff))
    }

    @Test func putImageHeaderShortAndBig() {
        #expect(X11Request.putImageHeader(drawable: 9, gc: 5, width: 2, height: 3, x: 4, y: 5, depth: 24,
                                          dataBytes: 24, big: false)
                == [72, 2, 12, 0] + u32(9) + u32(5) + u16(2) + u16(3) + u16(4) + u16(5) + [0, 24, 0, 0])
        #expect(X11Request.putImageHeader(drawable: 9, gc: 5, width: 2, height: 3, x: 4, y: 5, depth: 24,
                                          dataBytes: 24, big: true)
                == [72, 2, 0, 0] + u32(13) + u32(9) + u32(5) + u16(2) + u16(3) + u16(4) + u16(5) + [0, 24, 0, 0])
    }
}

@Suite("X11 image strips")
struct ImageStripTests {
    /// (region width, height, maximum request bytes) → the strips' heights.
    @Test(arguments: [
        (100, 10, 4028, [10]),           // 4000 bytes of rows + 28 fit exactly
        (100, 10, 4027, [9, 1]),          // one byte short: nine rows, then one
        (100, 25, 1228, [3, 3, 3, 3, 3, 3, 3, 3, 1]),
        (1280, 720, 262_140, Array(repeating: 51, count: 14) + [6]),
    ])
    func rowsPerStrip(width: Int, height: Int, maximum: Int, heights: [Int]) {
        let strips = X11ImageWriter.strips(of: PixelRect(x: 3, y: 7, width: width, height: height),
                                           layout: .bgrx32, maximumRequestBytes: maximum)
        #expect(strips.map(\.height) == heights)
        #expect(strips.allSatisfy { $0.x == 3 && $0.width == width })
        #expect(strips.first?.y == 7)
        #expect(zip(strips, strips.dropFirst()).allSatisfy { $0.maxY == $1.y })
        #expect(strips.allSatisfy { 28 + 4 * $0.width * $0.height <= maximum })
    }

    @Test func aRowLongerThanARequestIsCut() {
        let strips = X11ImageWriter.strips(of: PixelRect(x: 0, y: 0, width: 10, height: 2), layout: .bgrx32,
                                           maximumRequestBytes: 44)
        #expect(strips == [PixelRect(x: 0, y: 0, width: 4, height: 1), PixelRect(x: 4, y: 0, width: 4, height: 1),
                           PixelRect(x: 8, y: 0, width: 2, height: 1), PixelRect(x: 0, y: 1, width: 4, height: 1),
                           PixelRect(x: 4, y: 1, width: 4, height: 1), PixelRect(x: 8, y: 1, width: 2, height: 1)])
    }

    @Test func stripsSentToTheServerStayWithinItsMaximum() throws {
        let server = FakeXServer(maximumRequestLength: 300) // 1200 bytes
        let connection = try server.connect(cookie: nil)
        var canvas = Canvas(width: 37, height: 20, background: RGBA8(10, 20, 30))
        canvas[36, 19] = RGBA8(1, 2, 3)
        var writer = X11ImageWriter(layout: .bgrx32)
        try writer.put(canvas, region: PixelRect(x: 0, y: 0, width: 37, height: 20), drawable: 9, gc: 5,
                       connection: connection)
        try connection.sync()
        let puts = server.requests(opcode: 72)
        #expect(puts.map { Int(le16($0, 14)) } == [7, 7, 6]) // heights: 7 rows of 148 bytes fit in 1200 − 28
        #expect(puts.allSatisfy { $0.count <= 1200 })
        #expect(puts.map { Int(le16($0, 18)) } == [0, 7, 14]) // dst-y
        let last = puts[2]
        #expect(Array(last[(24 + 5 * 148 + 36 * 4)...]) == [3, 2, 1, 0])
        #expect(Array(last[24..<28]) == [30, 20, 10, 0])
    }

    @Test func pixelLayoutsConvertChannels() {
        var canvas = Canvas(width: 2, height: 1)
        canvas[0, 0] = RGBA8(0x11, 0x22, 0x33)
        canvas[1, 0] = RGBA8(0xaa, 0xbb, 0xcc)
        var out: [UInt8] = []
        X11PixelLayout.bgrx32.convert(canvas, region: PixelRect(x: 0, y: 0, width: 2, height: 1), into: &out)
        #expect(out == [0x33, 0x22, 0x11, 0, 0xcc, 0xbb, 0xaa, 0])
        let msb = X11PixelLayout(depth: 24, bytesPerPixel: 4, rowPad: 4, redShift: 16, greenShift: 8, blueShift: 0,
                                 msbFirst: true)
        msb.convert(canvas, region: PixelRect(x: 1, y: 0, width: 1, height: 1), into: &out)
        #expect(out == [0, 0xaa, 0xbb, 0xcc])
        let packed = X11PixelLayout(depth: 24, bytesPerPixel: 3, rowPad: 4, redShift: 0, greenShift: 8, blueShift: 16,
                                    msbFirst: false)
        packed.convert(canvas, region: PixelRect(x: 0, y: 0, width: 2, height: 1), into: &out)
        #expect(out == [0x11, 0x22, 0x33, 0xaa, 0xbb, 0xcc, 0, 0]) // six bytes padded to eight
        #expect(packed.rgb(at: 3, in: out) == (0xaa, 0xbb, 0xcc))
    }
}
