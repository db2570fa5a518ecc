import Testing
@testable import Strata
@testable import StrataGeometry

@Suite("Color")
struct ColorTests {
    @Test func readsSixDigitHex() throws {
        let c = try Color(hex: "#FF8000")
        #expect(c == Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
    }

    @Test func readsEightDigitHexWithAlpha() throws {
        let c = try Color(hex: "#00ff0080")
        #expect(c.green == 1 && c.alpha == 128.0 / 255)
    }

    @Test(arguments: ["", "#", "FF0000", "#FF00", "#FF00000", "#GG0000", "#FF0000FF00", " #FF0000"])
    func rejectsMalformedHex(text: String) {
        #expect(throws: Color.HexError(text: text)) { try Color(hex: text) }
    }

    @Test func hexStringRoundTrips() throws {
        #expect(try Color(hex: "#3366FF").hexString == "#3366FF")
        #expect(try Color(hex: "#3366FF80").hexString == "#3366FF80")
    }

    @Test func insetsConvertWithDirection() {
        let d = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(d.resolved(for: .leftToRight) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(d.resolved(for: .rightToLeft) == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(d.resolved(for: .rightToLeft).directional(for: .rightToLeft) == d)
    }
}
