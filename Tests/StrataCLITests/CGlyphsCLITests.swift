import Foundation
import Testing

/// Shaped glyphs through the C interface: a label in DejaVu Sans loaded
/// from a scene, its text command's glyphs read with
/// `strata_window_display_list_glyphs`, against hb-shape run live.
@Suite("The C interface's glyphs", .needsCC, .unsanitized,
       .enabled(if: ShapeCLITests.available, "needs hb-shape (libharfbuzz-bin), fonts-dejavu-core, fonts-noto-core"))
struct CGlyphsCLITests {
    static let program = #"""
    #include <stdio.h>
    #include "strata.h"
    static void report(const char *what, StrataStatus status) {
        printf("%s: %d %s\n", what, (int)status, status ? strata_last_error_message() : "-");
    }
    int main(void) {
        StrataWindow *w = strata_window_create(300, 100);
        report("scene", strata_window_load_scene_json(w,
            "{\"window\": {\"width\": 300, \"height\": 100}, \"views\": [{\"id\": \"l\", \"type\": \"label\", \"text\": \"\xd9\x85\xd8\xb1\xd8\xad\xd8\xa8\xd8\xa7\","
            " \"font\": {\"family\": \"DejaVu Sans\", \"size\": 20}, \"frame\": [0, 0, 300, 40]}]}"));
        StrataCommand commands[8];
        size_t count = 0;
        report("list", strata_window_display_list(w, commands, 8, &count));
        for (size_t i = 0; i < count; i++) {
            if (commands[i].kind != STRATA_COMMAND_TEXT) continue;
            size_t n = 0;
            report("ask", strata_window_display_list_glyphs(w, i, NULL, 0, &n));
            StrataGlyph glyphs[16];
            report("small", n > 1 ? strata_window_display_list_glyphs(w, i, glyphs, 1, &n) : STRATA_OK);
            report("glyphs", strata_window_display_list_glyphs(w, i, glyphs, 16, &n));
            printf("%zu:", n);
            for (size_t g = 0; g < n; g++) printf(" %u=%d@%.4f,%.4f", glyphs[g].glyph, glyphs[g].cluster, glyphs[g].x, glyphs[g].y);
            printf("\n");
        }
        report("not text", strata_window_display_list_glyphs(w, 99, NULL, 0, &count));
        strata_window_destroy(w);
        return 0;
    }
    """#

    @Test func glyphsAreHarfBuzzs() throws {
        let output = try CNumberRangeCLITests.output(of: Self.program, named: "glyphs")
        let lines = output.split(separator: "\n").map(String.init)
        // hb-shape on the same text and font: [gid=cluster+advance|…], right to left.
        let hb = try ShapeCLITests.hb(["--direction=rtl", ShapeCLITests.dejavu, "مرحبا"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let k = 20.0 / 2048   // DejaVu Sans: 2048 units per em
        var pen = 0
        var expected: [String] = []
        for item in hb.dropFirst().dropLast().split(separator: "|") {
            let parts = item.split(separator: "+")
            let head = parts[0].split(separator: "@")
            let ids = head[0].split(separator: "=")
            let offsets = head.count > 1 ? head[1].split(separator: ",").map { Int($0) ?? 0 } : [0, 0]
            expected.append("\(ids[0])=\(ids[1])@\(String(format: "%.4f", Double(pen + offsets[0]) * k)),"
                            + String(format: "%.4f", Double(-offsets[1]) * k))
            pen += Int(parts[1].split(separator: ",")[0]) ?? 0
        }
        #expect(lines == [
            "scene: 0 -",
            "list: 0 -",
            "ask: 10 strata_window_display_list_glyphs: the run has \(expected.count) glyphs; the buffer holds 0",
            "small: 10 strata_window_display_list_glyphs: the run has \(expected.count) glyphs; the buffer holds 1",
            "glyphs: 0 -",
            "\(expected.count): " + expected.joined(separator: " "),
            "not text: 8 strata_window_display_list_glyphs: the last display list has 1 commands; there is no command 99",
        ])
    }
}
