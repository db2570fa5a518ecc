/// A visual of a screen: how pixel values map to colours.
public struct X11Visual: Sendable, Hashable {
    /// The visual's id.
    public var id: UInt32
    /// The class: 4 is TrueColor.
    public var visualClass: UInt8
    /// The depth it belongs to.
    public var depth: UInt8
    /// The bits of red, green and blue in a pixel value.
    public var redMask: UInt32, greenMask: UInt32, blueMask: UInt32
}

/// A pixmap format: how many bits a pixel of a depth takes in an image.
public struct X11PixmapFormat: Sendable, Hashable {
    /// The depth.
    public var depth: UInt8
    /// Bits per pixel in images (8, 16, 24 or 32).
    public var bitsPerPixel: UInt8
    /// Each scanline is padded to a multiple of this many bits.
    public var scanlinePad: UInt8
}

/// A screen of the display.
public struct X11Screen: Sendable, Hashable {
    /// The root window.
    public var root: UInt32
    /// The default colormap.
    public var defaultColormap: UInt32
    /// Pixel values of white and black.
    public var whitePixel: UInt32, blackPixel: UInt32
    /// The size in pixels.
    public var width: Int, height: Int
    /// The root window's visual and depth.
    public var rootVisual: UInt32
    /// The root window's depth.
    public var rootDepth: UInt8
    /// Every visual the screen allows, depth by depth.
    public var visuals: [X11Visual]
}

/// What the server says about itself when a connection opens.
public struct X11Setup: Sendable, Hashable {
    /// The base and mask from which the client makes resource ids.
    public var resourceIDBase: UInt32, resourceIDMask: UInt32
    /// The vendor string.
    public var vendor: String
    /// The largest request in four-byte units (before BIG-REQUESTS).
    public var maximumRequestLength: Int
    /// Whether images are most-significant-byte first.
    public var imageByteOrderMSBFirst: Bool
    /// The range of keycodes.
    public var minKeycode: UInt8, maxKeycode: UInt8
    /// The pixmap formats.
    public var formats: [X11PixmapFormat]
    /// The screens.
    public var screens: [X11Screen]

    /// The connection request: byte order `l`, protocol 11.0, and the
    /// `MIT-MAGIC-COOKIE-1` cookie when there is one.
    static func request(cookie: [UInt8]?) -> [UInt8] {
        var w = X11Writer(capacity: 48)
        w.u8(0x6c) // 'l': little-endian
        w.u8(0)
        w.u16(11)
        w.u16(0)
        let name = cookie == nil ? [] : Array(X11AuthorityEntry.magicCookie.utf8)
        w.u16(UInt16(name.count))
        w.u16(UInt16(cookie?.count ?? 0))
        w.u16(0)
        w.padded(name)
        w.padded(cookie ?? [])
        return w.bytes
    }

    /// Parses the additional data of a successful setup reply (the bytes
    /// after its first eight).
    static func parse(_ data: [UInt8]) throws -> X11Setup {
        let r = X11Reader(data)
        func need(_ offset: Int, _ count: Int, _ what: String) throws {
            if !r.has(offset, count) { throw X11Error.protocolViolation("setup reply too short for \(what)") }
        }
        try need(0, 32, "its header")
        let vendorLength = Int(r.u16(16))
        let screenCount = Int(r.u8(20)), formatCount = Int(r.u8(21))
        var setup = X11Setup(resourceIDBase: r.u32(4), resourceIDMask: r.u32(8), vendor: "",
                             maximumRequestLength: Int(r.u16(18)), imageByteOrderMSBFirst: r.u8(22) == 1,
                             minKeycode: r.u8(26), maxKeycode: r.u8(27), formats: [], screens: [])
        try need(32, vendorLength, "the vendor")
        setup.vendor = r.string(32, vendorLength)
        var offset = 32 + vendorLength + X11Writer.padding(vendorLength)
        for _ in 0..<formatCount {
            try need(offset, 8, "a pixmap format")
            setup.formats.append(X11PixmapFormat(depth: r.u8(offset), bitsPerPixel: r.u8(offset + 1),
                                                 scanlinePad: r.u8(offset + 2)))
            offset += 8
        }
        for _ in 0..<screenCount {
            try need(offset, 40, "a screen")
            var screen = X11Screen(root: r.u32(offset), defaultColormap: r.u32(offset + 4),
                                   whitePixel: r.u32(offset + 8), blackPixel: r.u32(offset + 12),
                                   width: Int(r.u16(offset + 20)), height: Int(r.u16(offset + 22)),
                                   rootVisual: r.u32(offset + 32), rootDepth: r.u8(offset + 38), visuals: [])
            let depthCount = Int(r.u8(offset + 39))
            offset += 40
            for _ in 0..<depthCount {
                try need(offset, 8, "a depth")
                let depth = r.u8(offset), visualCount = Int(r.u16(offset + 2))
                offset += 8
                for _ in 0..<visualCount {
                    try need(offset, 24, "a visual")
                    screen.visuals.append(X11Visual(id: r.u32(offset), visualClass: r.u8(offset + 4), depth: depth,
                                                    redMask: r.u32(offset + 8), greenMask: r.u32(offset + 12),
                                                    blueMask: r.u32(offset + 16)))
                    offset += 24
                }
            }
            setup.screens.append(screen)
        }
        return setup
    }

    /// The pixel layout for drawing on `screen`'s root visual: it must be
    /// TrueColor with 8-bit red, green and blue masks in a 24- or 32-bit
    /// pixel.
    func pixelLayout(screen: X11Screen) throws -> X11PixelLayout {
        guard let visual = screen.visuals.first(where: { $0.id == screen.rootVisual }) else {
            throw X11Error.unsupportedVisual("the root visual 0x\(String(screen.rootVisual, radix: 16)) is not listed")
        }
        guard visual.visualClass == 4 else {
            throw X11Error.unsupportedVisual("class \(visual.visualClass) (only TrueColor, class 4, is drawn)")
        }
        guard let format = formats.first(where: { $0.depth == visual.depth }),
              format.bitsPerPixel == 24 || format.bitsPerPixel == 32 else {
            throw X11Error.unsupportedVisual("depth \(visual.depth) is not stored in 24- or 32-bit pixels")
        }
        guard let layout = X11PixelLayout(visual: visual, format: format, msbFirst: imageByteOrderMSBFirst) else {
            throw X11Error.unsupportedVisual(
                "masks 0x\(String(visual.redMask, radix: 16)), 0x\(String(visual.greenMask, radix: 16)), "
                + "0x\(String(visual.blueMask, radix: 16)) are not 8 bits each")
        }
        return layout
    }
}
