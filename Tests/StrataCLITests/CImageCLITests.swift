import Foundation
import Testing

/// Images through the C interface: made from pixels and from PNG files,
/// shown by an image view, read back from the display list with their id
/// and pixels; bad input gives a status and a message.
@Suite("The C interface's images", .needsCC, .unsanitized)
struct CImageCLITests {
    static let program = #"""
    #include <stdio.h>
    #include <string.h>
    #include "strata.h"
    static void report(const char *what, StrataStatus status) {
        printf("%s: %d %s\n", what, (int)status, status ? strata_last_error_message() : "-");
    }
    int main(int argc, char **argv) {
        StrataWindow *w = strata_window_create(100, 100);
        uint8_t pixels[2 * 12];  /* 2 x 2 pixels, rows of 12 bytes (4 padding) */
        memset(pixels, 0, sizeof pixels);
        pixels[0] = 255; pixels[3] = 255;            /* red */
        pixels[4 + 2] = 255; pixels[4 + 3] = 128;    /* blue, half */
        pixels[12 + 1] = 255; pixels[12 + 3] = 255;  /* green */
        pixels[16 + 3] = 255;                        /* black */
        StrataImage *image = strata_image_create_rgba(2, 2, pixels, 12, 2);
        int32_t width = 0, height = 0;
        uint64_t id = 0;
        report("size", strata_image_size(image, &width, &height, &id));
        printf("%d x %d, id %s\n", width, height, id ? "set" : "0");
        StrataView *view = strata_view_create(w, STRATA_VIEW_IMAGE, "icon");
        report("add", strata_view_add_subview(strata_window_root_view(w), view));
        report("frame", strata_view_set_frame(view, 10, 20, 30, 40));
        report("set image", strata_view_set_image(view, image));
        report("release", strata_image_release(image));
        report("release again", strata_image_release(image));
        StrataCommand commands[8];
        size_t count = 0;
        report("list", strata_window_display_list(w, commands, 8, &count));
        printf("count %zu, kind %lld, rect %g %g %g %g\n", count, (long long)commands[0].kind, commands[0].rect.x,
               commands[0].rect.y, commands[0].rect.width, commands[0].rect.height);
        StrataImageCommand c;
        report("image command", strata_window_display_list_image(w, 0, &c));
        printf("same id %d, generation %llu, %lld x %lld, source %g %g %g %g, opacity %g, filter %lld, tint %lld\n",
               c.image_id == id, (unsigned long long)c.generation, (long long)c.pixel_width, (long long)c.pixel_height,
               c.source.x, c.source.y, c.source.width, c.source.height, c.opacity, (long long)c.filter, (long long)c.has_tint);
        printf("pixels %d %d %d %d | %d %d %d %d | %d %d\n", c.pixels[0], c.pixels[1], c.pixels[2], c.pixels[3],
               c.pixels[4], c.pixels[5], c.pixels[6], c.pixels[7], c.pixels[9], c.pixels[15]);
        report("command 1", strata_window_display_list_image(w, 1, &c));
        report("bad stride", strata_image_create_rgba(2, 2, pixels, 7, 1) ? STRATA_OK : STRATA_INVALID_ARGUMENT);
        report("long side", strata_image_create_rgba(1, 16385, pixels, 4, 1) ? STRATA_OK : STRATA_INVALID_ARGUMENT);
        StrataImage *loaded = NULL;
        report("missing png", strata_image_load_png("/nonexistent/x.png", &loaded));
        report("not a png", strata_image_load_png(argv[0], &loaded));
        report("label", strata_view_set_image(strata_view_create(w, STRATA_VIEW_LABEL, NULL), NULL));
        strata_window_destroy(w);
        return 0;
    }
    """#

    @Test func imagesGoInAndComeBackOut() throws {
        let output = try CNumberRangeCLITests.output(of: Self.program, named: "images")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(15)) == [
            "size: 0 -",
            "2 x 2, id set",
            "add: 0 -",
            "frame: 0 -",
            "set image: 0 -",
            "release: 0 -",
            "release again: 2 strata_image_release: not a live image handle (released, or never an image)",
            "list: 0 -",
            "count 1, kind 4, rect 10 20 30 40",
            "image command: 0 -",
            "same id 1, generation 0, 2 x 2, source 0 0 2 2, opacity 1, filter 0, tint 0",
            "pixels 255 0 0 255 | 0 0 255 128 | 255 255",
            "command 1: 8 strata_window_display_list_image: the last display list has 1 commands; there is no command 1",
            "bad stride: 5 strata_image_create_rgba: stride 7 is less than 4 × width (8 bytes)",
            "long side: 5 strata_image_create_rgba: 1x16385 pixels: the height 16385 is more than the 16384 an image side "
                + "may have (Image.maximumSideLength)",
        ])
        #expect(lines.count == 18)
        #expect(lines.dropFirst(15).first == "missing png: 12 strata_image_load_png: cannot read /nonexistent/x.png: no such file or directory")
        #expect(lines.dropFirst(16).first?.hasPrefix("not a png: 5 strata_image_load_png: ") == true)
        #expect(lines.last == "label: 9 strata_view_set_image: the view is not an image view or a button")
    }
}
