import Foundation
import Testing

/// Transforms, shadows and the effect commands from C: a program compiled
/// against `strata.h` turns a view (the transform passed by value), gives
/// it a shadow, and reads the effect commands back.
@Suite("The C interface: effects", .needsCC, .unsanitized)
struct CEffectsCLITests {
    static let program = #"""
    #include <math.h>
    #include <stdio.h>
    #include "strata.h"
    int main(void) {
        StrataWindow *w = strata_window_create(200, 100);
        StrataView *v = strata_view_create(w, STRATA_VIEW_PLAIN, "card");
        strata_view_add_subview(strata_window_root_view(w), v);
        strata_view_set_frame(v, 20, 20, 100, 40);
        strata_view_set_background_color(v, 1, 1, 1, 1);
        strata_view_set_corner_radius(v, 8);
        StrataTransform t = { 0.5, 0, 0, 0.5, 10, 0 };
        printf("set transform: %d\n", (int)strata_view_set_transform(v, t));
        StrataTransform back;
        strata_view_transform(v, &back);
        printf("transform: %g %g %g %g %g %g\n", back.a, back.b, back.c, back.d, back.tx, back.ty);
        printf("set shadow: %d\n", (int)strata_view_set_shadow(v, 0, 0, 0, 1, 0.5, 0, 4, 10));
        StrataTransform bad = { NAN, 0, 0, 1, 0, 0 };
        StrataStatus status = strata_view_set_transform(v, bad);
        printf("nan transform: %d %s\n", (int)status, strata_last_error_message());
        status = strata_view_set_shadow(v, 0, 0, 0, 1, 1, 0, 0, -1);
        printf("negative radius: %d %s\n", (int)status, strata_last_error_message());
        StrataCommand commands[16];
        size_t count = 0;
        strata_window_display_list(w, commands, 16, &count);
        for (size_t i = 0; i < count; i++) {
            StrataCommand c = commands[i];
            printf("%lld", (long long)c.kind);
            if (c.kind == STRATA_COMMAND_PUSH_TRANSFORM)
                printf(" a=%g d=%g tx=%g ty=%g", c.rect.x, c.rect.height, c.corner_radius, c.border_width);
            if (c.kind == STRATA_COMMAND_SHADOW)
                printf(" rect=%g,%g,%g,%g radius=%g opacity=%g", c.rect.x, c.rect.y, c.rect.width, c.rect.height,
                       c.border_width, c.opacity);
            printf("\n");
        }
        strata_window_destroy(w);
        return 0;
    }
    """#

    @Test func effectsRoundTripThroughC() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let source = scratch.path("effects.c"), binary = scratch.path("effects")
        try Self.program.write(toFile: source, atomically: true, encoding: .utf8)
        try CInterfaceCLITests.compile(source, into: binary)
        let result = try #require(try CInterfaceCLITests.run(binary, []))
        #expect(result.0 == 0, "\(result.2)")
        // The about-centre matrix: centre (70, 40); x ↦ 0.5x + 35 + 10, y ↦ 0.5y + 20.
        #expect(result.1 == """
            set transform: 0
            transform: 0.5 0 0 0.5 10 0
            set shadow: 0
            nan transform: 5 strata_view_set_transform: a must be finite, got nan
            negative radius: 5 strata_view_set_shadow: the radius must not be negative, got -1.0
            5 a=0.5 d=0.5 tx=45 ty=20
            7 rect=20,24,100,40 radius=10 opacity=0.5
            0
            6

            """)
    }
}
