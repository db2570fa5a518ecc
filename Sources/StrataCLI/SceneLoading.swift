import StrataScene

/// Loads a scene file and writes its warnings (a missing font family with
/// `"fallback": true`) to standard error.
func loadScene(_ path: String) throws(SceneErrors) -> Scene {
    let scene = try Scene.load(path: path)
    for warning in scene.warnings { printError("warning: " + warning) }
    return scene
}
