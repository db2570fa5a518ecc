/// `ImageCommand`'s fields. Never changed while two commands share it
/// (`ImageCommand.uniqueStorage`), so sharing it across threads is safe.
final class ImageCommandStorage: @unchecked Sendable {
    var identity: ImageIdentity
    var image: Image
    var destination: Rect
    var source: Rect
    var tint: Color?
    var opacity: Double
    var filter: ImageFilter
    var tileSize: Size?

    init(identity: ImageIdentity, image: Image, destination: Rect, source: Rect, tint: Color?, opacity: Double,
         filter: ImageFilter, tileSize: Size?) {
        self.identity = identity
        self.image = image
        self.destination = destination
        self.source = source
        self.tint = tint
        self.opacity = opacity
        self.filter = filter
        self.tileSize = tileSize
    }

    /// A copy with the same fields.
    func copy() -> ImageCommandStorage {
        ImageCommandStorage(identity: identity, image: image, destination: destination, source: source, tint: tint,
                            opacity: opacity, filter: filter, tileSize: tileSize)
    }
}
