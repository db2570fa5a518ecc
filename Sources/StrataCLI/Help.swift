/// Help texts of the `strata` command and its subcommands.
enum Help {
    static let overview = """
        strata — lay out, animate and render Strata scenes.

        USAGE: strata <command> [options]

        COMMANDS:
          layout SCENE [--trace | --accessibility] Print every view's frame (or the accessibility tree) as JSON.
          animate SCENE --fps N [--until T] [--speed X]
                                                   Run the scene's timeline on a manual clock; one JSON line per frame.
          render SCENE (--png OUT | --svg OUT) [--at T] [--scale S] [--outline]
                                                   Draw the scene with the built-in rasterizer.
          demo [--out DIR]                         Render the built-in example scenes (default DIR: ./strata-demo).
          show [SCENE] [--watch] [--scale S] [--speed X] [--exit-after SECONDS]
                                                   Open the scene in an X11 window (no SCENE: a gallery of the examples).
          fonts [--dir DIR]...                     List the font families found and the font files that cannot be read.
          fonts --for TEXT [--language TAG]        Show the face font fallback draws each run of TEXT with, and why.
          shape (--font FILE[#N] | --family NAME) TEXT  Shape TEXT with one face; print the glyphs as hb-shape does.
          snapshot SCENE --reference DIR [--record] [--at T]... [--precision P]
                                                   Compare the scene's pictures with reference PNGs (record them with --record).
          diff A.png B.png [--out DIFF.png] [--precision P]
                                                   Compare two PNGs as snapshot does.
          schema [--out FILE]                      Print the JSON Schema of the scene format (Docs/scene.schema.json).

        OPTIONS:
          -h, --help        Show this help (or `strata COMMAND --help` for one command).
          --version         Print the version.

        Exit status: 0 on success, 2 for scene errors, 1 for other failures.
        """

    static let commands: [String: String] = [
        "layout": """
            USAGE: strata layout SCENE [--trace | --accessibility]

            Applies every step of SCENE without animation, lays it out and prints
            { "views": { ID: { "frame", "windowFrame", "hidden" } }, "brokenConstraints": [...], "ambiguous": [...] }.
            --trace prints one such object per line: after the first layout and after each step.
            --accessibility prints instead { "accessibility": [ { "type", "id", "label", "value", "hint",
            "traits", "frame" } ] }: the accessibility elements in reading order, frames in the window.
            """,
        "animate": """
            USAGE: strata animate SCENE --fps N [--until T] [--speed X]

            Runs the scene's timeline on a manual clock and prints one JSON line per frame at
            t = k / N until every animation has finished (or T), with on-screen values.
            --speed X (0.001 to 1000) plays it in slow or fast motion: frames 1/N apart in real
            time are X/N apart on the scene clock (t = k X / N; t and T are scene times).
            """,
        "render": """
            USAGE: strata render SCENE (--png OUT.png | --svg OUT.svg) [--at T] [--scale S] [--outline]

            Draws the scene after its steps (or at time T of its timeline). OUT may be '-'
            (standard output) for one of the two; the summary then goes to standard error.
            --outline draws views without a background colour as thin grey outlines with their id.
            """,
        "show": """
            USAGE: strata show [SCENE] [--watch] [--scale S] [--speed X] [--exit-after SECONDS] [--backend wayland|x11]

            Opens SCENE in a window of the scene's size times S (default 1), titled with its file name,
            plays its steps in real time and relays it out when the window is resized. The window is on
            Wayland when WAYLAND_DISPLAY is set and the compositor answers, else on X11; --backend
            chooses. When the first frame is on screen it prints {"shown": PATH, "backend": "wayland" or
            "x11", "window": ID (X11 only), "size": [W, H]} (pixels).
            Without SCENE it shows the built-in examples; Left and Right switch between them.
            --speed X (0.01 to 100) runs the scene and its animations X times as fast (0.1: ten times
            slower); Shift+S switches between that and slow motion (0.1x) while no text field has the
            keyboard. F12 or Control+Shift+I shows the inspector (every view outlined, the one under
            the pointer described; the arrow keys walk it to the superview, first subview and siblings);
            STRATA_INSPECT=1 starts with it on. --watch reloads SCENE when it (or a file of its folder it
            names) changes, keeping the window, typed text and scroll offsets and animating to the new
            frames; a bad file keeps the last good scene under an error banner. Each reload prints
            {"reloaded": PATH} or {"reloadFailed": PATH, "errors": [...]}.
            The window stays until it is closed, or for SECONDS. Needs WAYLAND_DISPLAY or DISPLAY (exit 1
            without either).
            """,
        "snapshot": """
            USAGE: strata snapshot SCENE --reference DIR [--record] [--at T]... [--precision P]
                                   [--perceptual-precision P] [--scale S]

            Draws SCENE after its steps (or at each time T of its timeline; --at repeats) and compares
            each picture with DIR/<scene>.png (or DIR/<scene>@<T>.png). --precision: the fraction of
            pixels that must match (default 1); --perceptual-precision: how close a pixel must be
            (1: equal bytes; below 1, CIE76 ΔE at most (1 - P) x 100). --record writes the references.
            Prints one JSON line per picture. Exit 0 when every picture matches or was recorded, 1 when
            one differs (DIR/<name>.diff.png is written and named), 2 for a bad scene or a missing
            reference without --record.
            """,
        "diff": """
            USAGE: strata diff A.png B.png [--out DIFF.png] [--precision P] [--perceptual-precision P]

            Compares picture A with reference B as strata snapshot does and prints one JSON line
            (match, sizes, differing pixels, largest differences; ΔE to 4 decimals). With --out, a difference picture
            is written when they differ (red: differs, orange: within the perceptual tolerance).
            Exit 0 when they match, 1 when they differ, 2 when a file is not a readable PNG.
            """,
        "schema": """
            USAGE: strata schema [--out FILE]

            Prints the JSON Schema (draft 2020-12) of the scene format, generated from the tables
            the scene decoder uses: every key with its type, allowed values and ranges, the view
            types that take it and its description. With --out, writes it to FILE instead.
            Docs/scene.schema.json is the same text; a scene names it with "$schema" for editors.
            """,
        "shape": """
            USAGE: strata shape (--font FILE[#INDEX] | --family NAME) [--size PT] [--direction ltr|rtl]
                                [--script TAG] [--language TAG] [--features LIST] [--fallback] [--bidi] TEXT

            Shapes TEXT with one face (OpenType GSUB/GPOS, Strata's shapers) and prints the glyphs in
            visual order exactly as `hb-shape --no-glyph-names` does: [gid=cluster@dx,dy+ax|...],
            clusters as Unicode scalar indices, numbers in font units (with --size, in points: each
            number scaled and rounded, which may differ by one from HarfBuzz's own rounding).
            --script takes an ISO 15924 code (arab, latn), --language a BCP 47 tag, --features
            hb-shape's list syntax (liga,-kern,smcp=1,aalt=2). Default: the script and direction of
            the text's first strong character.

            With --fallback (runs of the faces font fallback picks for the text) and/or --bidi (runs
            of the bidi levels, --direction the paragraph's), prints one JSON object per run in visual
            order: {"font": FULLNAME, "file": PATH, "index": N, "direction": "ltr"|"rtl", "script":
            TAG, "text": RUNTEXT, "glyphs": [[gid, cluster, dx, dy, ax, ay], ...]}, clusters counted
            in the run's text.
            """,
        "fonts": """
            USAGE: strata fonts [--dir DIR]...

            Scans the font directories as scenes do (/usr/share/fonts, /usr/local/share/fonts,
            ~/.local/share/fonts, ~/.fonts, then the folders of $STRATA_FONT_PATH), or only the
            folders given with --dir, and prints the directories, each family found with its faces
            (style, weight, file), and each font file skipped with the reason it cannot be read.
            Exit status 0 even when files are skipped.

            USAGE: strata fonts --for TEXT [--language TAG] [--family NAME] [--dir DIR]...

            Splits TEXT into runs of one face as labels do (font fallback, Docs/Text.md) and prints
            each run with its face, file and why: own face, user cascade, system cascade for a
            script, any face, or none (the primary face's box). The primary face is Font.system's
            (or --family's); TAG is a BCP 47 language such as zh-Hans, zh-Hant, ja or ko (default:
            the LANGUAGE, LC_ALL, LC_MESSAGES or LANG environment). Faces whose character maps
            cannot be read are listed under "unreadable".
            """,
        "demo": """
            USAGE: strata demo [--out DIR]

            Renders the built-in example scenes and animation strips to DIR (default ./strata-demo),
            in outline mode (see render --outline), and prints a table of what it wrote. Labels use
            the system font (DejaVu Sans, Noto Sans, ...) when one is installed, else the built-in
            font, with font fallback; the last line names it ("font") and lists the Debian packages
            that would add the fonts world-text.json falls back to ("missingFontPackages":
            fonts-noto-cjk, fonts-noto-core, fonts-noto-color-emoji) when they are not installed.
            """,
    ]
}
