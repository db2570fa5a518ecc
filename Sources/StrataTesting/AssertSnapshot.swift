import Foundation
import Strata
import StrataRaster

/// Asserts that `window` looks as its recorded reference does.
///
/// The reference is `__Snapshots__/<TestFileName>/<testName>.<n>.<ext>`
/// beside the test file (swift-snapshot-testing's layout): `<testName>` is
/// `testName` up to its `(`, `<n>` counts this test's unnamed assertions
/// from 1, and a named one is `<testName>.<name>.<ext>`. Pictures are
/// `.png`, `.layout` is `.json`, the other text forms `.txt`.
///
/// - A missing reference is written, and the assertion fails with
///   "recorded a new reference; run again". `record: true`, or
///   `STRATA_RECORD=1` in the environment when `record` is `nil`, writes it
///   again (and fails the same way).
/// - A mismatch fails with how many pixels differ and by how much at most
///   (or the first lines that differ, for text), and writes the actual
///   picture, the reference and a difference picture to the artifacts
///   folder (`STRATA_SNAPSHOT_ARTIFACTS`, or a temporary one), naming the
///   paths.
///
/// Failures are recorded at the caller's file and line, with
/// `Issue.record` under Swift Testing and `XCTFail` under XCTest. The
/// window is laid out first; `.strip` advances its `ManualClock`.
///
/// ```swift
/// @Test @MainActor func playButton() {
///     let window = makeWindow()
///     assertSnapshot(of: window, as: .image)   // __Snapshots__/PlayerTests/playButton.1.png
/// }
/// ```
/// - Complexity: O(pixels) for pictures, O(views) for text forms.
@MainActor
public func assertSnapshot(of window: Window, as snapshotting: Snapshotting, named name: String? = nil,
                           record: Bool? = nil,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           testName: String = #function, line: UInt = #line, column: UInt = #column) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let path = String(describing: filePath)
    let fileName = SnapshotFiles.referenceName(filePath: path, testName: testName, named: name,
                                               pathExtension: snapshotting.pathExtension)
    let referenceURL = SnapshotFiles.referenceFolder(filePath: path).appendingPathComponent(fileName)
    let recording = record ?? SnapshotFiles.recordFromEnvironment

    let actual = SnapshotValue.make(of: window, as: snapshotting)
    let exists = FileManager.default.fileExists(atPath: referenceURL.path)
    if recording || !exists {
        do {
            try SnapshotFiles.write(actual.bytes, to: referenceURL)
        } catch {
            TestFailure.record("cannot write the reference \(referenceURL.path): \(error)", at: location)
            return
        }
        let why = exists ? "record mode is on" : "no reference was found"
        TestFailure.record("\(why): recorded a new reference; run again: \(referenceURL.path)", at: location)
        return
    }
    let referenceBytes: [UInt8]
    do {
        referenceBytes = [UInt8](try Data(contentsOf: referenceURL))
    } catch {
        TestFailure.record("cannot read the reference \(referenceURL.path): \(error)", at: location)
        return
    }
    if let failure = actual.mismatch(reference: referenceBytes, referencePath: referenceURL.path,
                                     artifacts: SnapshotFiles.artifactsFolder(filePath: path), fileName: fileName) {
        TestFailure.record(failure, at: location)
    }
}
