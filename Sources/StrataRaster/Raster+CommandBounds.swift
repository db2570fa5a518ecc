import Strata

extension Raster {
    /// The rectangle, in the command's own coordinates (window points
    /// before the transforms in effect), that drawing `command` can touch;
    /// `nil` for commands that draw nothing themselves (clips, transforms,
    /// layers). Text uses `bounds(of:scale:)`; a shadow reaches three
    /// standard deviations past its moved rectangle. Hosts use it for
    /// damage and texture sizes; the damage tracker and the layer measure
    /// treat a drawing command it has no answer for as touching everything
    /// inside its clips, so a new kind of command stays correct before it
    /// is added here.
    public static func bounds(of command: DisplayCommand, scale: Double = 1) -> Rect? {
        switch command {
        case .rect(let r):
            return r.rect.standardized
        case .text(let run):
            return bounds(of: run, scale: scale)
        case .shadow(let s):
            return s.bounds
        case .gradient(let g):
            return g.rect.standardized
        case .image(let image):
            return image.destination.standardized
        case .path(let p):
            let b = p.bounds
            return b.isNull ? .zero : b
        default:
            return nil
        }
    }
}
