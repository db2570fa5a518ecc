/// Bytes from a hex string with spaces, e.g. `"6c 01 00 01"`.
func hex(_ text: String) -> [UInt8] {
    text.split(separator: " ").map { UInt8($0, radix: 16)! }
}

/// Bytes of ASCII text.
func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }
