import Foundation
import Strata
import StrataScene

/// `strata show --watch`: reloads the scene when its file (or a file in
/// its folder that it names, such as an image) changes. A good scene
/// replaces the one on screen (`SceneWorld.carryOver(from:)` keeps the
/// window's size, typed text and scroll offsets and animates to the new
/// frames); a bad one leaves the last good scene on screen with a banner
/// naming the error, which the next good save removes. Each reload or
/// error is also one JSON line on standard output (`{"reloaded": PATH}` or
/// `{"reloadFailed": PATH, "errors": [...]}`), and errors go to standard
/// error as `strata show` prints them at start.
@MainActor
final class SceneReloader {
    let path: String
    private var watcher: FileWatcher?
    private let apply: @MainActor (Scene) -> Void
    private let showError: @MainActor (String) -> Void

    /// Watches `path`; `apply` puts a newly decoded scene on screen,
    /// `showError` shows a problem over the last good one.
    init(path: String, initialText: String, apply: @escaping @MainActor (Scene) -> Void,
         showError: @escaping @MainActor (String) -> Void) {
        self.path = path
        self.apply = apply
        self.showError = showError
        watcher = FileWatcher(paths: [path] + Self.namedFiles(in: initialText, besides: path)) { [weak self] in
            self?.reload()
        }
    }

    /// Reads the scene again (the watcher reports a burst of events, an
    /// editor's several for one save, once). Between a delete and a
    /// create there is nothing to read yet: the create reports again.
    func reload() {
        guard FileManager.default.fileExists(atPath: path) else { return }
        do {
            let scene = try loadScene(path)
            apply(scene)
            emit(.object([("reloaded", .string(path))]))
        } catch {
            printError(error.description)
            showError(error.description)
            emit(.object([("reloadFailed", .string(path)),
                          ("errors", .array(error.errors.map { .string($0.description) }))]))
        }
    }

    private func emit(_ value: JSONOutput) {
        FileHandle.standardOutput.write(Data((JSONWriter(style: .compact).string(for: value) + "\n").utf8))
    }

    /// The files in the scene's folder whose names the scene's text
    /// mentions in a string (images given by `src`).
    static func namedFiles(in text: String, besides path: String) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []).sorted()
        return entries.filter { $0 != (path as NSString).lastPathComponent && text.contains("\"\($0)\"") }
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    /// The identifier of the error banner's label.
    static let bannerIdentifier = "strata.reload-error"

    /// Puts `message` on a red banner across the top of `window`
    /// (replacing an earlier one); a scene loaded later has none.
    static func showBanner(_ message: String, in window: Window) {
        window.rootView.subviews.first { $0.identifier == bannerIdentifier }?.removeFromSuperview()
        let banner = Label()
        banner.identifier = bannerIdentifier
        banner.text = message
        banner.numberOfLines = 0
        banner.textColor = Color(red: 1, green: 1, blue: 1)
        banner.backgroundColor = Color(red: 0.8, green: 0.1, blue: 0.1, alpha: 0.95)
        let width = window.size.width
        let height = banner.sizeThatFits(Size(width: width - 16, height: .infinity)).height
        banner.frame = Rect(x: 0, y: 0, width: width, height: min(window.size.height, height + 8))
        window.rootView.addSubview(banner)
    }
}
