import Testing
@testable import Strata

/// A superview that counts the changes its subviews report.
@MainActor
final class CountingSuperview: View {
    var reports = 0
    override func arrangedSubviewDidChange(_ subview: View) { reports += 1 }
}

@MainActor
@Suite("Label")
struct LabelTests {
    @Test func defaults() {
        let label = Label()
        #expect(label.text == "")
        #expect(label.fontSize == 17)
        #expect(label.numberOfLines == 1)
        #expect(label.textColor == .black)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(label.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
        #expect(label.contentHuggingPriority(for: .vertical) == LayoutPriority(251))
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(750))
        #expect(label.intrinsicContentSize == Size(width: 0, height: 0))
    }

    @Test func intrinsicSizeIsTheMeasuredText() {
        let label = Label(text: "Hello")
        #expect(label.intrinsicContentSize == Size(width: 51, height: 20.4))
        label.fontSize = 10
        #expect(label.intrinsicContentSize == Size(width: 30, height: 12))
    }

    @Test func linesAndPreferredWidth() {
        let label = Label(text: "the quick brown fox", fontSize: 10)
        #expect(label.intrinsicContentSize == Size(width: 114, height: 12))
        label.preferredMaxLayoutWidth = 60
        #expect(label.intrinsicContentSize == Size(width: 60, height: 12))   // one line: "the qui..."
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == Size(width: 54, height: 24))
    }

    @Test func sizeThatFitsWrapsAtTheGivenWidth() {
        let label = Label(text: "the quick brown fox", fontSize: 10)
        label.numberOfLines = 0
        #expect(label.sizeThatFits(Size(width: 60, height: 1000)) == Size(width: 54, height: 24))
        #expect(label.sizeThatFits(Size(width: 0, height: 0)) == Size(width: 114, height: 12))
        label.sizeToFit()
        #expect(label.frame.size == Size(width: 114, height: 12))
    }

    @Test func baselines() {
        let label = Label(text: "one\ntwo\nthree", fontSize: 10)
        label.numberOfLines = 0
        label.frame = Rect(x: 0, y: 0, width: 100, height: 36)
        #expect(label.firstBaselinePosition == .fromTop(9))
        #expect(label.lastBaselinePosition == .fromTop(33))
        #expect(label.firstBaselineOffsetFromTop == 9)
        #expect(label.lastBaselineOffsetFromBottom == 3)
        label.numberOfLines = 1
        #expect(label.lastBaselinePosition == .fromTop(9))
    }

    @Test func metricChangesInvalidateIntrinsicSizeAndBaselines() {
        let parent = CountingSuperview()
        let label = Label()
        parent.addSubview(label)
        parent.reports = 0
        label.text = "x"
        #expect(parent.reports == 2)   // intrinsic size + baselines
        label.fontSize = 20
        label.numberOfLines = 3
        label.preferredMaxLayoutWidth = 50
        #expect(parent.reports == 8)
        label.text = "x"
        label.textColor = .red
        #expect(parent.reports == 8)   // no change, or not a metric
    }
}

@MainActor
@Suite("Label caches")
struct LabelCacheTests {
    @Test func cachedLayoutsFollowChanges() {
        let label = Label(text: "aa bb", fontSize: 10)
        label.numberOfLines = 0
        label.frame = Rect(x: 0, y: 0, width: 100, height: 12)
        #expect(label.layoutForDrawing().lines == ["aa bb"])
        label.frame.size.width = 20
        #expect(label.layoutForDrawing().lines == ["aa", "bb"])
        // Multi-line with the automatic preferred width: measured at its width.
        #expect(label.intrinsicContentSize == Size(width: 12, height: 24))
        label.text = "a"
        #expect(label.layoutForDrawing().lines == ["a"])
        #expect(label.intrinsicContentSize == Size(width: 6, height: 12))
        label.fontSize = 20
        #expect(label.intrinsicContentSize == Size(width: 12, height: 24))
        label.numberOfLines = 1
        label.text = "aa bb"
        #expect(label.layoutForDrawing().lines == ["..."])   // one character fits in 20 pt: only the mark
    }
}
