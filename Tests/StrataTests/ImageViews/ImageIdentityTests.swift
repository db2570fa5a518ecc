import Testing
import Strata

/// `ImageIdentity`: shared by copies, new for new pixels, a generation per
/// `replacingPixels`.
@Suite("Image identity")
struct ImageIdentityTests {
    @Test func copiesShareTheIdentityAndNewImagesGetANewOne() {
        let a = Image(width: 1, height: 1, rgba: [1, 2, 3, 4])
        let b = Image(width: 1, height: 1, rgba: [1, 2, 3, 4])
        #expect(a.identity != b.identity && a.identity.id != 0)
        #expect(a == b)  // identity is not part of equality
        #expect(a.withRenderingMode(.alwaysTemplate).identity == a.identity)
        #expect(a.resizableImage(withCapInsets: .zero, resizingMode: .tile).identity == a.identity)
        #expect(a.identity.generation == 0)
    }

    @Test func replacingPixelsKeepsTheIdAndBumpsTheGeneration() {
        let a = Image(width: 1, height: 1, rgba: [1, 2, 3, 4], scale: 2).withRenderingMode(.alwaysTemplate)
        let b = a.replacingPixels([5, 6, 7, 8])
        let c = b.replacingPixels([9, 9, 9, 9])
        #expect(b.identity == ImageIdentity(id: a.identity.id, generation: 1))
        #expect(c.identity.generation == 2 && c.identity.id == a.identity.id)
        #expect(b.rgba == [5, 6, 7, 8] && b.scale == 2 && b.renderingMode == .alwaysTemplate)
        #expect(a.identity < b.identity)
        #expect("\(ImageIdentity(id: 7, generation: 3))" == "image#7.3")
    }
}
