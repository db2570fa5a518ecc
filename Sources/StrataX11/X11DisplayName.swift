/// A parsed `$DISPLAY`: which local X server and screen to use.
///
/// Accepted forms: `:N`, `:N.S`, `unix:N`, `unix:N.S` (and the same with
/// an empty host). Remote displays (`host:N`) need TCP, which this client
/// does not speak.
public struct X11DisplayName: Sendable, Hashable {
    /// The display number `N`.
    public var number: Int
    /// The screen `S` (0 when absent).
    public var screen: Int

    /// Creates a display name.
    public init(number: Int, screen: Int = 0) {
        self.number = number
        self.screen = screen
    }

    /// Parses `text`; throws `X11Error.noDisplay` for an empty string and
    /// `X11Error.unsupportedDisplay` for anything not local.
    public init(parsing text: String) throws {
        if text.isEmpty { throw X11Error.noDisplay }
        guard let colon = text.lastIndex(of: ":") else { throw X11Error.unsupportedDisplay(text) }
        let host = text[..<colon]
        guard host.isEmpty || host == "unix" else { throw X11Error.unsupportedDisplay(text) }
        let rest = text[text.index(after: colon)...]
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let number = Int(parts[0]), number >= 0,
              parts[0].allSatisfy(\.isASCII) else { throw X11Error.unsupportedDisplay(text) }
        var screen = 0
        if parts.count == 2 {
            guard let s = Int(parts[1]), s >= 0 else { throw X11Error.unsupportedDisplay(text) }
            screen = s
        }
        self.init(number: number, screen: screen)
    }

    /// The server's Unix socket: `/tmp/.X11-unix/XN`.
    public var socketPath: String { "/tmp/.X11-unix/X\(number)" }
}
