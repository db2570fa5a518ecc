/// An event from the server, decoded from its 32 bytes.
public enum X11Event: Sendable, Hashable {
    /// A key went down or up: the keycode and the modifier state.
    case key(pressed: Bool, keycode: UInt8, state: UInt16, window: UInt32)
    /// A pointer button went down or up (4–7 are the wheel) at a point in
    /// window pixels.
    case button(pressed: Bool, button: UInt8, x: Int, y: Int, state: UInt16, window: UInt32)
    /// The pointer moved to a point in window pixels.
    case motion(x: Int, y: Int, state: UInt16, window: UInt32)
    /// The window gained or lost the keyboard focus.
    case focus(gained: Bool, window: UInt32)
    /// Part of the window must be drawn again; `count` more follow.
    case expose(window: UInt32, x: Int, y: Int, width: Int, height: Int, count: Int)
    /// The window's size or position changed.
    case configure(window: UInt32, x: Int, y: Int, width: Int, height: Int)
    /// The window was mapped (is on screen).
    case map(window: UInt32)
    /// A client message: its type atom and five 32-bit values
    /// (`WM_PROTOCOLS` / `WM_DELETE_WINDOW` when the user closes the window).
    case clientMessage(window: UInt32, type: UInt32, data: [UInt32])
    /// A property of `window` changed (`PropertyNotify`): `deleted` when
    /// it was deleted, else it has a new value.
    case propertyNotify(window: UInt32, atom: UInt32, time: UInt32, deleted: Bool)
    /// Another client took a selection this client owned (`SelectionClear`).
    case selectionClear(time: UInt32, owner: UInt32, selection: UInt32)
    /// A client asks the owner of `selection` for its value as `target`,
    /// to be stored in `property` of `requestor` (`SelectionRequest`).
    case selectionRequest(time: UInt32, owner: UInt32, requestor: UInt32, selection: UInt32, target: UInt32,
                          property: UInt32)
    /// The answer to a `ConvertSelection`: the value is in `property` of
    /// `requestor`, or was refused (`property` 0).
    case selectionNotify(time: UInt32, requestor: UInt32, selection: UInt32, target: UInt32, property: UInt32)
    /// The keyboard mapping changed (`MappingNotify`, request 1 = keyboard).
    case mappingChanged(request: UInt8, firstKeycode: UInt8, count: UInt8)
    /// An event this client does not decode: its code.
    case other(code: UInt8)

    /// Decodes one event packet (32 bytes; the code's top bit marks events
    /// sent by `SendEvent` and is ignored).
    public init(packet bytes: ArraySlice<UInt8>, bigEndian: Bool = false) {
        let r = X11Reader(bytes, bigEndian: bigEndian)
        guard r.has(0, 32) else { self = .other(code: r.has(0, 1) ? r.u8(0) : 0); return }
        let code = r.u8(0) & 0x7f
        switch code {
        case 2, 3:
            self = .key(pressed: code == 2, keycode: r.u8(1), state: r.u16(28), window: r.u32(12))
        case 4, 5:
            self = .button(pressed: code == 4, button: r.u8(1), x: Int(r.i16(24)), y: Int(r.i16(26)),
                           state: r.u16(28), window: r.u32(12))
        case 6:
            self = .motion(x: Int(r.i16(24)), y: Int(r.i16(26)), state: r.u16(28), window: r.u32(12))
        case 9, 10:
            self = .focus(gained: code == 9, window: r.u32(4))
        case 12:
            self = .expose(window: r.u32(4), x: Int(r.u16(8)), y: Int(r.u16(10)), width: Int(r.u16(12)),
                           height: Int(r.u16(14)), count: Int(r.u16(16)))
        case 19:
            self = .map(window: r.u32(8))
        case 22:
            self = .configure(window: r.u32(8), x: Int(r.i16(16)), y: Int(r.i16(18)), width: Int(r.u16(20)),
                              height: Int(r.u16(22)))
        case 28:
            self = .propertyNotify(window: r.u32(4), atom: r.u32(8), time: r.u32(12), deleted: r.u8(16) == 1)
        case 29:
            self = .selectionClear(time: r.u32(4), owner: r.u32(8), selection: r.u32(12))
        case 30:
            self = .selectionRequest(time: r.u32(4), owner: r.u32(8), requestor: r.u32(12), selection: r.u32(16),
                                     target: r.u32(20), property: r.u32(24))
        case 31:
            self = .selectionNotify(time: r.u32(4), requestor: r.u32(8), selection: r.u32(12), target: r.u32(16),
                                    property: r.u32(20))
        case 33:
            self = .clientMessage(window: r.u32(4), type: r.u32(8), data: (0..<5).map { r.u32(12 + 4 * $0) })
        case 34:
            self = .mappingChanged(request: r.u8(4), firstKeycode: r.u8(5), count: r.u8(6))
        default:
            self = .other(code: code)
        }
    }
}

extension X11Event {
    /// The server time an event packet carries (key, button, motion,
    /// crossing, property and selection events), or `nil` for events
    /// without one and for `CurrentTime` (0).
    static func timestamp(packet bytes: [UInt8]) -> UInt32? {
        guard bytes.count >= 32 else { return nil }
        let r = X11Reader(bytes)
        let time: UInt32
        switch bytes[0] & 0x7f {
        case 2...8, 29, 30, 31: time = r.u32(4)
        case 28: time = r.u32(12)
        default: return nil
        }
        return time == 0 ? nil : time
    }
}
