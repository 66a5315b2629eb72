// MARK: - RunReport + counts

/// The run's counts in the words the console's summary and the gallery's header both print,
/// counted in one place so the two never disagree.
extension RunReport {
  /// What the audits found: findings that fail and in how many snapshots, warnings, and
  /// errors the baseline accepts.
  public struct AccessibilityCounts: Hashable, Sendable {
    /// Findings that fail the run.
    public var failing = 0
    /// Snapshots with a failing finding.
    public var failingSnapshots = 0
    /// Findings at the warning level.
    public var warnings = 0
    /// Error findings the baseline accepts.
    public var accepted = 0
  }

  /// The run's accessibility counts.
  public var accessibilityCounts: AccessibilityCounts {
    var counts = AccessibilityCounts()
    for entry in entries {
      guard let accessibility = entry.accessibility else { continue }
      let fails = accessibility.failingViolations.count
      counts.failing += fails
      counts.failingSnapshots += fails > 0 ? 1 : 0
      counts.warnings += accessibility.violations.filter { $0.severity == .warning }.count
      counts.accepted +=
        accessibility.violations.filter {
          $0.severity == .error && $0.baselineReason != nil
        }.count
    }
    return counts
  }

  /// `accessibility: 3 findings in 2 snapshots fail, 4 warnings, 1 accepted by the baseline`;
  /// `nil` when the audits found nothing.
  public var accessibilityCountsLine: String? {
    let c = accessibilityCounts
    guard c.failing + c.warnings + c.accepted > 0 else { return nil }
    return "accessibility: \(Self.count(c.failing, "finding")) in "
      + "\(Self.count(c.failingSnapshots, "snapshot")) fail, \(Self.count(c.warnings, "warning")), "
      + "\(c.accepted) accepted by the baseline"
  }

  /// `6 passed, 1 failed, 1 missing, 1 orphaned, 0 errors` for verify, `5 written, 3 unchanged,
  /// 0 errors` for record.
  public var countsLine: String {
    command == "record"
      ? "\(summary.recorded) written, \(summary.unchanged) unchanged, "
        + Self.count(summary.errors, "error")
      : summary.verifyCounts
  }

  /// `1 error`, `2 errors`.
  private static func count(_ number: Int, _ singular: String) -> String {
    "\(number) \(singular)\(number == 1 ? "" : "s")"
  }
}
