import Strata
import StrataRaster

extension X11Host {
    /// Applies one event.
    func handle(_ event: X11Event) {
        switch event {
        case .expose(_, let x, let y, let w, let h, _):
            let r = PixelRect(x: x, y: y, width: w, height: h)
            presenter.exposed = presenter.exposed.map { $0.union(r) } ?? r
            presenter.mapped = true
        case .map:
            break // drawing waits for the first Expose: before it, pixels may be lost
        case .configure(let id, _, _, let w, let h) where id == setup.windowID:
            let size = Size(width: Double(w) / scale, height: Double(h) / scale)
            let (cw, ch) = X11Host.pixelSize(window.size, scale: scale)
            if cw != w || ch != h {
                window.size = size
                presenter.needsDisplay = true
            }
            loop.originMayHaveMoved = loop.accessibility != nil
        case .clientMessage(_, let type, let data)
            where type == setup.wmProtocols && data.first == setup.wmDeleteWindow:
            finish(nil)
        case .mappingChanged(let request, _, _) where request <= 1:
            // The keyboard layout or modifiers changed: read them again (keep the old ones if that fails).
            if let mapping = try? connection.keyboardMapping() { setup.keyboard = mapping }
        case .selectionRequest, .selectionClear, .selectionNotify, .propertyNotify:
            clipboard.handle(event)
        default:
            // Input may change anything drawn (a highlight): look again.
            if route(event) { presenter.needsDisplay = true }
        }
        onEvent?(event)
    }
}
