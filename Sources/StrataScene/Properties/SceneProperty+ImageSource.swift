import Foundation
import Strata

extension SceneProperty {
    /// The prefix of an image embedded in the scene text: a PNG file in
    /// base64, so that a scene can carry its icons in one file.
    static let pngDataURIPrefix = "data:image/png;base64,"

    /// The image an `src` value names: a PNG file beside the scene file, or
    /// a `data:image/png;base64,` URI. Reports what is wrong at `path` and
    /// returns nil when the image cannot be had.
    ///
    /// - Complexity: O(file size + pixels).
    static func loadImage(_ name: String, decoding d: SceneDecoding, path: String, at location: SourceLocation) -> Image? {
        if name.hasPrefix("data:") {
            return loadDataURI(name, decoding: d, path: path, at: location)
        }
        let resolved = SceneProperty.resolve(name, besides: d.file)
        do throws(ImageError) {
            return try Image.load(path: resolved)
        } catch {
            // A file that cannot be read says so; a corrupt one gives the PNG error.
            let reason = error.chunk == nil && error.message.hasPrefix("cannot read") ? error.message : "\(error)"
            d.report(path, "cannot load the image \"\(name)\" (\(resolved)): \(reason)", at: location)
            return nil
        }
    }

    /// Decodes a `data:image/png;base64,` URI (other media types and
    /// encodings are errors: a scene holds PNG only).
    private static func loadDataURI(_ uri: String, decoding d: SceneDecoding, path: String,
                                    at location: SourceLocation) -> Image? {
        guard uri.hasPrefix(pngDataURIPrefix) else {
            let head = uri.prefix(while: { $0 != "," }).prefix(40)
            d.report(path, "an image data URI must begin \"\(pngDataURIPrefix)\", got \"\(head)\"", at: location)
            return nil
        }
        let payload = uri.dropFirst(pngDataURIPrefix.count)
        guard let data = Data(base64Encoded: String(payload)) else {
            d.report(path, "the image data URI is not valid base64", at: location)
            return nil
        }
        do throws(ImageError) {
            return try Image(pngData: [UInt8](data))
        } catch {
            d.report(path, "cannot decode the image in the data URI: \(error)", at: location)
            return nil
        }
    }
}
