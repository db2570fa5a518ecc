import Strata


extension RasterContext {
    mutating func drawGradient(_ gradient: GradientCommand, _ pixels: UnsafeMutableBufferPointer<UInt8>) {}
}
