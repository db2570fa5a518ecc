import Foundation
import Testing

/// A stack of 20,000 arranged views (intrinsic size 1 × 1) placed by two
/// constraints goes through the constraint engine. It used to grow like
/// n^2.7 in time and n² in memory (19 GB at 20,000 views); the checks here
/// do not time it (`strata-bench engine.wide_stack` does) but run it under
/// a 3 GB address-space limit, so a return of the quadratic memory fails
/// the test instead of exhausting the machine, and check every frame.
@Suite("A 20,000-view stack through the constraint engine")
struct WideStackCLITests {
    /// The scene: one horizontal stack of `count` 1 × 1 views in a 100 × 100
    /// window, its leading and top edges pinned to the root's.
    static func scene(count: Int) -> String {
        var views: [String] = []
        views.reserveCapacity(count)
        for i in 0..<count { views.append(#"{"id": "v\#(i)", "intrinsicSize": [1, 1]}"#) }
        return #"""
        {"window": {"width": 100, "height": 100},
         "views": [{"id": "s", "type": "stack", "axis": "horizontal", "arranged": [\#(views.joined(separator: ", "))]}],
         "constraints": ["s.leading == root.leading", "s.top == root.top"]}
        """#
    }

    @Test func wideStackLaysOutEveryViewExactly() throws {
        // Sanitizers reserve terabytes of address space, so `ulimit -v`
        // cannot run under them; there a 2,000-view stack stands in.
        let sanitized = dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil
        let count = sanitized ? 2000 : 20000
        if sanitized { print("NOTICE: under a sanitizer the wide stack has 2,000 views and no memory limit") }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try directory.write(Self.scene(count: count), to: "wide.json")
        let result = try StrataExecutable.run(["layout", "wide.json"], in: directory,
                                              virtualMemoryLimitKB: sanitized ? nil : 3_000_000)
        try #require(!result.crashed && result.status == 0, "\(result)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any])
        #expect((json["ambiguous"] as? [Any])?.isEmpty == true)
        #expect((json["brokenConstraints"] as? [Any])?.isEmpty == true)
        let views = try #require(json["views"] as? [String: Any])
        func frame(_ id: String) -> [Double]? {
            ((views[id] as? [String: Any])?["frame"] as? [NSNumber])?.map(\.doubleValue)
        }
        #expect(frame("s") == [0, 0, Double(count), 1])
        var wrong: [String] = []
        for i in 0..<count where frame("v\(i)") != [Double(i), 0, 1, 1] {
            wrong.append("v\(i): \(frame("v\(i)").map { "\($0)" } ?? "missing")")
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong frames, first: \(wrong.prefix(3))")
    }
}
