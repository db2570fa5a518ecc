import Foundation
import Testing

/// The inspector from C: turning it on appends an outline for each view to
/// the display list as ordinary rect commands; turning it off restores
/// the list.
@Suite("The C interface: the inspector", .needsCC, .unsanitized)
struct CInspectorCLITests {
    static let program = #"""
    #include <stdio.h>
    #include "strata.h"
    static void print_list(StrataWindow *w, const char *name) {
        StrataCommand commands[32];
        size_t count = 0;
        strata_window_display_list(w, commands, 32, &count);
        printf("%s: %zu\n", name, count);
        for (size_t i = 0; i < count; i++) {
            StrataCommand c = commands[i];
            if (c.kind == STRATA_COMMAND_RECT && !c.has_fill)
                printf("outline %g,%g,%g,%g border %g\n", c.rect.x, c.rect.y, c.rect.width, c.rect.height, c.border_width);
        }
    }
    int main(void) {
        StrataWindow *w = strata_window_create(200, 100);
        StrataView *a = strata_view_create(w, STRATA_VIEW_PLAIN, "a");
        StrataView *b = strata_view_create(w, STRATA_VIEW_PLAIN, "b");
        strata_view_add_subview(strata_window_root_view(w), a);
        strata_view_add_subview(a, b);
        strata_view_set_frame(a, 10, 20, 100, 50);
        strata_view_set_frame(b, 5, 5, 30, 10);
        strata_view_set_background_color(a, 1, 1, 1, 1);
        print_list(w, "off");
        bool on = true;
        strata_window_is_inspecting(w, &on);
        printf("is inspecting: %d\n", (int)on);
        printf("set: %d\n", (int)strata_window_set_inspecting(w, true));
        strata_window_is_inspecting(w, &on);
        printf("is inspecting: %d\n", (int)on);
        print_list(w, "on");
        strata_window_set_inspecting(w, false);
        print_list(w, "off again");
        printf("null window: %d\n", (int)strata_window_set_inspecting(NULL, true));
        strata_window_destroy(w);
        return 0;
    }
    """#

    @Test func overlayComesAndGoes() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let source = scratch.path("inspect.c"), binary = scratch.path("inspect")
        try Self.program.write(toFile: source, atomically: true, encoding: .utf8)
        try CInterfaceCLITests.compile(source, into: binary)
        let result = try #require(try CInterfaceCLITests.run(binary, []))
        #expect(result.0 == 0, "\(result.2)")
        // One background rect; on, one outline per view below the root (b in window coordinates).
        #expect(result.1 == """
            off: 1
            is inspecting: 0
            set: 0
            is inspecting: 1
            on: 3
            outline 10,20,100,50 border 1
            outline 15,25,30,10 border 1
            off again: 1
            null window: 1

            """)
    }
}
