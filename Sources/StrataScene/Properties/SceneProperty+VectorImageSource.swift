import Foundation
import Strata

extension SceneProperty {
    /// The prefix of an SVG document embedded in the scene text; the
    /// document follows, either percent-encoded (`data:image/svg+xml,…`)
    /// or in base64 (`data:image/svg+xml;base64,…`).
    static let svgDataURIPrefix = "data:image/svg+xml"

    /// Whether an `src` value names an SVG document: a file ending in
    /// `.svg` or an SVG data URI.
    static func namesSVG(_ name: String) -> Bool {
        name.hasPrefix(svgDataURIPrefix) || (!name.hasPrefix("data:") && name.lowercased().hasSuffix(".svg"))
    }

    /// The vector image an `src` value names: an SVG file beside the scene
    /// file or an SVG data URI. Reports what is wrong at `path` (a file
    /// that cannot be read, a malformed URI, an `SVGError`) and returns nil
    /// when there is none; the reader's warnings are not errors.
    ///
    /// - Complexity: O(document size), bounded by `SVGLimits`.
    static func loadVectorImage(_ name: String, decoding d: SceneDecoding, path: String,
                                at location: SourceLocation) -> VectorImage? {
        var bytes: [UInt8] = []
        if name.hasPrefix(svgDataURIPrefix) {
            let rest = name.dropFirst(svgDataURIPrefix.count)
            guard let comma = rest.firstIndex(of: ",") else {
                d.report(path, "an SVG data URI needs a comma before its data", at: location)
                return nil
            }
            let parameters = rest[..<comma], payload = String(rest[rest.index(after: comma)...])
            if parameters.hasSuffix(";base64") {
                guard let data = Data(base64Encoded: payload) else {
                    d.report(path, "the SVG data URI is not valid base64", at: location)
                    return nil
                }
                bytes = [UInt8](data)
            } else {
                guard let text = payload.removingPercentEncoding else {
                    d.report(path, "the SVG data URI has a malformed percent escape", at: location)
                    return nil
                }
                bytes = Array(text.utf8)
            }
        }
        do throws(SVGError) {
            if name.hasPrefix(svgDataURIPrefix) { return try VectorImage(svgData: bytes) }
            return try VectorImage.load(path: SceneProperty.resolve(name, besides: d.file))
        } catch {
            d.report(path, "cannot read the SVG image \"\(name.prefix(60))\": \(error.message)", at: location)
            return nil
        }
    }
}
