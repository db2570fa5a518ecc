import Strata
import StrataRaster

/// The state of a `WaylandHost`'s drawing: the canvas kept between
/// frames, the display list on screen and the one being made, the
/// buffers shared with the compositor, and what asks for a redraw.
@MainActor
final class WaylandPresenter {
    /// The window's background (also what is under transparent views).
    var background = RGBA8(255, 255, 255)
    /// The window's pixels as last drawn.
    var canvas = Canvas(width: 0, height: 0)
    /// The display list on screen (valid when `hasShownList`).
    var shownList = DisplayList(size: .zero)
    /// Whether `shownList` is on screen: when not, the next frame is drawn
    /// whole.
    var hasShownList = false
    /// The display list being made (its storage is reused every frame).
    var nextList = DisplayList(size: .zero)
    /// What changed between two display lists.
    var damage: DamageTracker
    /// Whether something the host saw asks for a redraw.
    var needsDisplay = true
    /// Whether the surface has had its first `xdg_surface.configure`
    /// (before it, nothing may be attached).
    var configured = false
    /// The `wl_surface.frame` callback of the last commit, until the
    /// compositor says it is a good time to draw again.
    var frameCallback: UInt32?
    /// Whether the first frame has been committed, and whether its frame
    /// callback came (it is on screen).
    var firstFrameCommitted = false, firstFrameShown = false
    /// The buffers of the current size.
    var buffers: WaylandBufferPair?
    /// Whether the compositor takes XBGR8888 buffers (`wl_shm.format`),
    /// which the raster draws into straight.
    var acceptsRGBABytes = false
    /// Whether the buffers are drawn into straight (XBGR8888): no canvas is
    /// kept then, the last buffer written is the picture.
    var drawsIntoBuffers: Bool { buffers?.format == .xbgr8888 }
    /// The buffer last written (the frame on screen).
    var shownSlot: Int?
    /// The window's size in pixels at the last frame (without decorations).
    var pixelSize = (width: 0, height: 0)
    /// How many pixels the last frame copied into a buffer, and its damage.
    var lastPresentedPixels = 0
    var lastDamage: [PixelRect] = []

    /// A presenter drawing at `scale` pixels per point.
    init(scale: Double) {
        damage = DamageTracker(scale: scale)
    }

    /// Draws `list` (`width` × `height` pixels at `scale`) into the canvas:
    /// all of it when the size changed or nothing is on screen, else the
    /// rectangles that differ from `shownList`.
    /// - Returns: the rectangles drawn.
    func redraw(_ list: DisplayList, width w: Int, height h: Int, scale: Double) -> [PixelRect] {
        let raster = Raster(scale: scale)
        if canvas.width != w || canvas.height != h || !hasShownList {
            if canvas.width == w && canvas.height == h && w > 0 && h > 0 {
                raster.draw(list, into: &canvas, region: PixelRect(x: 0, y: 0, width: w, height: h),
                            background: background)
            } else if raster.pixelSize(for: list) == (w, h) {
                canvas = raster.render(list, background: background)
            } else {
                canvas = Canvas(width: w, height: h, background: background)
                raster.draw(list, into: &canvas)
            }
            return [PixelRect(x: 0, y: 0, width: w, height: h)]
        }
        let rects = damage.damage(from: shownList, to: list, width: w, height: h)
        for r in rects { raster.draw(list, into: &canvas, region: r, background: background) }
        return rects
    }

    /// Draws `list` (`width` × `height` pixels at `scale`) straight into
    /// buffer `slot` of `buffers` (XBGR8888, `width` × `height`): all of
    /// it when nothing is on screen, else the rectangles that differ from
    /// `shownList`, after the buffer is brought up to the frame on screen.
    /// Marks the buffer written.
    /// - Returns: the rectangles that differ (the surface's damage).
    func redraw(_ list: DisplayList, into buffers: WaylandBufferPair, slot: Int, width w: Int, height h: Int,
                scale: Double) -> [PixelRect] {
        precondition(buffers.format == .xbgr8888 && buffers.width == w && buffers.height == h,
                     "WaylandPresenter: straight drawing needs XBGR8888 buffers of the window's size")
        let raster = Raster(scale: scale)
        let pixels = buffers.pixels(of: slot)
        let all = PixelRect(x: 0, y: 0, width: w, height: h)
        let rects: [PixelRect]
        if hasShownList {
            rects = damage.damage(from: shownList, to: list, width: w, height: h)
            let missing = buffers.catchUp(slot, redrawing: rects)
            for r in missing + (missing.contains(all) ? [] : rects) {
                raster.draw(list, intoPixels: pixels, width: w, height: h, region: r, background: background)
            }
        } else {
            rects = [all]
            raster.draw(list, intoPixels: pixels, width: w, height: h, region: all, background: background)
        }
        buffers.wrote(slot, damage: rects)
        shownSlot = slot
        if canvas.width != 0 || canvas.height != 0 { canvas = Canvas(width: 0, height: 0) } // not kept beside the buffers
        return rects
    }
}
