/// The bytes of each request this client sends (little-endian). Pure
/// functions, so tests can check every byte.
enum X11Request {
    /// The core requests' names by major opcode (those this client sends).
    static let coreNames: [UInt8: String] = [
        1: "CreateWindow", 2: "ChangeWindowAttributes", 4: "DestroyWindow", 8: "MapWindow", 12: "ConfigureWindow",
        16: "InternAtom", 18: "ChangeProperty", 43: "GetInputFocus", 55: "CreateGC", 60: "FreeGC",
        72: "PutImage", 73: "GetImage", 98: "QueryExtension", 101: "GetKeyboardMapping",
        119: "GetModifierMapping", 20: "GetProperty", 19: "DeleteProperty", 22: "SetSelectionOwner",
        23: "GetSelectionOwner", 24: "ConvertSelection", 25: "SendEvent", 40: "TranslateCoordinates",
    ]

    /// Event-mask bits.
    enum EventMask {
        static let keyPress: UInt32 = 1 << 0, keyRelease: UInt32 = 1 << 1
        static let buttonPress: UInt32 = 1 << 2, buttonRelease: UInt32 = 1 << 3
        static let pointerMotion: UInt32 = 1 << 6, exposure: UInt32 = 1 << 15
        static let structureNotify: UInt32 = 1 << 17, focusChange: UInt32 = 1 << 21
        static let propertyChange: UInt32 = 1 << 22
        /// Everything the host listens to (property changes: incremental
        /// selection transfers).
        static let host = keyPress | keyRelease | buttonPress | buttonRelease | pointerMotion | exposure
            | structureNotify | focusChange | propertyChange
    }

    /// Predefined atoms.
    enum Atom {
        static let atom: UInt32 = 4, cardinal: UInt32 = 6, string: UInt32 = 31
        static let wmName: UInt32 = 39, wmNormalHints: UInt32 = 40, wmSizeHints: UInt32 = 41
    }

    /// `CreateWindow` of an InputOutput window with a background pixel,
    /// the event mask and the colormap.
    static func createWindow(id: UInt32, parent: UInt32, width: Int, height: Int, depth: UInt8, visual: UInt32,
                             background: UInt32, eventMask: UInt32, colormap: UInt32) -> [UInt8] {
        var w = X11Writer(capacity: 48)
        w.u8(1); w.u8(depth); w.u16(0)
        w.u32(id); w.u32(parent)
        w.i16(0); w.i16(0); w.u16(UInt16(clamping: width)); w.u16(UInt16(clamping: height))
        w.u16(0) // border width
        w.u16(1) // InputOutput
        w.u32(visual)
        // background-pixel, border-pixel, bit-gravity, event-mask, colormap
        w.u32(0x2 | 0x8 | 0x10 | 0x800 | 0x2000)
        w.u32(background); w.u32(0); w.u32(1) // bit gravity NorthWest: resizing keeps the top-left
        w.u32(eventMask); w.u32(colormap)
        w.finishLength()
        return w.bytes
    }

    /// `MapWindow`.
    static func mapWindow(_ window: UInt32) -> [UInt8] {
        var w = X11Writer(capacity: 8)
        w.u8(8); w.u8(0); w.u16(2); w.u32(window)
        return w.bytes
    }

    /// `ConfigureWindow` setting the width and height.
    static func resizeWindow(_ window: UInt32, width: Int, height: Int) -> [UInt8] {
        configureWindow(window, mask: 0x4 | 0x8, UInt32(clamping: width), UInt32(clamping: height))
    }

    /// `ConfigureWindow` setting the two values `mask` names (x and y, or
    /// width and height), each a 32-bit value of the request's list.
    private static func configureWindow(_ window: UInt32, mask: UInt16, _ first: UInt32, _ second: UInt32) -> [UInt8] {
        var w = X11Writer(capacity: 20)
        w.u8(12); w.u8(0); w.u16(0); w.u32(window)
        w.u16(mask); w.u16(0)
        w.u32(first); w.u32(second)
        w.finishLength()
        return w.bytes
    }

    /// `ConfigureWindow` setting the position of the window's top-left
    /// corner in its parent.
    static func moveWindow(_ window: UInt32, x: Int, y: Int) -> [UInt8] {
        configureWindow(window, mask: 0x1 | 0x2, UInt32(bitPattern: Int32(clamping: x)),
                        UInt32(bitPattern: Int32(clamping: y)))
    }

    /// `TranslateCoordinates` of `(x, y)` in `source` into `destination`'s
    /// coordinates; the reply's destination x and y are 16-bit signed at
    /// bytes 12 and 14.
    static func translateCoordinates(source: UInt32, destination: UInt32, x: Int, y: Int) -> [UInt8] {
        var w = X11Writer(capacity: 16)
        w.u8(40); w.u8(0); w.u16(0)
        w.u32(source); w.u32(destination)
        w.i16(Int16(clamping: x)); w.i16(Int16(clamping: y))
        w.finishLength()
        return w.bytes
    }

    /// `InternAtom` (creating the atom when it does not exist).
    static func internAtom(_ name: String) -> [UInt8] {
        let bytes = Array(name.utf8)
        var w = X11Writer(capacity: 8 + bytes.count + 3)
        w.u8(16); w.u8(0); w.u16(0)
        w.u16(UInt16(bytes.count)); w.u16(0)
        w.padded(bytes)
        w.finishLength()
        return w.bytes
    }

    /// `ChangeProperty` in Replace mode; `format` is 8, 16 or 32 and `data`
    /// holds whole units of it.
    static func changeProperty(window: UInt32, property: UInt32, type: UInt32, format: UInt8, data: [UInt8]) -> [UInt8] {
        var w = X11Writer(capacity: 24 + data.count + 3)
        w.u8(18); w.u8(0); w.u16(0)
        w.u32(window); w.u32(property); w.u32(type)
        w.u8(format); w.pad(3)
        w.u32(UInt32(data.count / (Int(format) / 8)))
        w.padded(data)
        w.finishLength()
        return w.bytes
    }

    /// A list of 32-bit values as property data.
    static func cardinals(_ values: [UInt32]) -> [UInt8] {
        var w = X11Writer(capacity: 4 * values.count)
        for v in values { w.u32(v) }
        return w.bytes
    }

    /// `WM_NORMAL_HINTS` data (a `WM_SIZE_HINTS` of 18 values) giving the
    /// minimum size (flag `PMinSize`).
    static func sizeHints(minWidth: Int, minHeight: Int) -> [UInt8] {
        var values = [UInt32](repeating: 0, count: 18)
        values[0] = 1 << 4
        values[5] = UInt32(clamping: minWidth)
        values[6] = UInt32(clamping: minHeight)
        return cardinals(values)
    }

    /// `CreateGC` with graphics exposures off.
    static func createGC(id: UInt32, drawable: UInt32) -> [UInt8] {
        var w = X11Writer(capacity: 20)
        w.u8(55); w.u8(0); w.u16(0)
        w.u32(id); w.u32(drawable)
        w.u32(0x10000); w.u32(0)
        w.finishLength()
        return w.bytes
    }

    /// `QueryExtension`.
    static func queryExtension(_ name: String) -> [UInt8] {
        let bytes = Array(name.utf8)
        var w = X11Writer(capacity: 8 + bytes.count + 3)
        w.u8(98); w.u8(0); w.u16(0)
        w.u16(UInt16(bytes.count)); w.u16(0)
        w.padded(bytes)
        w.finishLength()
        return w.bytes
    }

    /// `GetKeyboardMapping` for `count` keycodes from `first`.
    static func getKeyboardMapping(first: UInt8, count: UInt8) -> [UInt8] {
        var w = X11Writer(capacity: 8)
        w.u8(101); w.u8(0); w.u16(2)
        w.u8(first); w.u8(count); w.u16(0)
        return w.bytes
    }

    /// `GetModifierMapping`: the keycodes of Shift, Lock, Control, Mod1…Mod5.
    static func getModifierMapping() -> [UInt8] { [119, 0, 1, 0] }

    /// `GetInputFocus`: the cheapest round trip.
    static func getInputFocus() -> [UInt8] { [43, 0, 1, 0] }

    /// `GetImage` in ZPixmap format, all planes.
    static func getImage(drawable: UInt32, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        var w = X11Writer(capacity: 20)
        w.u8(73); w.u8(2); w.u16(5)
        w.u32(drawable)
        w.i16(Int16(clamping: x)); w.i16(Int16(clamping: y))
        w.u16(UInt16(clamping: width)); w.u16(UInt16(clamping: height))
        w.u32(0xffff_ffff)
        return w.bytes
    }

    /// The header of a `PutImage` (ZPixmap) whose image data is
    /// `dataBytes` long (already padded), with a BIG-REQUESTS length when
    /// `big` is true.
    static func putImageHeader(drawable: UInt32, gc: UInt32, width: Int, height: Int, x: Int, y: Int,
                               depth: UInt8, dataBytes: Int, big: Bool) -> [UInt8] {
        var w = X11Writer(capacity: 28)
        let words = (24 + dataBytes) / 4
        w.u8(72); w.u8(2)
        if big { w.u16(0); w.u32(UInt32(words + 1)) } else { w.u16(UInt16(words)) }
        w.u32(drawable); w.u32(gc)
        w.u16(UInt16(width)); w.u16(UInt16(height))
        w.i16(Int16(clamping: x)); w.i16(Int16(clamping: y))
        w.u8(0); w.u8(depth); w.u16(0)
        return w.bytes
    }
}
