import StrataGeometry

/// The measurer new labels use (`Label.defaultMeasurer`), kept with the
/// measurers so that the display list's outline mode, which labels its
/// views with it, need not name `Label`.
@MainActor
package enum DefaultTextMeasurer {
    /// The built-in font until the host sets its own.
    package static var current: any TextMeasurer = BuiltinTextMeasurer()
}
