import Testing
@testable import Strata

/// The DejaVu fonts (Debian's `fonts-dejavu-core`), for the tests that
/// check real fonts. The tests that need them carry
/// `.enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing)`,
/// so a run without the package shows them as skipped, with the reason.
enum InstalledFonts {
    static let directory = "/usr/share/fonts/truetype/dejavu"

    /// DejaVu Sans, read once; `nil` when it is not installed.
    static let dejaVuSans: FontFace? = try? FontFace(contentsOf: "\(directory)/DejaVuSans.ttf")
    /// DejaVu Sans Bold, read once; `nil` when it is not installed.
    static let dejaVuSansBold: FontFace? = try? FontFace(contentsOf: "\(directory)/DejaVuSans-Bold.ttf")

    /// Whether DejaVu Sans reads: the condition of the tests that need it.
    static let hasDejaVuSans = dejaVuSans != nil
    /// Whether DejaVu Sans is also what `Font.system` picks (the first
    /// family of the system list that is installed).
    static let dejaVuSansIsTheSystemFont = hasDejaVuSans && Font.system(size: 17).familyName == "DejaVu Sans"

    /// The reason shown for a test skipped without DejaVu Sans.
    static let missing: Comment = "DejaVu Sans is not installed (\(directory)/DejaVuSans.ttf; apt-get install fonts-dejavu-core)"
}
