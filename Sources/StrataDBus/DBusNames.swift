/// The specification's validity rules for object paths, bus names,
/// interface, member and error names (each at most 255 bytes).
public enum DBusNames {
    /// The longest name of each kind, in bytes.
    public static let maximumLength = 255

    private static func isElementByte(_ b: UInt8, hyphen: Bool = false) -> Bool {
        (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || (b >= 0x30 && b <= 0x39)
            || b == UInt8(ascii: "_") || (hyphen && b == UInt8(ascii: "-"))
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// `/`, or `/`-separated non-empty elements of `[A-Za-z0-9_]` with no
    /// trailing `/`.
    public static func isValidObjectPath(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        guard bytes.first == UInt8(ascii: "/") else { return false }
        if bytes.count == 1 { return true }
        guard bytes.last != UInt8(ascii: "/") else { return false }
        var previousSlash = false
        for b in bytes {
            if b == UInt8(ascii: "/") {
                if previousSlash { return false }
                previousSlash = true
            } else {
                guard isElementByte(b) else { return false }
                previousSlash = false
            }
        }
        return true
    }

    /// Two or more `.`-separated elements of `[A-Za-z0-9_]`, none empty
    /// or starting with a digit; error names follow the same rule.
    public static func isValidInterfaceName(_ name: String) -> Bool {
        dotted(Array(name.utf8), hyphen: false, digitsFirst: false)
    }

    /// A unique name (`:` then two or more elements, which may start with
    /// a digit) or a well-known name (two or more elements of
    /// `[A-Za-z0-9_-]`, none starting with a digit).
    public static func isValidBusName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        if bytes.first == UInt8(ascii: ":") {
            return dotted(Array(bytes.dropFirst()), hyphen: true, digitsFirst: true, extraLength: 1)
        }
        return dotted(bytes, hyphen: true, digitsFirst: false)
    }

    /// One element of `[A-Za-z0-9_]`, not starting with a digit.
    public static func isValidMemberName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumLength, !isDigit(bytes[0]) else { return false }
        return bytes.allSatisfy { isElementByte($0) }
    }

    /// Error names follow the interface name rule.
    public static func isValidErrorName(_ name: String) -> Bool { isValidInterfaceName(name) }

    private static func dotted(_ bytes: [UInt8], hyphen: Bool, digitsFirst: Bool, extraLength: Int = 0) -> Bool {
        guard !bytes.isEmpty, bytes.count + extraLength <= maximumLength else { return false }
        var elements = 1
        var elementStart = true
        for b in bytes {
            if b == UInt8(ascii: ".") {
                if elementStart { return false }
                elements += 1
                elementStart = true
                continue
            }
            guard isElementByte(b, hyphen: hyphen) else { return false }
            if elementStart && !digitsFirst && isDigit(b) { return false }
            elementStart = false
        }
        return !elementStart && elements >= 2
    }
}
