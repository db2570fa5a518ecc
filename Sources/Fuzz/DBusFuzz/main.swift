// A libFuzzer target: what StrataDBus reads from the bus — the byte
// stream framed into messages as the connection frames it, each message
// decoded (both byte orders), and a value decoder run on a signature and
// bytes taken from the input. A thrown error is a correct answer; a crash,
// an out-of-bounds read or a decoded message that does not write back to
// the same bytes is a bug. Built only by `Scripts/fuzz` (STRATA_FUZZ=1);
// see Docs/Reliability.md.
@testable import StrataDBus

/// A decoded message must encode, and its encoding must decode and encode
/// to the same bytes.
func checkRoundTrip(_ message: DBusMessage) {
    let serial = message.serial == 0 ? 1 : message.serial
    guard let bytes = try? message.encoded(serial: serial) else {
        preconditionFailure("a decoded message does not encode: \(message)")
    }
    guard let again = try? DBusMessage(decoding: bytes), let bytesAgain = try? again.encoded(serial: serial),
          bytesAgain == bytes else {
        preconditionFailure("a decoded message does not round-trip: \(message)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func dbusFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The stream: whole messages one after another, as the connection reads them.
    var rest = bytes[...]
    while let length = try? DBusMessage.frameLength(rest), length <= rest.count {
        if let message = try? DBusMessage(decoding: Array(rest.prefix(length))) { checkRoundTrip(message) }
        rest = rest.dropFirst(length)
    }
    // A value: the first byte is a signature's length, the signature follows, then the value's bytes.
    if let count = bytes.first, bytes.count > Int(count) {
        let text = String(decoding: bytes[1..<(1 + Int(count))], as: UTF8.self)
        if let signature = try? DBusSignature(parsing: text) {
            let valueBytes = Array(bytes[(Int(count) + 1)...])
            for bigEndian in [false, true] {
                var decoder = DBusDecoder(bytes: valueBytes, bigEndian: bigEndian)
                if let values = try? decoder.decode(signature) {
                    var encoder = DBusEncoder()
                    for value in values {
                        do { try encoder.encode(value) } catch { preconditionFailure("a decoded value does not encode: \(error)") }
                    }
                }
            }
        }
    }
    _ = try? DBusAddress.parse(String(decoding: bytes, as: UTF8.self))
    return 0
}
