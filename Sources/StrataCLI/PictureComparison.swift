import Foundation
import Strata
import StrataRaster
import StrataScene

/// What `strata snapshot` and `strata diff` share: reading a PNG, the
/// precision options, comparing and writing the difference picture.
@MainActor
enum PictureComparison {
    /// A PNG that cannot be read or decoded (exit status 2).
    struct UnreadablePicture: Error, CustomStringConvertible {
        var description: String
    }

    /// `--precision` and `--perceptual-precision`, each 0…1 (default 1).
    static func precisions(_ options: CommandLineOptions, command: String) throws -> (precision: Double, perceptual: Double) {
        (try options.number("--precision", command: command, in: 0...1) ?? 1,
         try options.number("--perceptual-precision", command: command, in: 0...1) ?? 1)
    }

    /// The picture in the PNG file at `path`.
    static func load(_ path: String) throws(UnreadablePicture) -> Canvas {
        do {
            return Canvas(try Image.load(path: path))
        } catch {
            throw UnreadablePicture(description: "\(path): \(error.message)")
        }
    }

    /// Compares, and when they do not match at `precision` and `diffPath`
    /// is given, writes the difference picture there.
    static func compare(_ actual: Canvas, _ reference: Canvas, precision: Double, perceptual: Double,
                        diffPath: String?) throws -> PixelComparison {
        let comparison = PixelComparison(actual: actual, reference: reference, perceptualPrecision: perceptual)
        if !comparison.matches(precision: precision), let diffPath {
            let difference = PixelComparison.differenceCanvas(actual: actual, reference: reference, perceptualPrecision: perceptual)
            try RenderCommand.write(Data(PNGEncoder().encode(difference)), to: diffPath)
        }
        return comparison
    }

    /// The comparison's numbers as JSON members.
    static func members(_ c: PixelComparison, precision: Double) -> [(String, JSONOutput)] {
        [("size", .numbers([Double(c.actualSize.width), Double(c.actualSize.height)])),
         ("referenceSize", .numbers([Double(c.referenceSize.width), Double(c.referenceSize.height)])),
         ("differingPixels", .number(Double(c.differingPixelCount))),
         ("allowedPixels", .number(Double(c.sizesMatch ? c.allowedDifferingPixels(precision: precision) : 0))),
         ("maxChannelDifference", .number(Double(c.maximumChannelDifference))),
         ("maxDeltaE", .number((c.maximumDeltaE * 1e4).rounded() / 1e4))]
    }
}
