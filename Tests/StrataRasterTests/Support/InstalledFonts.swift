import Strata
import Testing

/// DejaVu Sans (Debian's `fonts-dejavu-core`), for the tests that draw a
/// real font. The tests that need it carry
/// `.enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing)`,
/// so a run without the package shows them as skipped, with the reason.
enum InstalledFonts {
    /// DejaVu Sans, read once; `nil` when it is not installed.
    static let dejaVuSans: FontFace? = try? FontFace(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    /// Whether DejaVu Sans reads: the condition of the tests that draw it.
    static let hasDejaVuSans = dejaVuSans != nil
    /// The reason shown for a test skipped without it.
    static let missing: Comment = "DejaVu Sans is not installed (/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf; apt-get install fonts-dejavu-core)"
}
