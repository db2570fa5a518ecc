/// Standard Base64 (RFC 4648, `+` and `/`, `=` padding) of `bytes`: how
/// SVG documents embed PNG files as `data:` URIs.
///
/// - Complexity: O(n).
public func base64Encoded(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out = [UInt8]()
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var i = 0
    while i + 3 <= bytes.count {
        let v = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
        out.append(alphabet[Int(v >> 18)]); out.append(alphabet[Int(v >> 12 & 63)])
        out.append(alphabet[Int(v >> 6 & 63)]); out.append(alphabet[Int(v & 63)])
        i += 3
    }
    let rest = bytes.count - i
    if rest > 0 {
        let v = UInt32(bytes[i]) << 16 | (rest == 2 ? UInt32(bytes[i + 1]) << 8 : 0)
        out.append(alphabet[Int(v >> 18)]); out.append(alphabet[Int(v >> 12 & 63)])
        out.append(rest == 2 ? alphabet[Int(v >> 6 & 63)] : UInt8(ascii: "="))
        out.append(UInt8(ascii: "="))
    }
    return String(decoding: out, as: UTF8.self)
}
