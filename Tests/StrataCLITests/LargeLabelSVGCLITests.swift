import Foundation
import Testing

/// `strata render --svg` of a wrapped label holding a megabyte of text.
/// The SVG writer used to build the whole document as one string, with a
/// `<path>` for every line, hidden ones included: 124 MB of SVG and 280 MB
/// of memory for this megabyte (1.3 GB and 2.6 GB for 10 MB). It now
/// streams the document to the file and leaves out the lines that cannot
/// show, so the run fits in a 250 MB address space.
@Suite("strata render --svg of a label with a megabyte of text")
struct LargeLabelSVGCLITests {
    /// A window 800 × 600 points with one wrapped label, pinned to the
    /// top, leading and trailing edges, holding `repeats` copies of a
    /// 46-character phrase (with characters XML escapes).
    static func scene(repeats: Int) -> String {
        let text = String(repeating: "Strata & <SVG> \\\"streams\\\" words, line by line. ", count: repeats)
        return #"""
        {"window": {"width": 800, "height": 600},
         "views": [{"id": "body", "type": "label", "numberOfLines": 0, "fontSize": 10, "text": "\#(text)"}],
         "constraints": ["body.leading == root.leading", "body.trailing == root.trailing", "body.top == root.top"]}
        """#
    }

    @Test func megabyteLabelRendersInABoundedAddressSpace() throws {
        // Sanitizers reserve terabytes of address space, so `ulimit -v`
        // cannot run under them; there the label is a tenth as long.
        let sanitized = dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil
        let repeats = sanitized ? 2_200 : 22_000
        if sanitized { print("NOTICE: under a sanitizer the label has 101,200 characters and no memory limit") }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try directory.write(Self.scene(repeats: repeats), to: "label.json")
        let result = try StrataExecutable.run(["render", "label.json", "--svg", "out.svg"], in: directory,
                                              virtualMemoryLimitKB: sanitized ? nil : 250_000, timeLimit: 120)
        try #require(!result.crashed && result.status == 0, "\(result)")
        let svg = try String(contentsOf: directory.url.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">"#))
        #expect(svg.hasSuffix("</svg>\n"))
        // 1,012,000 characters wrap into 7,765 lines 12 points apart (777
        // under a sanitizer): the 50 whose glyph cells reach into the
        // 600-point window are written.
        let paths = svg.components(separatedBy: "\n").filter { $0.hasPrefix("  <path d=\"M") }
        #expect(paths.count == 50, "\(paths.count) paths")
        #expect(result.stdout == #"{"wrote":["out.svg"],"size":[800,600],"commands":\#(sanitized ? 777 : 7765)}"# + "\n",
                "\(result.stdout)")
    }
}
