#if canImport(Glibc)
import Glibc
#endif
import Strata

/// `memory.view_bytes`: the memory a `View` costs, measured two ways over
/// `count` views added to a window's root view (each with a frame and a
/// background colour, as a real tree has):
/// - the resident-set growth per view (`/proc/self/statm`), which counts
///   every allocation a view brings (the object, its side storage, its slot
///   in the subviews array) and the allocator's overhead;
/// - `memory.view_object_bytes`: the allocation size of one `View` object
///   (`malloc_usable_size`), the fixed part.
@MainActor
func memoryResults(count: Int = 100_000) -> [BenchmarkResult] {
    let window = Window(size: Size(width: 1000, height: 1000))
    var keep: [View] = []
    keep.reserveCapacity(count)
    let before = residentBytes()
    for i in 0..<count {
        let v = View(frame: Rect(x: Double(i % 100), y: Double(i / 100), width: 10, height: 10))
        v.backgroundColor = .lightGray
        window.rootView.addSubview(v)
        keep.append(v)
    }
    window.layoutIfNeeded()
    let after = residentBytes()
    // The `keep` array (8 bytes per view) is the benchmark's, not Strata's.
    let perView = (Double(after - before) - Double(8 * count)) / Double(count)
    var results = [BenchmarkResult(name: "memory.view_bytes", n: count, medianNanoseconds: 0,
                                   perItemNanoseconds: nil, bytesPerItem: perView)]
    if let objectSize = allocationSize(of: keep[0]) {
        results.append(BenchmarkResult(name: "memory.view_object_bytes", n: 1, medianNanoseconds: 0,
                                       perItemNanoseconds: nil, bytesPerItem: Double(objectSize)))
    }
    withExtendedLifetime((window, keep)) {}
    return results
}

/// The process's resident set size in bytes (0 where `/proc` is missing).
func residentBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var size = 0, resident = 0
    guard withUnsafeMutablePointer(to: &size, { s in
        withUnsafeMutablePointer(to: &resident) { r in
            withVaList([s, r]) { vfscanf(file, "%ld %ld", $0) }
        }
    }) == 2 else { return 0 }
    return resident * sysconf(Int32(_SC_PAGESIZE))
}

/// The size of the heap block holding `object`, from glibc's
/// `malloc_usable_size` (looked up at run time; `nil` when unavailable).
func allocationSize(of object: AnyObject) -> Int? {
    typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else { return nil }
    let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
    return usableSize(Unmanaged.passUnretained(object).toOpaque())
}
