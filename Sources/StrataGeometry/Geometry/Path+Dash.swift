extension Path {
    /// The most dashes one stroke is cut into; a finer pattern strokes solid.
    static let maximumDashes = 100_000

    /// The polylines cut into dashes: `pattern` alternates on and off
    /// lengths, starting `phase` into it; each polyline starts the pattern
    /// anew, and a closed one is walked round to its first point. Every
    /// dash is an open polyline.
    ///
    /// - Complexity: O(points + dashes).
    package static func dashed(_ lines: [Polyline], _ pattern: [Double], phase: Double) -> [Polyline] {
        let period = pattern.reduce(0, +)
        var total = 0.0
        for line in lines { total += polylineLength(line) }
        guard period > 0, total / period * Double(pattern.count) <= Double(maximumDashes) else { return lines }
        var start = phase.truncatingRemainder(dividingBy: period)
        if start < 0 { start += period }
        var startIndex = 0
        while start >= pattern[startIndex] {
            start -= pattern[startIndex]
            startIndex = (startIndex + 1) % pattern.count
        }
        var out: [Polyline] = []
        for line in lines {
            var points = line.points
            if line.isClosed, let first = points.first { points.append(first) }
            var index = startIndex
            var left = pattern[index] - start   // what remains of the current dash or gap
            var on = index % 2 == 0
            var current: [Point] = on && !points.isEmpty ? [points[0]] : []
            if points.count == 1 {
                if on { out.append(Polyline(points: current, isClosed: false)) }
                continue
            }
            for i in points.indices.dropLast() {
                let a = points[i], b = points[i + 1]
                let length = distance(a, b)
                var at = 0.0
                while length - at > left {
                    at += left
                    let p = lerp(a, b, at / length)
                    if on {
                        current.append(p)
                        out.append(Polyline(points: current, isClosed: false))
                        current = []
                    } else {
                        current = [p]
                    }
                    on.toggle()
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                }
                left -= length - at
                if on { current.append(b) }
            }
            if on, !current.isEmpty { out.append(Polyline(points: current, isClosed: false)) }
        }
        return out
    }

    /// The length of a polyline, its closing segment included.
    static func polylineLength(_ line: Polyline) -> Double {
        var sum = 0.0
        for i in line.points.indices.dropFirst() { sum += distance(line.points[i - 1], line.points[i]) }
        if line.isClosed, let first = line.points.first, let last = line.points.last { sum += distance(last, first) }
        return sum
    }
}
