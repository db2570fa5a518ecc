import Foundation
import Strata

/// A decoded and validated scene: a window, its view tree, constraints and
/// a timeline of steps.
public struct Scene: Sendable, Hashable {
    /// The window.
    public var window: SceneWindow
    /// The root view's subviews, back to front.
    public var views: [SceneView]
    /// The constraints active after loading, in order.
    public var constraints: [SceneEquation]
    /// The steps, in order.
    public var steps: [SceneStep]
    /// What the decoder warned about (a missing font family with
    /// `"fallback": true`), each a line naming the file and JSON path.
    public var warnings: [String] = []

    /// Creates a scene.
    public init(window: SceneWindow, views: [SceneView] = [], constraints: [SceneEquation] = [],
                steps: [SceneStep] = []) {
        self.window = window
        self.views = views
        self.constraints = constraints
        self.steps = steps
    }

    /// Every view of the initial tree (not those created by steps), depth first.
    public var allViews: [SceneView] {
        views.flatMap(\.allViews)
    }

    /// The view of the initial tree with the given id.
    ///
    /// - Complexity: O(*v*) in the number of views.
    public func view(withID id: String) -> SceneView? {
        allViews.first { $0.id == id }
    }

    /// The largest scene file `load(path:)` reads: 64 MiB.
    public static let maximumFileSize = FileReader.defaultLimit

    /// How the error for a file that cannot be read begins (the reason
    /// follows after a colon).
    public static let unreadableMessage = "cannot read the file"

    /// Reads and decodes a scene file; errors name the file by `path` as given.
    ///
    /// Only a regular file of at most `maximumFileSize` bytes is read: a
    /// FIFO, a device or a directory is refused at once.
    ///
    /// - Throws: `SceneErrors` listing every problem (or the read failure).
    public static func load(path: String) throws(SceneErrors) -> Scene {
        let fileName = path
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: path, limit: maximumFileSize)
        } catch {
            throw SceneErrors([SceneError(file: fileName, path: "", message: "\(unreadableMessage): \(error)")])
        }
        return try SceneDecoder.decode(data: Data(bytes), fileName: fileName)
    }
}

/// The window of a scene.
public struct SceneWindow: Sendable, Hashable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// The layout direction.
    public var layoutDirection: SceneLayoutDirection
    /// The screen scale that frames snap to; `nil` means exact values.
    public var scale: Double?
    /// The root view's layout margins.
    public var layoutMargins: DirectionalEdgeInsets
    /// The largest `width` and `height` a scene may give its window:
    /// 100,000 points (a larger one is a scene error).
    public static let maximumSize = 100_000.0

    /// Creates a window.
    public init(width: Double, height: Double, layoutDirection: SceneLayoutDirection = .leftToRight,
                scale: Double? = nil,
                layoutMargins: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)) {
        self.width = width
        self.height = height
        self.layoutDirection = layoutDirection
        self.scale = scale
        self.layoutMargins = layoutMargins
    }
}
