import Strata

extension Window {
    /// The first view (in tree order) that `query` matches, after laying
    /// the window out; when none does, records a test failure at the
    /// caller's line whose message prints the view tree and the
    /// accessibility elements (as Testing Library does), and returns nil.
    ///
    /// ```swift
    /// let play = try #require(window.find(.button("Play")))
    /// window.tap(play)
    /// ```
    /// - Complexity: O(views · matches).
    public func find(_ query: ViewQuery, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                     line: UInt = #line, column: UInt = #column) -> View? {
        layoutIfNeeded()
        if let view = query.all(in: rootView).first { return view }
        TestFailure.record("find(\(query)): no view matches. The views:\n\(rootView.recursiveDescription())"
                           + "The accessibility elements, in reading order:\n" + accessibilityTreeDescription(),
                           at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return nil
    }

    /// Every view `query` matches, in tree order (empty when none does;
    /// that is not a failure).
    /// - Complexity: O(views · matches).
    public func findAll(_ query: ViewQuery) -> [View] {
        layoutIfNeeded()
        return query.all(in: rootView)
    }
}
