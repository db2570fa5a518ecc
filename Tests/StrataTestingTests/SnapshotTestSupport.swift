import Foundation
import Strata
import StrataRaster
import Testing

/// A 20 × 10 window on a manual clock with one coloured box.
@MainActor
func boxWindow(box: Rect = Rect(x: 0, y: 0, width: 5, height: 5), color: Color = .red) -> (Window, View) {
    let window = Window(size: Size(width: 20, height: 10))
    window.timeline = Timeline(clock: ManualClock())
    let view = View(frame: box)
    view.identifier = "box"
    view.backgroundColor = color
    window.rootView.addSubview(view)
    window.layoutIfNeeded()
    return (window, view)
}

/// A test name no other run uses (`scratch-<UUID>`), for assertions whose
/// references a test writes and removes itself; `.gitignore` keeps any left
/// behind out of the repository.
func scratchTestName() -> String { "scratch-\(UUID().uuidString)()" }

/// The references folder of this target's `file` (`#filePath`).
func referenceFolder(_ file: String) -> URL {
    let url = URL(fileURLWithPath: file)
    return url.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(url.deletingPathExtension().lastPathComponent)
}

/// Removes every reference of the scratch test `name` beside `file`.
func removeScratchReferences(_ name: String, file: String) {
    let folder = referenceFolder(file)
    let stem = String(name.prefix { $0 != "(" }) + "."
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where entry.hasPrefix(stem) {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(entry))
    }
}

/// The paths a failure message names after `kind: `.
func artifactPath(_ message: String, _ kind: String) -> String? {
    for line in message.split(separator: "\n") {
        let t = line.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix(kind + ": ") { return String(t.dropFirst(kind.count + 2)) }
    }
    return nil
}

/// Whether an issue's comments contain `text`.
func mentions(_ issue: Issue, _ text: String) -> Bool {
    issue.comments.contains { $0.rawValue.contains(text) }
}

/// All comments of an issue, joined.
func commentText(_ issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
}
