/// The requests of the ICCCM selections (the clipboard): owning a
/// selection, asking for another owner's value, reading and deleting
/// properties, and answering a requestor.
extension X11Request {
    /// `SetSelectionOwner`: `owner` (0: nobody) owns `selection` from `time`.
    static func setSelectionOwner(_ owner: UInt32, selection: UInt32, time: UInt32) -> [UInt8] {
        var w = X11Writer(capacity: 16)
        w.u8(22); w.u8(0); w.u16(4)
        w.u32(owner); w.u32(selection); w.u32(time)
        return w.bytes
    }

    /// `ConvertSelection`: asks the owner of `selection` to store its value
    /// as `target` in `property` of `requestor`.
    static func convertSelection(requestor: UInt32, selection: UInt32, target: UInt32, property: UInt32,
                                 time: UInt32) -> [UInt8] {
        var w = X11Writer(capacity: 24)
        w.u8(24); w.u8(0); w.u16(6)
        w.u32(requestor); w.u32(selection); w.u32(target); w.u32(property); w.u32(time)
        return w.bytes
    }

    /// `GetProperty` of any type: `length` four-byte units from `offset`
    /// (units), deleting the property when `delete` and all of it was read.
    static func getProperty(window: UInt32, property: UInt32, delete: Bool, offset: UInt32, length: UInt32) -> [UInt8] {
        var w = X11Writer(capacity: 24)
        w.u8(20); w.u8(delete ? 1 : 0); w.u16(6)
        w.u32(window); w.u32(property); w.u32(0) // AnyPropertyType
        w.u32(offset); w.u32(length)
        return w.bytes
    }

    /// `DeleteProperty`.
    static func deleteProperty(window: UInt32, property: UInt32) -> [UInt8] {
        var w = X11Writer(capacity: 12)
        w.u8(19); w.u8(0); w.u16(3)
        w.u32(window); w.u32(property)
        return w.bytes
    }

    /// `ChangeWindowAttributes` setting the event mask (this client's
    /// selection of events on `window`).
    static func selectEvents(window: UInt32, mask: UInt32) -> [UInt8] {
        var w = X11Writer(capacity: 16)
        w.u8(2); w.u8(0); w.u16(4)
        w.u32(window); w.u32(0x800); w.u32(mask)
        return w.bytes
    }

    /// `SendEvent` of `event` (32 bytes) to `destination`, with no event
    /// mask: it goes to the client that created the window.
    static func sendEvent(destination: UInt32, event: [UInt8]) -> [UInt8] {
        precondition(event.count == 32, "X11Request.sendEvent: an event is 32 bytes")
        var w = X11Writer(capacity: 44)
        w.u8(25); w.u8(0); w.u16(11)
        w.u32(destination); w.u32(0)
        w.bytes += event
        return w.bytes
    }

    /// A `SelectionNotify` event (for `sendEvent`): the answer to a
    /// requestor, `property` 0 for a refusal.
    static func selectionNotify(time: UInt32, requestor: UInt32, selection: UInt32, target: UInt32,
                                property: UInt32) -> [UInt8] {
        var w = X11Writer(capacity: 32)
        w.u8(31); w.u8(0); w.u16(0)
        w.u32(time); w.u32(requestor); w.u32(selection); w.u32(target); w.u32(property)
        w.pad(8)
        return w.bytes
    }
}

extension X11Request.Atom {
    /// `PRIMARY`: the selected text.
    static let primary: UInt32 = 1
}
