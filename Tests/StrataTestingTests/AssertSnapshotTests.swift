import Foundation
import Strata
import StrataRaster
import StrataTesting
import Synchronization
import Testing

/// `assertSnapshot` records missing references, fails when pictures or
/// text differ, and reports where and by how much. Each test writes its
/// references under a scratch name beside this file and removes them.
@MainActor
@Suite struct AssertSnapshotTests {
    @Test func missingReferenceIsRecordedAndFailsAtTheCallersLine() throws {
        let name = scratchTestName()
        defer { removeScratchReferences(name, file: #filePath) }
        let (window, _) = boxWindow()
        withKnownIssue {
            assertSnapshot(of: window, as: .image, named: "box", testName: name, line: 4242, column: 7)
        } matching: { issue in
            mentions(issue, "no reference was found: recorded a new reference; run again")
                && issue.sourceLocation?.line == 4242 && issue.sourceLocation?.column == 7
                && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
        }
        let url = referenceFolder(#filePath).appendingPathComponent(String(name.dropLast(2)) + ".box.png")
        let image = try Image(pngData: [UInt8](Data(contentsOf: url)))
        #expect(image.pixelWidth == 20 && image.pixelHeight == 10)
        #expect(Canvas(image)[2, 2] == RGBA8(255, 0, 0) && Canvas(image)[10, 2] == RGBA8(255, 255, 255))
        // The next run finds it and passes.
        assertSnapshot(of: window, as: .image, named: "box", testName: name)
    }

    @Test func unnamedAssertionsCountFromOneAcrossStrategies() {
        let name = scratchTestName()
        defer { removeScratchReferences(name, file: #filePath) }
        let (window, _) = boxWindow()
        withKnownIssue {
            assertSnapshot(of: window, as: .image, testName: name)
            assertSnapshot(of: window, as: .layout, testName: name)
            assertSnapshot(of: window, as: .displayList, named: "list", testName: name)
            assertSnapshot(of: window, as: .recursiveDescription, testName: name)
        } matching: { mentions($0, "recorded a new reference") }
        let stem = String(name.dropLast(2))
        let files = (try? FileManager.default.contentsOfDirectory(atPath: referenceFolder(#filePath).path)) ?? []
        #expect(files.filter { $0.hasPrefix(stem) }.sorted()
                == ["\(stem).1.png", "\(stem).2.json", "\(stem).3.txt", "\(stem).list.txt"])
    }

    @Test func mismatchCountsPixelsAndWritesArtifacts() throws {
        let name = scratchTestName()
        defer { removeScratchReferences(name, file: #filePath) }
        let (window, box) = boxWindow()
        withKnownIssue { assertSnapshot(of: window, as: .image, named: "x", testName: name) } matching: { _ in true }
        box.frame = Rect(x: 0, y: 0, width: 5, height: 6)
        let captured = Mutex("")
        withKnownIssue {
            assertSnapshot(of: window, as: .image, named: "x", testName: name)
        } matching: { issue in
            captured.withLock { $0 = commentText(issue) }
            return true
        }
        let message = captured.withLock { $0 }
        #expect(message.contains("5 of 200 pixels differ, 0 allowed at precision 1; max difference 255/255 in one channel, ΔE 114.53"))
        let actual = try #require(artifactPath(message, "actual"))
        let reference = try #require(artifactPath(message, "reference"))
        let difference = try #require(artifactPath(message, "difference"))
        #expect(actual.hasSuffix("/AssertSnapshotTests/\(name.dropLast(2)).x.actual.png"))
        let a = Canvas(try Image(pngData: [UInt8](Data(contentsOf: URL(fileURLWithPath: actual)))))
        let r = Canvas(try Image(pngData: [UInt8](Data(contentsOf: URL(fileURLWithPath: reference)))))
        let d = Canvas(try Image(pngData: [UInt8](Data(contentsOf: URL(fileURLWithPath: difference)))))
        #expect(a[2, 5] == RGBA8(255, 0, 0) && r[2, 5] == RGBA8(255, 255, 255))
        #expect(d[2, 5] == RGBA8(255, 0, 0))            // differs: red
        #expect(d[2, 2] == RGBA8(255, 192, 192))        // same red box, faded to a quarter
        #expect(d[10, 5] == RGBA8(255, 255, 255))       // same white, faded: white
    }

    /// 5 of 200 pixels differ: precision allows `⌊(1 − p) · 200⌋`.
    @Test(arguments: [(1.0, false), (0.98, false), (0.975, true), (0.9, true)])
    func precisionAllowsSomePixels(precision: Double, passes: Bool) {
        let name = scratchTestName()
        defer { removeScratchReferences(name, file: #filePath) }
        let (window, box) = boxWindow()
        withKnownIssue { assertSnapshot(of: window, as: .image, named: "p", testName: name) } matching: { _ in true }
        box.frame = Rect(x: 0, y: 0, width: 5, height: 6)
        if passes {
            assertSnapshot(of: window, as: .image(precision: precision), named: "p", testName: name)
        } else {
            withKnownIssue {
                assertSnapshot(of: window, as: .image(precision: precision), named: "p", testName: name)
            } matching: { mentions($0, "5 of 200 pixels differ") }
        }
    }

    /// (255, 0, 0) against (250, 0, 0) is ΔE 1.87: within 0.98's ΔE 2,
    /// not within 0.99's ΔE 1 nor equal bytes.
    @Test(arguments: [(1.0, false), (0.99, false), (0.98, true)])
    func perceptualPrecisionToleratesCloseColours(perceptual: Double, passes: Bool) {
        let name = scratchTestName()
        defer { removeScratchReferences(name, file: #filePath) }
        let (window, box) = boxWindow()
        withKnownIssue { assertSnapshot(of: window, as: .image, named: "c", testName: name) } matching: { _ in true }
        box.backgroundColor = Color(red8: 250, green8: 0, blue8: 0)
        if passes {
            assertSnapshot(of: window, as: .image(perceptualPrecision: perceptual), named: "c", testName: name)
        } else {
            withKnownIssue {
                assertSnapshot(of: window, as: .image(perceptualPrecision: perceptual), named: "c", testName: name)
            } matching: { mentions($0, "25 of 200 pixels differ") && mentions($0, "ΔE 1.87") }
        }
    }

    @Test func recordTrueRewritesTheReferenceAndFails() throws {
        let name = scratchTestName()
        defer { removeScratchReferences(name, file: #filePath) }
        let (window, box) = boxWindow()
        withKnownIssue { assertSnapshot(of: window, as: .layout, named: "r", testName: name) } matching: { _ in true }
        box.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        withKnownIssue {
            assertSnapshot(of: window, as: .layout, named: "r", record: true, testName: name)
        } matching: { mentions($0, "record mode is on: recorded a new reference; run again") }
        assertSnapshot(of: window, as: .layout, named: "r", testName: name)
    }

    @Test func sizeChangeIsReported() {
        let name = scratchTestName()
        defer { removeScratchReferences(name, file: #filePath) }
        let (window, _) = boxWindow()
        withKnownIssue { assertSnapshot(of: window, as: .image, named: "s", testName: name) } matching: { _ in true }
        window.size = Size(width: 20, height: 12)
        withKnownIssue {
            assertSnapshot(of: window, as: .image, named: "s", testName: name)
        } matching: { mentions($0, "the picture is 20x12 pixels, the reference 20x10") }
    }

    @Test func textMismatchShowsTheLinesThatDiffer() {
        let name = scratchTestName()
        defer { removeScratchReferences(name, file: #filePath) }
        let (window, box) = boxWindow()
        withKnownIssue { assertSnapshot(of: window, as: .recursiveDescription, named: "t", testName: name) } matching: { _ in true }
        box.alpha = 0.5
        withKnownIssue {
            assertSnapshot(of: window, as: .recursiveDescription, named: "t", testName: name)
        } matching: { issue in
            mentions(issue, "  line 2:\n  -    | <View id=box frame=(0, 0, 5, 5) hidden=false alpha=1>\n"
                     + "  +    | <View id=box frame=(0, 0, 5, 5) hidden=false alpha=0.5>")
                && artifactPath(commentText(issue), "actual")?.hasSuffix(".t.actual.txt") == true
        }
    }
}
