import StrataGeometry

extension Font {
    /// A font weight, as an `OS/2` weight class (100…900), with UIKit's names.
    public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
        /// The weight class (400 regular, 700 bold).
        public var rawValue: Int

        /// A weight class (1…1000).
        public init(rawValue: Int) {
            precondition((1...1000).contains(rawValue), "A font weight must be in 1...1000, got \(rawValue)")
            self.rawValue = rawValue
        }

        /// 100.
        public static let ultraLight = Weight(rawValue: 100)
        /// 200.
        public static let thin = Weight(rawValue: 200)
        /// 300.
        public static let light = Weight(rawValue: 300)
        /// 400.
        public static let regular = Weight(rawValue: 400)
        /// 500.
        public static let medium = Weight(rawValue: 500)
        /// 600.
        public static let semibold = Weight(rawValue: 600)
        /// 700.
        public static let bold = Weight(rawValue: 700)
        /// 800.
        public static let heavy = Weight(rawValue: 800)
        /// 900.
        public static let black = Weight(rawValue: 900)

        /// The weights by name, as scenes spell them.
        public static let named: [(name: String, weight: Weight)] = [
            ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
            ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]

        /// The weight called `name` (`"bold"`), or `nil`.
        public init?(name: String) {
            guard let w = Weight.named.first(where: { $0.name == name }) else { return nil }
            self = w.weight
        }

        /// Lighter first.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }
}
