import Foundation
import TestSupport
import Testing

// MARK: - Crash isolation

/// A variant that traps, overflows its stack, loops for ever or cannot allocate fails alone:
/// the run reports it with its cause, renders every other variant, writes the report and exits
/// 1, as for any failure (`catalog-bench crash-catalog` runs such a catalog in worker
/// processes, as `catalog` does).
@Suite(.serialized) struct CrashIsolationTests {
  /// The first line of each crashing variant's message, by id.
  static let causes = [
    "CrashingComponents/traps":
      "'CrashingComponents/traps' crashed: signal 4 (SIGILL): a Swift runtime trap (index out "
      + "of range, nil unwrapped, arithmetic overflow, fatalError or a failed precondition)",
    "CrashingComponents/overflows-the-stack":
      "'CrashingComponents/overflows-the-stack' crashed: signal 11 (SIGSEGV): the stack "
      + "overflowed, a runaway recursion",
    "CrashingComponents/loops-for-ever":
      "'CrashingComponents/loops-for-ever' ran past its time limit of 2 s and was stopped (an "
      + "endless loop, or a view that re-renders itself for ever); give it longer with "
      + "SnapshotSettings.timeLimit, or every snapshot with --time-limit",
    "CrashingComponents/cannot-allocate":
      "'CrashingComponents/cannot-allocate' crashed: signal 6 (SIGABRT): the process aborted "
      + "(a failed assertion in C code, or memory that could not be allocated)",
  ]

  /// The user's frame each crash names, by id.
  static let frames = [
    "CrashingComponents/traps":
      "at Trapping.body.getter (Sources/CatalogBench/CrashCatalogCommand.swift:",
    "CrashingComponents/overflows-the-stack":
      "at static Recursing.depth(_:) (Sources/CatalogBench/CrashCatalogCommand.swift:",
  ]

  private func run(_ command: String, in root: URL) throws -> CatalogBinary.Run {
    try CatalogBinary.run(
      [
        "crash-catalog", command, "--snapshots", root.appendingPathComponent("Snapshots").path,
        "--report", root.appendingPathComponent("report").path, "--time-limit", "2",
      ], binary: "catalog-bench")
  }

  private func entries(in root: URL) throws -> [String: [String: Any]] {
    let data = try Data(contentsOf: root.appendingPathComponent("report/report.json"))
    let report = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let list = try #require(report["entries"] as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: list.map { ($0["id"] as? String ?? "", $0) })
  }

  @Test func crashingVariantsFailAloneInRecordAndVerify() throws {
    let root = try TestSupport.makeTemporaryDirectory("crashes")
    let record = try run("record", in: root)
    #expect(record.status == 1)
    #expect(record.output.contains("record: 7 snapshots in "))
    #expect(record.output.contains("3 written, 0 unchanged, 0 errors"))
    let recorded = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Snapshots").path
    ).sorted()
    #expect(
      recorded == [
        "CartScreen", "CrashingComponents", "rendering-environment.yaml", "rendering-keys.txt",
      ])

    let verify = try run("verify", in: root)
    #expect(verify.status == 1)
    // Nothing of the runtime's crash reports reaches the console but what the entries say.
    #expect(
      verify.error.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy {
        $0.hasPrefix("FAILED ") || $0.hasPrefix("    ") || $0.isEmpty
      })
    #expect(!verify.error.hasPrefix("\n"))
    #expect(verify.output.contains("3 passed, 4 failed, 0 missing, 0 orphaned, 0 errors"))
    let byID = try entries(in: root)
    for id in [
      "CrashingComponents/renders-first", "CrashingComponents/renders-last", "CartScreen/two-items",
    ] {
      #expect(byID[id]?["status"] as? String == "passed", "\(id)")
    }
    for (id, cause) in Self.causes {
      let entry = try #require(byID[id], "\(id)")
      #expect(entry["status"] as? String == "failed")
      let message = try #require(entry["message"] as? String)
      let lines = message.split(separator: "\n").map(String.init)
      #expect(lines.first == cause)
      if let frame = Self.frames[id] {
        #expect(lines.dropFirst().first?.hasPrefix(frame) == true, "\(message)")
      }
      // The console says the same, the backtrace indented below the cause.
      #expect(verify.error.contains("FAILED \(id): \(cause)"))
    }
    // The recursion's repeated frame is said once, with how many more like it follow (as many
    // as the runtime printed).
    let overflow = try #require(
      byID["CrashingComponents/overflows-the-stack"]?["message"] as? String)
    #expect(
      overflow.split(separator: "\n").dropFirst(2).first?.firstMatch(
        of:
          /^at static Recursing\.depth\(_:\) \(Sources\/CatalogBench\/CrashCatalogCommand\.swift:\d+:\d+\), and \d+ more frames like it$/
      ) != nil, "\(overflow)")
    let allocation = try #require(byID["CrashingComponents/cannot-allocate"]?["message"] as? String)
    #expect(allocation.contains("\nFatal error: failed to allocate 70368744177664 bytes"))
    // JUnit and the gallery name each crash too.
    let junit = try String(
      contentsOf: root.appendingPathComponent("report/junit.xml"), encoding: .utf8)
    let gallery = try String(
      contentsOf: root.appendingPathComponent("report/index.html"), encoding: .utf8)
    for name in ["Traps", "Overflows the stack", "Loops for ever", "Cannot allocate"] {
      #expect(junit.contains("<testcase classname=\"CrashingComponents\" name=\"\(name)\""))
    }
    for cause in Self.causes.values {
      #expect(junit.contains(cause.replacingOccurrences(of: "'", with: "&apos;")), "\(cause)")
      // The gallery's data escapes the quotes around the id; the cause after it is as written.
      let afterID = String(cause.split(separator: "' ", maxSplits: 1)[1])
      #expect(gallery.contains(afterID), "\(cause)")
    }
    #expect(junit.contains("failures=\"4\""))
  }

  @Test func aWorkerVariableLeftInTheEnvironmentIsIgnored() throws {
    let root = try TestSupport.makeTemporaryDirectory("stray-worker-variable")
    let run = try CatalogBinary.run(
      ["verify", "--filter", "^DLSBadge/count$", "--report", root.path],
      environment: ["CATALOG_WORKER_OF": "1"])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("1 passed, 0 failed"), "\(run.output)")
  }
}
