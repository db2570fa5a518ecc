import StrataGeometry

extension VectorImage {
    /// SVG's `preserveAspectRatio`: how a viewBox is fitted to an area.
    public struct AspectRatio: Sendable, Hashable {
        /// Where along an axis the viewBox goes when it does not fill it.
        public enum Alignment: Sendable, Hashable {
            /// At the start (left or top).
            case min
            /// Centred.
            case mid
            /// At the end (right or bottom).
            case max
        }

        /// Horizontal alignment; nil for `none` (stretched to fill, the
        /// aspect ratio not kept).
        public var x: Alignment?
        /// Vertical alignment; nil for `none`.
        public var y: Alignment?
        /// `slice`: scaled to cover the area (cut at its edges) rather
        /// than to fit inside it (`meet`, the default).
        public var slice: Bool

        /// `xMidYMid meet` unless told.
        public init(x: Alignment? = .mid, y: Alignment? = .mid, slice: Bool = false) {
            self.x = x
            self.y = y
            self.slice = slice
        }

        /// Reads an attribute value such as `xMinYMax slice` or `none`;
        /// nil when it is malformed.
        public init?(attribute: String) {
            let words = attribute.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            var index = 0
            if words.first == "defer" { index = 1 }
            guard index < words.count, words.count - index <= 2 else { return nil }
            let align = words[index]
            var slice = false
            if index + 1 < words.count {
                switch words[index + 1] {
                case "meet": slice = false
                case "slice": slice = true
                default: return nil
                }
            }
            if align == "none" {
                self.init(x: nil, y: nil, slice: slice)
                return
            }
            guard align.count == 8, align.hasPrefix("x") else { return nil }
            func part(_ text: Substring) -> Alignment? {
                switch text {
                case "Min": return .min
                case "Mid": return .mid
                case "Max": return .max
                default: return nil
                }
            }
            let chars = Array(align)
            guard chars[4] == "Y", let x = part(Substring(String(chars[1..<4]))),
                  let y = part(Substring(String(chars[5..<8]))) else { return nil }
            self.init(x: x, y: y, slice: slice)
        }

        /// The transform that maps `viewBox` onto `rect`: scaled equally
        /// on both axes (the smaller scale for meet, the larger for slice)
        /// and aligned, or stretched for `none`. The identity for an empty viewBox.
        public func transform(from viewBox: Rect, to rect: Rect) -> AffineTransform {
            guard viewBox.width > 0, viewBox.height > 0 else { return .identity }
            var sx = rect.width / viewBox.width, sy = rect.height / viewBox.height
            var tx = rect.minX - viewBox.minX * sx, ty = rect.minY - viewBox.minY * sy
            if let x, let y {
                let s = slice ? Swift.max(sx, sy) : Swift.min(sx, sy)
                sx = s
                sy = s
                let extraX = rect.width - viewBox.width * s, extraY = rect.height - viewBox.height * s
                tx = rect.minX - viewBox.minX * s + Self.share(extraX, x)
                ty = rect.minY - viewBox.minY * s + Self.share(extraY, y)
            }
            return AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
        }

        private static func share(_ extra: Double, _ alignment: Alignment) -> Double {
            switch alignment {
            case .min: return 0
            case .mid: return extra / 2
            case .max: return extra
            }
        }
    }
}
