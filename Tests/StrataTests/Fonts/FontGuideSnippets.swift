import Testing
@testable import Strata

/// The snippets of Docs/Text.md's "Fonts" section, with the values it
/// shows (`quickStart` needs DejaVu Sans as the system font and is skipped,
/// with the reason, otherwise).
@MainActor
@Suite struct FontGuideSnippets {
    @Test(.enabled(if: InstalledFonts.dejaVuSansIsTheSystemFont, "DejaVu Sans is not the system font (apt-get install fonts-dejavu-core)"))
    func quickStart() throws {
        let title = Label(text: "Wave To")
        title.font = Font.system(size: 17)
        #expect(title.intrinsicContentSize == Size(width: 69.958984375, height: 19.7890625))
        #expect(title.firstBaselineOffsetFromTop == 15.77978515625)
        if let bold = Font(family: "DejaVu Sans", size: 17, weight: .bold, italic: false) {
            title.font = bold
        }
        #expect(title.font.face?.fontName == "DejaVu Sans Bold")
        title.font = .builtin(size: 17)
        #expect(title.measurer is BuiltinTextMeasurer)
        let m = try #require(InstalledFonts.dejaVuSans).metrics(atSize: 17)
        #expect(m == FontMetrics(ascender: 15.77978515625, descender: 4.00927734375, lineHeight: 19.7890625))
    }

    @Test func ownLibrary() {
        let library = FontLibrary(directories: ["/nonexistent/strata/fonts"])
        let body = Font(family: "Inter", size: 15, library: library) ?? .system(size: 15, library: library)
        #expect(body == .builtin(size: 15))
    }
}
