// A libFuzzer target: what StrataX11 reads from a server or a file — event
// packets (32 bytes each, both byte orders), the connection setup reply,
// a keyboard-mapping reply and an Xauthority file — on arbitrary bytes. A
// thrown error is a correct answer; a crash or an out-of-bounds read is a
// bug. Built only by `Scripts/fuzz` (STRATA_FUZZ=1); see Docs/Reliability.md.
@testable import StrataX11

@_cdecl("LLVMFuzzerTestOneInput")
public func x11Fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var offset = 0
    while offset + 32 <= bytes.count {
        _ = X11Event(packet: bytes[offset..<(offset + 32)], bigEndian: false)
        _ = X11Event(packet: bytes[offset..<(offset + 32)], bigEndian: true)
        offset += 32
    }
    _ = try? X11Setup.parse(bytes)
    _ = X11Authority.parse(bytes)
    if let first = bytes.first, let mapping = try? X11KeyboardMapping(reply: bytes, firstKeycode: first) {
        for keycode in 0...UInt8.max { _ = mapping.keysym(keycode: keycode, state: UInt16(keycode) & 0x3) }
    }
    return 0
}
