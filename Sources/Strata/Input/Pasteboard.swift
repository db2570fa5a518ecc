/// Where copied text goes and pasted text comes from: UIKit's
/// `UIPasteboard`, reduced to plain text.
///
/// A window starts with a `LocalPasteboard` (shared by nothing else); the
/// X11 host installs one backed by the X `CLIPBOARD` selection, so text
/// copied in Strata can be pasted into other programs and back. A paste
/// asks through `readString(_:)`, so a pasteboard that must wait for
/// another program answers later; `string` is what a copy sets.
///
/// ```swift
/// window.pasteboard.string = "copied"
/// window.pasteboard.readString { print($0 ?? "nothing") }   // "copied"
/// ```
@MainActor
public protocol Pasteboard: AnyObject {
    /// The text on the pasteboard, or `nil` when it holds none. Setting it
    /// is a copy; reading it gives what this process knows now (another
    /// program's text may need `readString(_:)`).
    var string: String? { get set }

    /// Reads the text, calling `completion` once with it (or `nil`), now or
    /// later on the main actor. The default answers `string` at once.
    func readString(_ completion: @escaping (String?) -> Void)
}

extension Pasteboard {
    /// Answers `string` at once.
    public func readString(_ completion: @escaping (String?) -> Void) {
        completion(string)
    }
}

/// A pasteboard inside this process: `string` is kept in memory. Each
/// window starts with its own; give windows the same instance to share
/// one.
@MainActor
public final class LocalPasteboard: Pasteboard {
    /// The text, or `nil`.
    public var string: String?

    /// An empty pasteboard.
    public init(string: String? = nil) {
        self.string = string
    }
}
