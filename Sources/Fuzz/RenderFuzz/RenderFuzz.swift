// A libFuzzer target: scene playback and rendering on arbitrary bytes —
// decode, play the timeline to its end at 10 frames per second, and draw
// the first, middle and last frames with the rasterizer (and SVG, streamed
// and as a string: the two must be equal). Built
// only by `Scripts/fuzz` (STRATA_FUZZ=1); see Docs/Reliability.md.
import Strata
import StrataRaster
import StrataScene

@_cdecl("LLVMFuzzerTestOneInput")
public func renderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        guard let scene = try? SceneDecoder.decode(data: .init(bytes), fileName: "fuzz.json") else { return }
        let timeline = SceneTimeline(world: SceneWorld(scene: scene))
        let frames = timeline.frameCount(fps: 10, until: min(timeline.endTime, 30))
        let raster = Raster(scale: 0.5)
        var k = 0
        timeline.play(fps: 10, until: min(timeline.endTime, 30)) { _ in
            defer { k += 1 }
            guard k == 0 || k == frames / 2 || k == frames - 1 else { return }
            let list = timeline.world.window.displayList()
            if (try? raster.canvasSize(for: list)) != nil { _ = raster.render(list) }
            // The streamed document is the string, byte for byte.
            var streamed: [UInt8] = []
            SVGWriter(scale: 1).write(list) { streamed.append(contentsOf: $0) }
            precondition(streamed.elementsEqual(SVGWriter(scale: 1).write(list).utf8), "streamed SVG differs")
        }
    }
    return 0
}
