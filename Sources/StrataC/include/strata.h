/*
 * strata.h — the C interface to Strata (libStrataC).
 *
 * Views, stacks, constraints, animation, input and pictures for programs in
 * C, C++, Rust, Python (ctypes) or any language with a C FFI. See
 * Docs/CInterface.md for ownership, errors and threading.
 *
 * Rules in short:
 *  - Every function except strata_last_error_message must be called on the
 *    process's main thread (the thread that created the window); a call
 *    from another thread returns STRATA_WRONG_THREAD (or NULL) and does
 *    nothing.
 *  - Functions return a StrataStatus; on failure, strata_last_error_message()
 *    says why (per thread, until the next failure).
 *  - A window owns its views. A view has one handle; each call that returns
 *    it (strata_view_create, strata_window_view, strata_window_root_view)
 *    is a reference, and strata_view_release gives one up (the handle ends
 *    with the last). strata_window_destroy ends the window, its views and
 *    every handle to them. A released or destroyed handle never reaches
 *    another view: using it returns STRATA_INVALID_HANDLE, never a crash.
 *  - Strings are UTF-8 (else STRATA_INVALID_ARGUMENT). View ids are unique
 *    in a window and "root" is the root view's; the root view cannot be
 *    added to another view or arranged in a stack.
 */
#ifndef STRATA_H
#define STRATA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct StrataWindow StrataWindow;
typedef struct StrataView StrataView;
typedef struct StrataImage StrataImage;

typedef struct { double x, y, width, height; } StrataRect;
typedef struct { double red, green, blue, alpha; } StrataColor;
typedef struct { double x, y; } StrataPoint;
/* An affine transform as CGAffineTransform: (x, y) becomes (a·x + c·y + tx, b·x + d·y + ty). */
typedef struct StrataTransform { double a, b, c, d, tx, ty; } StrataTransform;
typedef struct { double location; StrataColor color; } StrataGradientStop;

typedef enum {
    STRATA_OK = 0,
    STRATA_NULL_HANDLE = 1,        /* a handle argument was NULL */
    STRATA_INVALID_HANDLE = 2,     /* released, destroyed, or never a handle */
    STRATA_FOREIGN_HANDLE = 3,     /* a view of another window */
    STRATA_WRONG_THREAD = 4,       /* not called on the main thread */
    STRATA_INVALID_ARGUMENT = 5,   /* a NULL or non-UTF-8 string, a non-finite number, an unknown enum value, a taken id */
    STRATA_SCENE_ERROR = 6,        /* the scene JSON is malformed (message: every problem) */
    STRATA_EQUATION_ERROR = 7,     /* a constraint equation is malformed */
    STRATA_NOT_FOUND = 8,          /* no view with that id */
    STRATA_WRONG_KIND = 9,         /* e.g. a stack function on a label */
    STRATA_BUFFER_TOO_SMALL = 10,  /* *count / *size says how much is needed */
    STRATA_ANIMATION_STATE = 11,   /* begin inside begin, commit without begin */
    STRATA_IO_ERROR = 12           /* a file could not be read */
} StrataStatus;

typedef enum {
    STRATA_CURVE_LINEAR,
    STRATA_CURVE_EASE_IN,
    STRATA_CURVE_EASE_OUT,
    STRATA_CURVE_EASE_IN_OUT
} StrataCurve;

typedef enum {
    STRATA_VIEW_PLAIN = 0,
    STRATA_VIEW_LABEL = 1,
    STRATA_VIEW_BUTTON = 2,
    STRATA_VIEW_STACK = 3,
    STRATA_VIEW_SCROLL = 4,
    STRATA_VIEW_TEXT_FIELD = 5,
    STRATA_VIEW_TEXT_VIEW = 6,
    STRATA_VIEW_IMAGE = 7,
    STRATA_VIEW_LIST = 8,          /* a CollectionView of reused cells, self-sizing rows: strata_list_* */
    STRATA_VIEW_SHAPE = 9          /* a ShapeView, a vector path filled and stroked: strata_shape_* */
} StrataViewKind;

/* Where strata_list_scroll_to puts the item (CollectionView.ScrollPosition). */
typedef enum {
    STRATA_SCROLL_POSITION_TOP = 0,
    STRATA_SCROLL_POSITION_CENTERED_VERTICALLY = 1,
    STRATA_SCROLL_POSITION_BOTTOM = 2,
    STRATA_SCROLL_POSITION_LEFT = 3,
    STRATA_SCROLL_POSITION_CENTERED_HORIZONTALLY = 4,
    STRATA_SCROLL_POSITION_RIGHT = 5
} StrataScrollPosition;

typedef enum { STRATA_AXIS_HORIZONTAL = 0, STRATA_AXIS_VERTICAL = 1 } StrataAxis;

typedef enum {
    STRATA_DISTRIBUTION_FILL = 0,
    STRATA_DISTRIBUTION_FILL_EQUALLY = 1,
    STRATA_DISTRIBUTION_FILL_PROPORTIONALLY = 2,
    STRATA_DISTRIBUTION_EQUAL_SPACING = 3,
    STRATA_DISTRIBUTION_EQUAL_CENTERING = 4
} StrataDistribution;

typedef enum {
    STRATA_ALIGNMENT_FILL = 0,
    STRATA_ALIGNMENT_LEADING = 1,       /* top for a horizontal stack */
    STRATA_ALIGNMENT_FIRST_BASELINE = 2,
    STRATA_ALIGNMENT_CENTER = 3,
    STRATA_ALIGNMENT_TRAILING = 4,      /* bottom for a horizontal stack */
    STRATA_ALIGNMENT_LAST_BASELINE = 5
} StrataAlignment;

typedef enum {
    STRATA_KEY_UP = 0, STRATA_KEY_DOWN, STRATA_KEY_LEFT, STRATA_KEY_RIGHT,
    STRATA_KEY_TAB, STRATA_KEY_RETURN, STRATA_KEY_ESCAPE, STRATA_KEY_SPACE,
    STRATA_KEY_BACKSPACE, STRATA_KEY_DELETE,
    STRATA_KEY_CHARACTER,                /* with a Unicode scalar */
    STRATA_KEY_HOME, STRATA_KEY_END, STRATA_KEY_PAGE_UP, STRATA_KEY_PAGE_DOWN
} StrataKeyCode;

enum { STRATA_MODIFIER_SHIFT = 1, STRATA_MODIFIER_CONTROL = 2, STRATA_MODIFIER_ALT = 4, STRATA_MODIFIER_META = 8 };

/* Control events, as UIKit's (a bit set). */
enum {
    STRATA_EVENT_TOUCH_DOWN = 1 << 0,
    STRATA_EVENT_TOUCH_UP_INSIDE = 1 << 6,
    STRATA_EVENT_TOUCH_UP_OUTSIDE = 1 << 7,
    STRATA_EVENT_TOUCH_CANCEL = 1 << 8,
    STRATA_EVENT_VALUE_CHANGED = 1 << 12,
    STRATA_EVENT_PRIMARY_ACTION_TRIGGERED = 1 << 13,
    STRATA_EVENT_EDITING_DID_BEGIN = 1 << 16,
    STRATA_EVENT_EDITING_CHANGED = 1 << 17,
    STRATA_EVENT_EDITING_DID_END = 1 << 18,
    STRATA_EVENT_EDITING_DID_END_ON_EXIT = 1 << 19
};

typedef enum {
    STRATA_COMMAND_RECT = 0,       /* rect, fill (if has_fill), corner_radius, border_width, border, opacity */
    STRATA_COMMAND_PUSH_CLIP = 1,  /* rect, corner_radius */
    STRATA_COMMAND_POP_CLIP = 2,
    STRATA_COMMAND_TEXT = 3,       /* rect.x, rect.y: left end of the baseline; text, font_size, text_color, opacity */
    STRATA_COMMAND_IMAGE = 4,      /* rect: the destination; opacity; the rest: strata_window_display_list_image */
    /* Effects (Docs/Effects.md). */
    STRATA_COMMAND_PUSH_TRANSFORM = 5, /* rect.x, .y, .width, .height = a, b, c, d; corner_radius = tx; border_width = ty.
                                          Draw what follows through it (composed with the enclosing ones, the inner first) */
    STRATA_COMMAND_POP_TRANSFORM = 6,
    STRATA_COMMAND_SHADOW = 7,     /* rect (already moved by the offset), corner_radius, fill = colour, opacity;
                                      border_width = blur radius (a Gaussian of sigma = radius / 2) */
    STRATA_COMMAND_BEGIN_LAYER = 8,  /* opacity: draw what follows into a transparent layer … */
    STRATA_COMMAND_END_LAYER = 9,    /* … and blend it with that opacity here */
    STRATA_COMMAND_GRADIENT = 10,  /* rect, corner_radius, opacity; fill = first colour, border = last colour;
                                      text_color = (start.x, start.y, end.x, end.y) in unit coordinates of rect;
                                      has_fill = 0 axial, 1 radial; every stop: strata_window_gradient_stops */
    /* Vector paths (Docs/Drawing.md). */
    STRATA_COMMAND_PATH = 11       /* rect = bounds (a stroke's reach included), fill = colour, opacity;
                                      has_fill = 1 fill, 0 stroke; border_width = line width;
                                      elements and style: strata_window_display_list_path */
} StrataCommandKind;

/* One display-list command, a plain struct of fixed layout (192 bytes). */
typedef struct StrataCommand {
    int64_t kind;                  /* StrataCommandKind */
    StrataRect rect;
    double corner_radius;
    double border_width;
    double opacity;
    double font_size;
    StrataColor fill;
    StrataColor border;
    StrataColor text_color;
    int64_t has_fill;
    const char *text;              /* UTF-8, not NUL-terminated; valid until the next display-list call on the window */
    size_t text_length;
} StrataCommand;

#ifdef __cplusplus
static_assert(sizeof(StrataCommand) == 192, "StrataCommand is 192 bytes");
#else
_Static_assert(sizeof(StrataCommand) == 192, "StrataCommand is 192 bytes");
#endif

typedef uint64_t StrataToken;      /* an observer or action registration; 0 is never a token */

typedef void (*StrataCompletion)(void *context, bool finished);
typedef void (*StrataActionCallback)(void *context, StrataView *sender, uint32_t event);
typedef void (*StrataFrameCallback)(void *context, StrataView *view, const StrataRect *old_frame, const StrataRect *new_frame);
typedef void (*StrataHiddenCallback)(void *context, StrataView *view, bool hidden);
typedef void (*StrataLayoutCallback)(void *context, StrataWindow *window);

/* Errors */
const char   *strata_last_error_message(void);

/* Windows */
StrataWindow *strata_window_create(double width, double height);          /* manual clock at 0 */
StrataWindow *strata_window_create_ex(double width, double height, double scale, bool right_to_left, bool dispatch_clock);
void          strata_window_destroy(StrataWindow *window);
StrataStatus  strata_window_set_size(StrataWindow *window, double width, double height);
StrataStatus  strata_window_load_scene_json(StrataWindow *window, const char *json);
StrataStatus  strata_window_load_scene_file(StrataWindow *window, const char *path);
StrataView   *strata_window_view(StrataWindow *window, const char *id);   /* NULL + message if absent */
StrataView   *strata_window_root_view(StrataWindow *window);
StrataStatus  strata_window_layout(StrataWindow *window);
StrataStatus  strata_window_advance(StrataWindow *window, double seconds);
StrataStatus  strata_window_time(StrataWindow *window, double *out);
/* The inspector (Docs/Tools.md): every view outlined and the focused view described, at the end of the display list. */
StrataStatus  strata_window_set_inspecting(StrataWindow *window, bool on);
StrataStatus  strata_window_is_inspecting(StrataWindow *window, bool *out);

/* Accessibility: the window on AT-SPI (Docs/Accessibility.md). start sets
   *fd to the bus connection's descriptor, or -1 when accessibility is off
   (STRATA_ACCESSIBILITY=1 or the desktop's org.a11y.Status turn it on);
   poll it for reading (and for writing while wants_write says so) and call
   process from the main thread. */
StrataStatus  strata_accessibility_start(StrataWindow *window, const char *application_name, int *fd);
StrataStatus  strata_accessibility_process(StrataWindow *window);
StrataStatus  strata_accessibility_wants_write(StrataWindow *window, bool *out);
StrataStatus  strata_accessibility_set_window_origin(StrataWindow *window, double x, double y);
StrataStatus  strata_accessibility_stop(StrataWindow *window);

/* Views */
StrataView   *strata_view_create(StrataWindow *window, StrataViewKind kind, const char *id);  /* id: NULL, or unique and not "root" */
StrataStatus  strata_view_release(StrataView *view);                        /* gives up one reference */
StrataStatus  strata_view_add_subview(StrataView *parent, StrataView *child);
StrataStatus  strata_view_remove_from_superview(StrataView *view);
StrataStatus  strata_view_frame(StrataView *view, StrataRect *out);
StrataStatus  strata_view_presentation_frame(StrataView *view, StrataRect *out);
StrataStatus  strata_view_set_frame(StrataView *view, double x, double y, double width, double height);
StrataStatus  strata_view_set_hidden(StrataView *view, bool hidden);
StrataStatus  strata_view_is_hidden(StrataView *view, bool *out);
StrataStatus  strata_view_set_alpha(StrataView *view, double alpha);
StrataStatus  strata_view_set_background_color(StrataView *view, double red, double green, double blue, double alpha);
StrataStatus  strata_view_set_intrinsic_size(StrataView *view, double width, double height);
StrataStatus  strata_view_set_transform(StrataView *view, StrataTransform transform);  /* about the view's centre; not layout */
StrataStatus  strata_view_transform(StrataView *view, StrataTransform *out);
StrataStatus  strata_view_set_shadow(StrataView *view, double red, double green, double blue, double alpha,
                                     double opacity, double offset_x, double offset_y, double radius);
StrataStatus  strata_view_set_corner_radius(StrataView *view, double radius);
StrataStatus  strata_label_set_text(StrataView *label, const char *text);
StrataStatus  strata_button_set_title(StrataView *button, const char *title);

/* Text: labels, text fields and text views. strata_view_text writes the UTF-8 text and a NUL into buffer
   (capacity bytes; *length: the text's bytes without the NUL, also when the buffer is too small). */
StrataStatus  strata_view_text(StrataView *view, char *buffer, size_t capacity, size_t *length);
StrataStatus  strata_view_set_text(StrataView *view, const char *text);
/* Typed text and input-method composition go to the first responder (a text field or text view). */
StrataStatus  strata_window_insert_text(StrataWindow *window, const char *text);
StrataStatus  strata_window_set_marked_text(StrataWindow *window, const char *text, size_t selection_start, size_t selection_end);
StrataStatus  strata_window_unmark_text(StrataWindow *window);

/* Stacks */
StrataStatus  strata_stack_add_arranged(StrataView *stack, StrataView *view);
StrataStatus  strata_stack_insert_arranged(StrataView *stack, StrataView *view, size_t index);
StrataStatus  strata_stack_remove_arranged(StrataView *stack, StrataView *view);
StrataStatus  strata_stack_set_axis(StrataView *stack, StrataAxis axis);
StrataStatus  strata_stack_set_distribution(StrataView *stack, StrataDistribution distribution);
StrataStatus  strata_stack_set_alignment(StrataView *stack, StrataAlignment alignment);
StrataStatus  strata_stack_set_spacing(StrataView *stack, double spacing);

/* Constraints, in the scene files' notation ("a.leading == root.leadingMargin + 8 @750"). */
StrataStatus  strata_constraint_add(StrataWindow *window, const char *equation);

/* Animation: changes between begin and commit animate together. */
StrataStatus  strata_animation_begin(StrataWindow *window, double duration, StrataCurve curve);
StrataStatus  strata_animation_begin_spring(StrataWindow *window, double duration, double damping_ratio, double initial_velocity);
StrataStatus  strata_animation_commit(StrataWindow *window,
                                      void (*completion)(void *context, bool finished), void *context);

/* Input (window coordinates; a NaN or infinite coordinate or delta: STRATA_INVALID_ARGUMENT). *handled may be NULL. */
StrataStatus  strata_window_touch_down(StrataWindow *window, double x, double y, int64_t id, bool *handled);
StrataStatus  strata_window_touch_moved(StrataWindow *window, double x, double y, int64_t id, bool *handled);
StrataStatus  strata_window_touch_up(StrataWindow *window, double x, double y, int64_t id, bool *handled);
StrataStatus  strata_window_touch_cancelled(StrataWindow *window, int64_t id, bool *handled);
StrataStatus  strata_window_key_down(StrataWindow *window, StrataKeyCode code, uint32_t character, uint32_t modifiers, bool *handled);
StrataStatus  strata_window_key_up(StrataWindow *window, StrataKeyCode code, uint32_t character, uint32_t modifiers, bool *handled);
StrataStatus  strata_window_scroll_wheel(StrataWindow *window, double dx, double dy, double x, double y, bool *handled);

/* Callbacks: a function pointer and a context; remove with the token. */
StrataStatus  strata_control_add_action(StrataView *control, uint32_t events, StrataActionCallback callback, void *context, StrataToken *token);
StrataStatus  strata_view_observe_frame(StrataView *view, StrataFrameCallback callback, void *context, StrataToken *token);
StrataStatus  strata_view_observe_hidden(StrataView *view, StrataHiddenCallback callback, void *context, StrataToken *token);
StrataStatus  strata_window_observe_layout(StrataWindow *window, StrataLayoutCallback callback, void *context, StrataToken *token);
StrataStatus  strata_remove_observer(StrataWindow *window, StrataToken token);

/* Pictures */
StrataStatus  strata_window_display_list(StrataWindow *window, StrataCommand *buffer,
                                         size_t capacity, size_t *count);
StrataStatus  strata_window_png(StrataWindow *window, double scale, uint8_t *buffer, size_t capacity, size_t *size);
/* The stops of the gradient at `index` of the last display list read with strata_window_display_list. */
StrataStatus  strata_window_gradient_stops(StrataWindow *window, size_t index, StrataGradientStop *buffer,
                                           size_t capacity, size_t *count);

/* The image command at `index` of the last strata_window_display_list (kind STRATA_COMMAND_IMAGE). */
typedef struct StrataImageCommand {
    uint64_t image_id;             /* the pixels' identity: key a texture cache on it */
    uint64_t generation;           /* upload again when it differs from the texture's */
    const uint8_t *pixels;         /* RGBA, straight alpha, rows top down, 4 * pixel_width bytes each; valid until the next display-list call on the window */
    int64_t pixel_width, pixel_height;
    StrataRect destination;        /* window points */
    StrataRect source;             /* image pixels */
    StrataColor tint;              /* if has_tint: the tint colour where the image is opaque (a template) */
    int64_t has_tint;
    double opacity;
    int64_t filter;                /* 0 linear, 1 nearest */
    double tile_width, tile_height; /* 0: source stretched over destination; else one copy covers this many points */
} StrataImageCommand;

#ifdef __cplusplus
static_assert(sizeof(StrataImageCommand) == 176, "StrataImageCommand is 176 bytes");
#else
_Static_assert(sizeof(StrataImageCommand) == 176, "StrataImageCommand is 176 bytes");
#endif

StrataStatus  strata_window_display_list_image(StrataWindow *window, size_t index, StrataImageCommand *out);

/* Vector paths (Docs/Drawing.md): a path command's elements and style, and a shape view's path. */
typedef enum {
    STRATA_PATH_MOVE = 0,          /* points[0]: where a subpath starts */
    STRATA_PATH_LINE = 1,          /* points[0]: the end */
    STRATA_PATH_QUAD = 2,          /* points[0]: the control point; points[1]: the end */
    STRATA_PATH_CUBIC = 3,         /* points[0], points[1]: the control points; points[2]: the end */
    STRATA_PATH_CLOSE = 4          /* a line back to the subpath's start */
} StrataPathElementKind;

typedef struct StrataPathElement {
    int64_t kind;                  /* StrataPathElementKind */
    StrataPoint points[3];         /* unused points are 0 */
} StrataPathElement;

typedef struct StrataPathStyle {
    int64_t stroke;                /* 0: a fill, 1: a stroke */
    int64_t fill_rule;             /* a fill's: 0 non-zero, 1 even-odd */
    StrataColor color;             /* a gradient's first stop when has_gradient */
    double opacity;
    double line_width;             /* a stroke's, with the fields up to dashes */
    int64_t line_cap;              /* 0 butt, 1 round, 2 square */
    int64_t line_join;             /* 0 miter, 1 round, 2 bevel */
    double miter_limit;
    double dash_phase;
    int64_t dash_count;            /* lengths in the dash pattern (0: solid); the first 8 are in dashes */
    double dashes[8];
    int64_t has_gradient;          /* painted with a gradient (an SVG image's), drawn as color by hosts that ignore it */
    int64_t has_clip;              /* clipped to a path: read it with clip = true */
    int64_t clip_rule;             /* 0 non-zero, 1 even-odd */
    StrataRect bounds;             /* the area the command can touch (the command's rect) */
} StrataPathStyle;

#ifdef __cplusplus
static_assert(sizeof(StrataPathElement) == 56, "StrataPathElement is 56 bytes");
static_assert(sizeof(StrataPathStyle) == 224, "StrataPathStyle is 224 bytes");
#else
_Static_assert(sizeof(StrataPathElement) == 56, "StrataPathElement is 56 bytes");
_Static_assert(sizeof(StrataPathStyle) == 224, "StrataPathStyle is 224 bytes");
#endif

/* The path command at `index` of the last strata_window_display_list (kind STRATA_COMMAND_PATH): its style
 * (style may be NULL) and its path's elements, in window coordinates (under any enclosing transform), or with
 * clip its clip path's (STRATA_NOT_FOUND when it has none). *count is the number of elements;
 * STRATA_BUFFER_TOO_SMALL when that is more than capacity (elements may be NULL then). */
StrataStatus  strata_window_display_list_path(StrataWindow *window, size_t index, bool clip, StrataPathStyle *style,
                                              StrataPathElement *elements, size_t capacity, size_t *count);
/* A shape view (STRATA_VIEW_SHAPE): its path in the view's bounds (count 0: none; at most 1,000,000
 * elements, finite points), its fill (color NULL: none) and its stroke (style NULL: none; color, line_width,
 * line_cap, line_join, miter_limit, dash_phase and the first dash_count (at most 8) dashes are read). */
StrataStatus  strata_shape_set_path(StrataView *shape, const StrataPathElement *elements, size_t count);
StrataStatus  strata_shape_set_fill(StrataView *shape, const StrataColor *color, int64_t fill_rule);
StrataStatus  strata_shape_set_stroke(StrataView *shape, const StrataPathStyle *style);
StrataStatus  strata_shape_set_stroke_range(StrataView *shape, double start, double end);  /* strokeStart, strokeEnd: 0...1; animates in a strata_animation_begin block */
/* One shaped glyph of a text command: the glyph id in the run's font, the
   index (in Unicode scalars of the run's text) of its cluster's first
   character, and where it is drawn in points from the run's origin (the
   left end of its baseline; y down). */
typedef struct StrataGlyph {
    uint32_t glyph;
    int32_t cluster;
    double x, y;
} StrataGlyph;

#ifdef __cplusplus
static_assert(sizeof(StrataGlyph) == 24, "StrataGlyph is 24 bytes");
#else
_Static_assert(sizeof(StrataGlyph) == 24, "StrataGlyph is 24 bytes");
#endif

/* The glyphs of the text command at `index` of the last display list, in
   visual order (none for the built-in font): `count` gets their number. */
StrataStatus  strata_window_display_list_glyphs(StrataWindow *window, size_t index, StrataGlyph *buffer,
                                                size_t capacity, size_t *count);

/* Images (Docs/Images.md). The call that makes a handle holds one reference;
 * strata_image_release gives it up and ends the handle. A view keeps its own
 * copy of the image it shows, so a handle may be released once set. */
StrataImage  *strata_image_create_rgba(int32_t width, int32_t height, const uint8_t *pixels, size_t stride, double scale);  /* straight-alpha RGBA rows, stride >= 4 * width bytes; NULL on error */
StrataStatus  strata_image_load_png(const char *path, StrataImage **image);  /* STRATA_IO_ERROR: unreadable; STRATA_INVALID_ARGUMENT: not a valid PNG (the message says where) */
StrataStatus  strata_image_release(StrataImage *image);
StrataStatus  strata_image_size(StrataImage *image, int32_t *width, int32_t *height, uint64_t *image_id);  /* pixels; any pointer may be NULL */
StrataStatus  strata_view_set_image(StrataView *view, StrataImage *image);  /* an image view (STRATA_VIEW_IMAGE) or a button; NULL clears */

/* Lists (Docs/Lists.md): a list is made with strata_view_create(window, STRATA_VIEW_LIST, id).
 * Only the cells in view (and a margin) exist; each is configured by the callback as it comes
 * into view: the cell holds one label, set with strata_view_set_text(cell, ...), and the
 * callback may add views to it. The cell handle is lent: do not release it. Inserts and
 * deletes animate over 0.3 s (or with the open strata_animation_begin timing). */
typedef void (*StrataListConfigure)(void *context, StrataView *cell, size_t item);
StrataStatus  strata_list_set_item_count(StrataView *list, size_t count);   /* at most 100000000; reloads */
StrataStatus  strata_list_set_configure(StrataView *list, StrataListConfigure configure, void *context);  /* reloads */
StrataStatus  strata_list_reload(StrataView *list);
StrataStatus  strata_list_insert(StrataView *list, size_t index, size_t count);  /* new items before index (0…count) */
StrataStatus  strata_list_delete(StrataView *list, size_t index, size_t count);  /* items index..<index+count */
StrataStatus  strata_list_scroll_to(StrataView *list, size_t item, StrataScrollPosition position, bool animated);

#ifdef __cplusplus
}
#endif

#endif /* STRATA_H */
