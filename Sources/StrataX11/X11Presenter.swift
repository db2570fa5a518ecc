import Strata
import StrataRaster

/// The state of an `X11Host`'s drawing: the canvas kept between frames,
/// the display list on screen and the one being made, what asks for a
/// redraw, and how pixels are sent (`pixels`).
///
/// A class held by the host, so that observers and event handlers that
/// ask for a redraw set one field at a time, as they did when these were
/// the host's own (see `X11Host+Presenting` for the frame itself).
@MainActor
final class X11Presenter {
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
    /// The area the server exposed since the last frame.
    var exposed: PixelRect? = nil
    /// Whether something the host saw asks for a redraw.
    var needsDisplay = true
    /// Whether an Expose has come (the window is on screen).
    var mapped = false
    /// Whether the first frame is on screen.
    var firstFrameShown = false
    /// How the damaged rectangles go to the server.
    let pixels: X11PixelSender

    /// A presenter drawing at `scale` pixels per point, sending pixels
    /// through `pixels`.
    init(scale: Double, pixels: X11PixelSender) {
        damage = DamageTracker(scale: scale)
        self.pixels = pixels
    }

    /// Draws `list` (`width` × `height` pixels at `scale`) into the canvas:
    /// all of it when the size changed or nothing is on screen, else the
    /// rectangles that differ from `shownList`. Adds the exposed area
    /// unless a redrawn rectangle holds it.
    /// - Returns: the rectangles to send.
    func redraw(_ list: DisplayList, width w: Int, height h: Int, scale: Double) -> [PixelRect] {
        let raster = Raster(scale: scale)
        var rects: [PixelRect]
        if canvas.width != w || canvas.height != h || !hasShownList {
            if canvas.width == w && canvas.height == h && w > 0 && h > 0 {
                // The same size: redrawn in place (no 33 MB allocation at 4K).
                raster.draw(list, into: &canvas, region: PixelRect(x: 0, y: 0, width: w, height: h),
                            background: background)
            } else if raster.pixelSize(for: list) == (w, h) {
                // Each band fills its rows with the background and draws them.
                canvas = raster.render(list, background: background)
            } else {
                canvas = Canvas(width: w, height: h, background: background)
                raster.draw(list, into: &canvas)
            }
            rects = [PixelRect(x: 0, y: 0, width: w, height: h)]
        } else {
            rects = damage.damage(from: shownList, to: list, width: w, height: h)
            for r in rects { raster.draw(list, into: &canvas, region: r, background: background) }
        }
        if let e = exposed {
            // An exposed area is sent again unless a damaged rectangle holds it.
            let area = e.intersection(PixelRect(x: 0, y: 0, width: w, height: h))
            if !rects.contains(where: { $0.intersection(area) == area }) { rects.append(area) }
            exposed = nil
        }
        return rects
    }
}
