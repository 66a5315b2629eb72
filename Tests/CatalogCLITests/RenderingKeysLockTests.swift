import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// MARK: - Rendering keys under the snapshots folder's lock

/// `record` rewrites `rendering-keys.txt` only while it holds the lock on the snapshots
/// folder, reading the file again under it: a line another run wrote meanwhile stays.
///
/// The test holds the lock itself, waits until the kernel lists the `record` run as waiting
/// for it (`/proc/locks`), writes a line as another run would, and releases: a run that wrote
/// without the lock, or read the file before taking it, would lose that line.
@Suite struct RenderingKeysLockTests {
  @Test func aLineWrittenWhileRecordWaitsForTheLockStays() throws {
    let root = try TestSupport.makeTemporaryDirectory("rendering-keys-lock")
    let snapshots = root.appendingPathComponent("Snapshots")
    let report = root.appendingPathComponent("report").path
    let first = try CatalogBinary.run([
      "record", "--filter", "ComponentAnimations/toggle", "--snapshots", snapshots.path,
      "--report", report,
    ])
    #expect(first.status == 0)
    let keys = snapshots.appendingPathComponent("rendering-keys.txt")
    let recorded = try String(contentsOf: keys, encoding: .utf8)
    let changed = recorded.replacing(
      #/(toggle-switching-on\.0pct) [0-9a-f]{32}/#,
      with: { "\($0.1) 0123456789abcdef0123456789abcdef" })
    #expect(changed != recorded)

    let folder = open(snapshots.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    try #require(folder >= 0)
    defer { close(folder) }
    #expect(flock(folder, LOCK_EX) == 0)
    var info = stat()
    #expect(fstat(folder, &info) == 0)
    let process = try CatalogBinary.start([
      "record", "--filter", "DLSBadge", "--snapshots", snapshots.path, "--report", report,
    ])
    // The run renders, then waits for the lock; the deadline only guards against a hang.
    let waits = Self.waitUntilBlocked(inode: UInt64(info.st_ino), pid: process.processIdentifier)
    #expect(waits, "record never waited for the snapshots folder's lock")
    try Data(changed.utf8).write(to: keys)
    flock(folder, LOCK_UN)
    let run = CatalogBinary.finish(process)
    #expect(run.status == 0, "\(run.error)")

    let final = try String(contentsOf: keys, encoding: .utf8)
    #expect(final.contains("toggle-switching-on.0pct 0123456789abcdef0123456789abcdef "))
    #expect(final.contains("\nDLSBadge/"))
  }

  /// Whether the kernel lists process `pid` as waiting for a `flock` on inode `inode` before
  /// the run could have ended (two minutes).
  private static func waitUntilBlocked(inode: UInt64, pid: Int32) -> Bool {
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline {
      let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
      for line in locks.split(separator: "\n") where line.contains("->") {
        let fields = line.split(separator: " ")
        guard let arrow = fields.firstIndex(of: "->"), fields.count > arrow + 5,
          fields[arrow + 1] == "FLOCK", fields[arrow + 4] == "\(pid)",
          fields[arrow + 5].hasSuffix(":\(inode)")
        else { continue }
        return true
      }
      usleep(10_000)
    }
    return false
  }
}
