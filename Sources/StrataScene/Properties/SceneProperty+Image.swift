import Foundation
import Strata

extension SceneProperty {
    /// The tint (every view) and the properties of image views.
    static let imageProperties: [SceneProperty] = [
        SceneProperty("tintColor", value: "`\"#RRGGBB\"` or `\"#RRGGBBAA\"`", decode: { d, value, path, c in
            c.tintColor = d.color(value, path: path)
        }, apply: { _, c, view in if let t = c.tintColor { view.tintColor = t } }),
        SceneProperty("contentMode", value: "a `ContentMode` case name", decode: { d, value, path, c in
            c.contentMode = d.choice(value, path: path, ContentMode.self)
        }, apply: { _, c, view in if let m = c.contentMode { view.contentMode = m } }),
        SceneProperty("src", .image, also: [.button],
                      value: "a PNG or SVG file's path, relative to the scene file, or a `data:image/png;base64,` or "
                        + "`data:image/svg+xml` URI (SVG: image views only)",
                      decode: { d, value, path, c in
                          guard let name = d.string(value, path: path) else { return }
                          if SceneProperty.namesSVG(name) {
                              c.vectorSrc = SceneProperty.loadVectorImage(name, decoding: d, path: path, at: value.location)
                          } else {
                              c.src = SceneProperty.loadImage(name, decoding: d, path: path, at: value.location)
                          }
                      }, apply: { _, c, view in
                          if let vector = c.vectorSrc, let imageView = view as? ImageView, !(view is Button) {
                              imageView.vectorImage = vector
                              return
                          }
                          guard var image = c.src else { return }
                          if let button = view as? Button {
                              button.image = image
                              return
                          }
                          guard let imageView = view as? ImageView else { return }
                          if let old = imageView.image {  // a new picture keeps the mode and caps set before
                              image = image.withRenderingMode(old.renderingMode)
                                  .resizableImage(withCapInsets: old.capInsets, resizingMode: old.resizingMode)
                          }
                          imageView.image = image
                      }),
        SceneProperty("renderingMode", .image, also: [.button], value: "`automatic`, `alwaysOriginal`, `alwaysTemplate`",
                      decode: { d, value, path, c in
                          c.renderingMode = d.choice(value, path: path, SceneRenderingMode.self)
                      }, apply: { _, c, view in
                          guard let m = c.renderingMode else { return }
                          if let button = view as? Button {
                              button.image = button.image?.withRenderingMode(m.mode)
                          } else if let imageView = view as? ImageView {
                              imageView.image = imageView.image?.withRenderingMode(m.mode)
                          }
                      }),
        SceneProperty("imagePadding", .button, value: "points ≥ 0, between a button's image and its title",
                      decode: { d, value, path, c in
                          guard let n = d.number(value, path: path) else { return }
                          if n >= 0, n <= 100_000 {
                              c.imagePadding = n
                          } else {
                              d.report(path, "expected points in 0…100000, got \(JSONWriter.format(n))", at: value.location)
                          }
                      }, apply: { _, c, view in
                          if let button = view as? Button, let p = c.imagePadding { button.imagePadding = p }
                      }),
        SceneProperty("capInsets", .image, value: "`[top, left, bottom, right]`", decode: { d, value, path, c in
            let values = d.numbers(value, path: path, count: 4) { _, number in
                number < 0 ? "cap insets must not be negative, got \(JSONWriter.format(number))" : nil
            }
            if let v = values { c.capInsets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]) }
        }, apply: { _, c, view in
            guard let imageView = view as? ImageView, let caps = c.capInsets, let image = imageView.image else { return }
            imageView.image = image.resizableImage(withCapInsets: caps, resizingMode: image.resizingMode)
        }),
    ]

    /// `name` as a path: unchanged when absolute, else beside the scene
    /// file `file` (in the current directory when the file has no directory).
    static func resolve(_ name: String, besides file: String) -> String {
        if name.hasPrefix("/") { return name }
        guard let slash = file.lastIndex(of: "/") else { return name }
        return String(file[...slash]) + name
    }
}
