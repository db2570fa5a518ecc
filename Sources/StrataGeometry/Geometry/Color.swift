/// A colour in sRGB with straight (not premultiplied) alpha, each component
/// in `0…1`.
public struct Color: Sendable, Hashable {
    /// The red component, `0…1`.
    public var red: Double
    /// The green component, `0…1`.
    public var green: Double
    /// The blue component, `0…1`.
    public var blue: Double
    /// The opacity, `0…1`.
    public var alpha: Double

    /// Creates a colour from its components, each in `0…1`.
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 8-bit components.
    @inlinable
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255,
                  blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// The error thrown by `init(hex:)`.
    public struct HexError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The text that could not be read as a colour.
        public var text: String
        /// A description of the problem and the expected forms.
        public var description: String {
            "invalid colour \"\(text)\": expected #RRGGBB or #RRGGBBAA"
        }
    }

    /// Reads `#RRGGBB` or `#RRGGBBAA` (hexadecimal digits in either case).
    ///
    /// - Throws: `HexError` for anything else.
    public init(hex: String) throws(HexError) {
        let scalars = Array(hex.unicodeScalars)
        guard scalars.first == "#", scalars.count == 7 || scalars.count == 9 else {
            throw HexError(text: hex)
        }
        var bytes: [UInt8] = []
        var index = 1
        while index < scalars.count {
            guard let hi = hexValue(scalars[index]), let lo = hexValue(scalars[index + 1]) else {
                throw HexError(text: hex)
            }
            bytes.append(hi << 4 | lo)
            index += 2
        }
        self.init(red8: bytes[0], green8: bytes[1], blue8: bytes[2],
                  alpha8: bytes.count == 4 ? bytes[3] : 255)
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = UInt8((min(max(v, 0), 1) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }

    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Opaque yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// UIKit's light grey (2/3 white).
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    /// UIKit's grey (1/2 white).
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
}

extension Color: CustomStringConvertible {
    /// The colour as hexadecimal, e.g. `#FF0000`.
    public var description: String { hexString }
}

private func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
    switch scalar {
    case "0"..."9": return UInt8(scalar.value - 48)
    case "a"..."f": return UInt8(scalar.value - 87)
    case "A"..."F": return UInt8(scalar.value - 55)
    default: return nil
    }
}
