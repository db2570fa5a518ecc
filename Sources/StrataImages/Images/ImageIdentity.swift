import Synchronization
import StrataGeometry

/// What a host keys a texture cache on: which pixel buffer an image command
/// draws (`id`) and which version of its pixels (`generation`).
///
/// Every image made from pixels (`Image(width:height:rgba:scale:)`,
/// `Image(pngData:)`, `Image.load(path:)`) gets a new `id`, unique in the
/// process. Copies, `withRenderingMode(_:)` and
/// `resizableImage(withCapInsets:resizingMode:)` keep it (they share the
/// pixels). `Image.replacingPixels(_:)` keeps the `id` and adds one to
/// `generation`: a host that keeps one texture per `id` uploads again when
/// the generation it holds is older.
///
/// ```swift
/// if cache[command.identity.id]?.generation != command.identity.generation {
///     cache[command.identity.id] = upload(command.image)
/// }
/// ```
public struct ImageIdentity: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The pixel buffer's number, unique in the process (never 0).
    public let id: UInt64
    /// The version of the pixels: 0 when made, one more after each
    /// `Image.replacingPixels(_:)`.
    public let generation: UInt64

    /// An identity with the given parts (for hosts and tests that rebuild
    /// commands; views get theirs from their image).
    public init(id: UInt64, generation: UInt64) {
        self.id = id
        self.generation = generation
    }

    /// A new identity: the next `id`, generation 0.
    package static func next() -> ImageIdentity {
        ImageIdentity(id: ImageIdentityCounter.value.add(1, ordering: .relaxed).newValue, generation: 0)
    }

    /// Orders by `id`, then `generation`.
    public static func < (a: ImageIdentity, b: ImageIdentity) -> Bool {
        (a.id, a.generation) < (b.id, b.generation)
    }

    /// `image#ID.GENERATION`.
    public var description: String { "image#\(id).\(generation)" }
}

/// The last `ImageIdentity.id` handed out.
enum ImageIdentityCounter {
    static let value = Atomic<UInt64>(0)
}
