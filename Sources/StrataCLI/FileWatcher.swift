import Dispatch
import Foundation
import Glibc

/// Watches files for `strata show --watch`: one inotify watch on each
/// folder that holds one of the files (so that every way an editor saves
/// is seen: writing in place, writing a temporary file and renaming it
/// over, deleting and creating), read through a Dispatch source on the
/// main queue, so an idle watcher costs nothing. A burst of events is
/// gathered for `settle` seconds and reported once. Where inotify is not
/// available, the files' sizes and modification times are polled every
/// 250 ms instead.
@MainActor
final class FileWatcher {
    /// The files, as absolute paths.
    let paths: [String]
    private let settle: Double
    private let onChange: @MainActor () -> Void
    private var descriptor: Int32 = -1
    private var source: DispatchSourceRead?
    private var poll: DispatchSourceTimer?
    private var pending: DispatchWorkItem?
    /// The watched folders and file names in them.
    private var folders: [String] = []
    private var names: Set<String> = []
    /// The last (size, modification time) of each file, when polling.
    private var stamps: [String] = []

    /// Starts watching; `onChange` runs on the main queue once a burst of
    /// changes to any of `paths` has settled.
    init(paths: [String], settle: Double = 0.1, onChange: @escaping @MainActor () -> Void) {
        self.paths = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        self.settle = settle
        self.onChange = onChange
        for path in self.paths {
            let folder = (path as NSString).deletingLastPathComponent
            if !folders.contains(folder) { folders.append(folder) }
            names.insert((path as NSString).lastPathComponent)
        }
        if !startInotify() { startPolling() }
    }

    /// Whether inotify watches the files (else they are polled).
    var usesInotify: Bool { source != nil }

    private func startInotify() -> Bool {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return false }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
        for folder in folders where inotify_add_watch(fd, folder, mask) < 0 {
            close(fd)
            return false
        }
        descriptor = fd
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readEvents() } }
        source.resume()
        self.source = source
        return true
    }

    /// Reads every queued event; schedules a report when one names a file.
    private func readEvents() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var relevant = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let header = 16  // wd, mask, cookie, len: four 32-bit words, then the name
            while offset + header <= count {
                let length = Int(buffer[offset + 12]) | Int(buffer[offset + 13]) << 8
                    | Int(buffer[offset + 14]) << 16 | Int(buffer[offset + 15]) << 24
                let nameStart = offset + header
                let nameEnd = min(count, nameStart + length)
                let nameBytes = buffer[nameStart..<nameEnd].prefix { $0 != 0 }
                if names.contains(String(decoding: nameBytes, as: UTF8.self)) { relevant = true }
                offset = nameEnd
            }
        }
        if relevant { schedule() }
    }

    private func startPolling() {
        stamps = paths.map(Self.stamp)
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + 0.25, repeating: 0.25, leeway: .milliseconds(20))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                let now = self.paths.map(Self.stamp)
                if now != self.stamps {
                    self.stamps = now
                    self.schedule()
                }
            }
        }
        timer.resume()
        poll = timer
    }

    /// The file's size and modification time, or "missing".
    private static func stamp(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "missing" }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    /// Reports once the burst has been quiet for `settle` seconds.
    private func schedule() {
        pending?.cancel()
        let item = DispatchWorkItem { [weak self] in MainActor.assumeIsolated { self?.onChange() } }
        pending = item
        DispatchQueue.main.asyncAfter(deadline: .now() + settle, execute: item)
    }
}
