import Foundation
import Testing

// MARK: - SnapshotRecordMode

/// When `assertSnapshot` writes references: never unless asked, as in swift-snapshot-testing.
///
/// Set it per call (`record:`), per test or suite with the `.snapshots(record:)` trait, or for
/// a whole run with the environment variable `CATALOG_RECORD=missing|failed|all`. A test that
/// records still fails, saying what it wrote, so a recording is never a silent pass.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Write nothing; a missing reference fails.
  case never
  /// Write references that do not exist yet.
  case missing
  /// Write references that are missing or differ.
  case failed
  /// Write every reference whose bytes are not already what `record` writes.
  case all

  /// The mode in force: the innermost `.snapshots(record:)` trait, else `CATALOG_RECORD`, else
  /// `.never`; an unknown `CATALOG_RECORD` value is an error naming the accepted ones.
  static func current() throws(SnapshotConfigurationError) -> SnapshotRecordMode {
    if let mode = SnapshotsTrait.recordMode { return mode }
    guard let text = ProcessInfo.processInfo.environment["CATALOG_RECORD"], !text.isEmpty else {
      return .never
    }
    guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
      throw SnapshotConfigurationError(
        message:
          "CATALOG_RECORD='\(text)' is not a record mode; use one of "
          + allCases.map(\.rawValue).joined(separator: ", "))
    }
    return mode
  }
}

/// A setting of `assertSnapshot` that cannot be used.
struct SnapshotConfigurationError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

// MARK: - SnapshotsTrait

/// The `.snapshots(record:)` trait: a record mode for every `assertSnapshot` in a test or suite.
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
  /// The mode the trait sets.
  public var record: SnapshotRecordMode

  @TaskLocal static var recordMode: SnapshotRecordMode?

  /// Applies to the tests of a suite too.
  public var isRecursive: Bool { true }

  /// Runs the test with the trait's record mode in force.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  )
    async throws
  {
    try await Self.$recordMode.withValue(record) { try await function() }
  }
}

extension Trait where Self == SnapshotsTrait {
  /// Records references in this test or suite as `mode` says (see `SnapshotRecordMode`).
  public static func snapshots(record mode: SnapshotRecordMode) -> SnapshotsTrait {
    SnapshotsTrait(record: mode)
  }
}
