@testable import Strata

/// The DejaVu fonts (Debian's `fonts-dejavu-core`), for the tests that
/// check real fonts; `nil`, with a visible notice, when not installed.
enum InstalledFonts {
    static let directory = "/usr/share/fonts/truetype/dejavu"

    /// DejaVu Sans, read once.
    static let dejaVuSans: FontFace? = load("DejaVuSans.ttf")
    /// DejaVu Sans Bold, read once.
    static let dejaVuSansBold: FontFace? = load("DejaVuSans-Bold.ttf")

    static func load(_ name: String) -> FontFace? {
        do {
            return try FontFace(contentsOf: "\(directory)/\(name)")
        } catch {
            print("NOTICE: \(directory)/\(name) is not installed (\(error)): the tests that need it are skipped (apt-get install fonts-dejavu-core)")
            return nil
        }
    }
}
