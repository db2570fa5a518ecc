// A libFuzzer target: `strata layout`'s whole path on arbitrary bytes —
// decode, build the window, play every step, snapshot. A scene error is a
// correct answer; a crash, a trap or a leak is a bug. Built only by
// `Scripts/fuzz` (STRATA_FUZZ=1); see Docs/Reliability.md.
import Strata
import StrataScene

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        guard let scene = try? SceneDecoder.decode(data: .init(bytes), fileName: "fuzz.json") else { return }
        let world = SceneWorld(scene: scene)
        world.applyAllSteps()
        _ = SceneSnapshot.layout(world)
    }
    return 0
}
