import Foundation
import Testing

/// Vector paths from C: a program compiled against `strata.h` makes a
/// shape view, gives it a path, a fill and a dashed stroke, and reads the
/// two path commands back with `strata_window_display_list_path` (their
/// elements in window coordinates and their styles), then the errors.
@Suite("The C interface: paths", .needsCC, .unsanitized)
struct CPathCLITests {
    static let program = #"""
    #include <math.h>
    #include <stdio.h>
    #include "strata.h"
    static void report(const char *what, StrataStatus status) {
        printf("%s: %d %s\n", what, (int)status, status ? strata_last_error_message() : "-");
    }
    static void print_path(const StrataPathElement *e, size_t n) {
        for (size_t i = 0; i < n; i++) {
            const StrataPoint *p = e[i].points;
            switch (e[i].kind) {
            case STRATA_PATH_MOVE: printf(" M %g %g", p[0].x, p[0].y); break;
            case STRATA_PATH_LINE: printf(" L %g %g", p[0].x, p[0].y); break;
            case STRATA_PATH_QUAD: printf(" Q %g %g %g %g", p[0].x, p[0].y, p[1].x, p[1].y); break;
            case STRATA_PATH_CUBIC: printf(" C %g %g %g %g %g %g", p[0].x, p[0].y, p[1].x, p[1].y, p[2].x, p[2].y); break;
            case STRATA_PATH_CLOSE: printf(" Z"); break;
            default: printf(" ?");
            }
        }
        printf("\n");
    }
    int main(void) {
        StrataWindow *w = strata_window_create(100, 100);
        StrataView *plain = strata_view_create(w, STRATA_VIEW_PLAIN, "plain");
        StrataView *s = strata_view_create(w, STRATA_VIEW_SHAPE, "shape");
        strata_view_add_subview(strata_window_root_view(w), s);
        strata_view_set_frame(s, 10, 20, 50, 40);
        StrataPathElement path[5] = {
            { STRATA_PATH_MOVE, { { 0, 0 } } },
            { STRATA_PATH_LINE, { { 40, 0 } } },
            { STRATA_PATH_QUAD, { { 40, 30 }, { 20, 30 } } },
            { STRATA_PATH_CUBIC, { { 10, 30 }, { 0, 20 }, { 0, 10 } } },
            { STRATA_PATH_CLOSE, { { 0, 0 } } },
        };
        report("set path", strata_shape_set_path(s, path, 5));
        StrataColor red = { 1, 0, 0, 1 };
        report("set fill", strata_shape_set_fill(s, &red, 1));
        StrataPathStyle stroke = { 0 };
        stroke.color = (StrataColor){ 0, 0, 1, 1 };
        stroke.line_width = 2;
        stroke.line_cap = 1;
        stroke.line_join = 2;
        stroke.miter_limit = 4;
        stroke.dash_phase = 0.5;
        stroke.dash_count = 2;
        stroke.dashes[0] = 3;
        stroke.dashes[1] = 1;
        report("set stroke", strata_shape_set_stroke(s, &stroke));
        StrataCommand commands[8];
        size_t count = 0;
        strata_window_display_list(w, commands, 8, &count);
        for (size_t i = 0; i < count; i++) {
            StrataPathStyle st;
            StrataPathElement e[8];
            size_t n = 0;
            printf("%lld", (long long)commands[i].kind);
            if (strata_window_display_list_path(w, i, false, &st, e, 8, &n) != STRATA_OK) { printf("\n"); continue; }
            printf(" stroke=%lld rule=%lld color=%g,%g,%g,%g opacity=%g", (long long)st.stroke, (long long)st.fill_rule,
                   st.color.red, st.color.green, st.color.blue, st.color.alpha, st.opacity);
            if (st.stroke)
                printf(" width=%g cap=%lld join=%lld miter=%g phase=%g dashes=%lld:%g,%g", st.line_width,
                       (long long)st.line_cap, (long long)st.line_join, st.miter_limit, st.dash_phase,
                       (long long)st.dash_count, st.dashes[0], st.dashes[1]);
            printf(" gradient=%lld clip=%lld bounds=%g,%g,%g,%g\n", (long long)st.has_gradient, (long long)st.has_clip,
                   st.bounds.x, st.bounds.y, st.bounds.width, st.bounds.height);
            print_path(e, n);
        }
        StrataPathElement small[1];
        size_t n = 0;
        report("small buffer", strata_window_display_list_path(w, 0, false, NULL, small, 1, &n));
        printf("needed: %zu\n", n);
        report("count only", strata_window_display_list_path(w, 1, false, NULL, NULL, 0, &n));
        report("no command 7", strata_window_display_list_path(w, 7, false, NULL, small, 1, &n));
        report("no clip", strata_window_display_list_path(w, 0, true, NULL, small, 1, &n));
        StrataPathElement bad[2] = { { STRATA_PATH_MOVE, { { 0, 0 } } }, { 9, { { 0, 0 } } } };
        report("unknown kind", strata_shape_set_path(s, bad, 2));
        bad[1].kind = STRATA_PATH_LINE;
        bad[1].points[0].x = INFINITY;
        report("infinite point", strata_shape_set_path(s, bad, 2));
        report("plain view", strata_shape_set_path(plain, path, 5));
        report("stroke range", strata_shape_set_stroke_range(s, 0, 2));
        stroke.line_cap = 3;
        report("bad cap", strata_shape_set_stroke(s, &stroke));
        report("no stroke", strata_shape_set_stroke(s, NULL));
        report("no fill", strata_shape_set_fill(s, NULL, 0));
        strata_window_display_list(w, commands, 8, &count);
        printf("commands after: %zu\n", count);
        strata_view_release(plain);
        strata_window_destroy(w);
        return 0;
    }
    """#

    @Test func pathsRoundTripThroughC() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let source = scratch.path("paths.c"), binary = scratch.path("paths")
        try Self.program.write(toFile: source, atomically: true, encoding: .utf8)
        try CInterfaceCLITests.compile(source, into: binary)
        let result = try #require(try CInterfaceCLITests.run(binary, []))
        #expect(result.0 == 0, "\(result.2)")
        // The path moved by the frame's origin (10, 20); the fill's bounds
        // are the exact box, the round-capped, bevelled stroke's grow by
        // half its width.
        #expect(result.1 == """
            set path: 0 -
            set fill: 0 -
            set stroke: 0 -
            11 stroke=0 rule=1 color=1,0,0,1 opacity=1 gradient=0 clip=0 bounds=10,20,40,30
             M 10 20 L 50 20 Q 50 50 30 50 C 20 50 10 40 10 30 Z
            11 stroke=1 rule=0 color=0,0,1,1 opacity=1 width=2 cap=1 join=2 miter=4 phase=0.5 dashes=2:3,1 gradient=0 clip=0 bounds=9,19,42,32
             M 10 20 L 50 20 Q 50 50 30 50 C 20 50 10 40 10 30 Z
            small buffer: 10 strata_window_display_list_path: the path has 5 elements; the buffer holds 1
            needed: 5
            count only: 10 strata_window_display_list_path: the path has 5 elements; the buffer holds 0
            no command 7: 8 strata_window_display_list_path: the last display list has 2 commands; there is no command 7
            no clip: 8 strata_window_display_list_path: command 0 has no clip path
            unknown kind: 5 strata_shape_set_path: element 1 has the unknown kind 9
            infinite point: 5 strata_shape_set_path: element 1's x must be finite, got inf
            plain view: 9 strata_shape_set_path: the view is not a shape view
            stroke range: 5 strata_shape_set_stroke_range: start and end must be in 0...1, got 0.0 and 2.0
            bad cap: 5 strata_shape_set_stroke: line_cap must be 0, 1 or 2, got 3
            no stroke: 0 -
            no fill: 0 -
            commands after: 0

            """)
    }
}
