// A libFuzzer target: what StrataWayland reads from a compositor — the
// byte stream framed into messages as the connection frames them, each
// message decoded as an event of every interface the host speaks, and the
// whole input read as an XKB text keymap whose keys are then looked up. A
// thrown error is a correct answer; a crash or an out-of-bounds read is a
// bug. Built only by `Scripts/fuzz` (STRATA_FUZZ=1); see Docs/Reliability.md.
@testable import StrataWayland

@_cdecl("LLVMFuzzerTestOneInput")
public func waylandFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The stream: whole messages one after another, as the connection reads them.
    var offset = 0
    while let header = try? WaylandMessage.header(in: bytes, at: offset), bytes.count - offset >= header.size {
        let body = Array(bytes[offset + 8..<offset + header.size])
        for interface in WaylandInterface.allCases {
            // No descriptor arrives: a keymap event must be refused, not trusted.
            _ = try? WaylandEvent.decode(interface: interface, object: header.object, opcode: header.opcode,
                                         body: body) { nil }
        }
        offset += header.size
    }
    // The keymap: parsed, then every keycode looked up under every modifier mask a byte gives.
    if let keymap = try? WaylandKeymap(text: bytes) {
        let modifiers = UInt32(bytes.first ?? 0)
        for keycode in UInt32(0)..<300 {
            _ = keymap.keysym(keycode: keycode, modifiers: modifiers, group: UInt32(bytes.last ?? 0))
        }
    }
    return 0
}
