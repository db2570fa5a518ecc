import Strata

/// A layer being drawn (group opacity).
struct LayerState {}

extension RasterContext {
    mutating func drawGradient(_ gradient: GradientCommand, _ pixels: UnsafeMutableBufferPointer<UInt8>) {}
    func measureLayers(_ commands: [DisplayCommand]) -> [(Int, Int, Int, Int)] { [] }
    mutating func beginLayer(opacity: Double) {}
    mutating func endLayer() {}
    mutating func endOpenLayers() {}
}
