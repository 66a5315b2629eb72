import Foundation

// MARK: - ReportMerger

/// Joins the reports of shards into one, so a sharded CI matrix gives the verdict a single run
/// would.
///
/// A merge never passes on part of a run, nor on a report that is not what its run wrote. It
/// plans the catalog itself from the same definitions and proves that the reports are exactly
/// shards 1…N of that plan under one filter (each once, none interrupted), and that each
/// report holds exactly the entries its shard selects (the planned snapshots, planning
/// problems and orphaned references), each once, with a status its command gives, counted as
/// its summary says, and (for verify) the stale accessibility-baseline entries that fail the
/// whole run. Anything else is refused with an error naming the report's folder, what is
/// missing, unexpected or miscounted, and the shard to run again.
///
/// Orphaned references and stale baseline entries are found again in the merging checkout's
/// snapshots folder, which is the shards' one when the merge runs on the commit the shards
/// ran (as a CI merge job does); a folder that differs refuses the merge rather than passing
/// it. What the merge cannot prove is a verdict itself: a report whose failed entry was
/// rewritten as passed (its message and images removed too) is indistinguishable from a run
/// that passed, so the reports must travel as the run's artefacts, not through hands that
/// edit them.
///
/// The merged report lists its entries as the unsharded run would (planned snapshots in plan
/// order, then problems, then orphans), so the shards may be given in any order and the
/// report, JUnit file and gallery come out byte for byte the same.
public enum ReportMerger {
  /// Merges report directories into `destination`, copying their images, after proving they
  /// are every shard of one run of `plan`: the whole catalog as `CatalogPlanner` plans it from
  /// the definitions the shards ran, with the references in `snapshotsDirectory`, checked in
  /// the formats of `strategies`.
  public static func merge(
    _ directories: [URL], into destination: URL, plan: CatalogPlan,
    snapshotsDirectory: URL, strategies: [any SnapshotStrategy] = SnapshotStrategies.builtIn
  ) throws(CatalogError) -> RunReport {
    guard !directories.isEmpty else {
      throw .report(.noReportFolders)
    }
    try SnapshotStrategies.validate(strategies)
    let given = try directories.map { (directory) throws(CatalogError) in
      (directory, try ReportWriter.read(from: directory))
    }
    let reports = try checkCompleteness(given)
    let (firstDirectory, first) = reports[0].1
    let coverage = try proveIdentity(
      of: first, in: firstDirectory, plan: plan,
      snapshotsDirectory: snapshotsDirectory, strategies: strategies)
    var placed = [(RunReport.Entry, URL)?](repeating: nil, count: coverage.slots.count)
    for (shard, (directory, report)) in reports {
      for (position, entry) in try coverage.place(report, of: shard, from: directory) {
        placed[position] = (entry, directory)
      }
    }
    try checkApart(destination, from: reports.map(\.1.0))
    _ = try RunFolders.report(
      destination.path, option: "--output",
      apartFrom: reports.map(\.1.1.snapshotsDirectory) + [snapshotsDirectory.path])

    let artefacts = ArtefactWriter(
      reportDirectory: destination,
      apartFrom: reports.map(\.1.1.snapshotsDirectory) + [snapshotsDirectory.path])
    var entries: [RunReport.Entry] = []
    // Every slot is filled: the shards partition the slots, and each shard's are all placed.
    for case (var entry, let directory)? in placed {
      for strategy in strategies {
        try strategy.relocateArtefacts(of: &entry) { (path) throws(CatalogError) in
          try copyImage(path, from: directory, with: artefacts)
        }
      }
      entries.append(entry)
    }
    if let failure = artefacts.finish() { throw failure }
    let filter = try filter(of: first, in: firstDirectory)
    var merged = RunReport(
      command: first.command, snapshotsDirectory: first.snapshotsDirectory,
      durationMilliseconds: reports.map(\.1.1.durationMilliseconds).max() ?? 0,
      traitDimensions: TraitDimensions.collect(
        from: plan.snapshots.filter { filter?.matches($0.id) ?? true }),
      entries: entries)
    merged.plan = first.plan
    merged.filter = first.filter
    merged.accessibilityBaseline = mergedBaseline(reports.map(\.1.1), stale: coverage.stale)
    return merged
  }

  /// Throws when `destination` is a shard's report folder, or lies inside or around one: the
  /// merge would replace the report it reads, and a later merge would miss that shard.
  private static func checkApart(_ destination: URL, from directories: [URL])
    throws(CatalogError)
  {
    let output = RunFolders.resolved(destination.path)
    for directory in directories {
      let input = RunFolders.resolved(directory.path)
      let relation: String
      if output == input {
        relation = "is"
      } else if RunFolders.contains(input, output) {
        relation = "lies inside"
      } else if RunFolders.contains(output, input) {
        relation = "contains"
      } else {
        continue
      }
      throw .report(
        .outputOverlapsShard(output: destination.path, relation: relation, shard: directory.path))
    }
  }

  /// The command that wrote the report; the error says only verify and record reports merge.
  private static func command(of report: RunReport, in directory: URL) throws(CatalogError)
    -> SnapshotRunner.Mode
  {
    guard let command = SnapshotRunner.Mode(rawValue: report.command) else {
      throw .report(.notVerifyOrRecord(directory: directory.path, command: report.command))
    }
    return command
  }

  /// The report's filter, compiled; the error says a report without one must be run again.
  private static func filter(of report: RunReport, in directory: URL) throws(CatalogError)
    -> SnapshotFilter?
  {
    guard let pattern = report.filter else {
      throw .report(.filterNotRecorded(directory: directory.path, command: report.command))
    }
    guard !pattern.isEmpty else { return nil }
    do {
      return try SnapshotFilter(pattern)
    } catch {
      throw .report(
        .filterInvalid(directory: directory.path, pattern: pattern, command: report.command))
    }
  }

  /// Throws unless `report` (read from `directory`, and standing for every shard, whose plans
  /// are equal) covers `plan` under its filter; returns what each shard must report.
  private static func proveIdentity(
    of report: RunReport, in directory: URL, plan: CatalogPlan,
    snapshotsDirectory: URL, strategies: [any SnapshotStrategy]
  ) throws(CatalogError)
    -> ShardCoverage
  {
    let command = try command(of: report, in: directory)
    let filter = try filter(of: report, in: directory)
    let identity = SnapshotRunner.planIdentity(plan.snapshots, filter: filter?.pattern ?? "")
    guard report.plan == identity else {
      throw .report(.otherPlan(directory: directory.path, filter: filter?.pattern))
    }
    return try ShardCoverage(
      plan: plan, filter: filter, snapshotsDirectory: snapshotsDirectory,
      command: command, strategies: strategies)
  }

  /// Throws unless `reports` are exactly shards 1…N of one plan, from finished runs of one
  /// command with one filter; returns them ordered by shard.
  private static func checkCompleteness(_ reports: [(URL, RunReport)]) throws(CatalogError)
    -> [(Shard, (URL, RunReport))]
  {
    let (firstDirectory, first) = reports[0]
    let count = try shard(of: first, in: firstDirectory).count
    var seen: [Int: (Shard, (URL, RunReport))] = [:]
    for (directory, report) in reports {
      guard let plan = report.plan else {
        throw .report(.planNotRecorded(directory: directory.path))
      }
      _ = try command(of: report, in: directory)
      _ = try filter(of: report, in: directory)
      guard plan == first.plan, report.command == first.command, report.filter == first.filter
      else {
        throw .report(.differentRuns(first: firstDirectory.path, other: directory.path))
      }
      if report.interrupted != nil {
        throw .report(.interruptedRun(directory: directory.path))
      }
      let part = try shard(of: report, in: directory)
      guard part.count == count else {
        throw .report(
          .shardCountDiffers(
            directory: directory.path, shard: "\(part)", first: firstDirectory.path,
            count: count))
      }
      if let other = seen[part.index] {
        throw .report(
          .shardGivenTwice(shard: "\(part)", first: other.1.0.path, second: directory.path))
      }
      seen[part.index] = (part, (directory, report))
    }
    let missing = (1...count).filter { seen[$0] == nil }
    guard missing.isEmpty else {
      let names = missing.map { "\($0)/\(count)" }
      let given = seen.keys.sorted().map { "\($0)/\(count)" }
      throw .report(.shardsMissing(missing: names, given: given))
    }
    return (1...count).compactMap { seen[$0] }
  }

  private static func shard(of report: RunReport, in directory: URL) throws(CatalogError)
    -> Shard
  {
    do {
      return try report.shard.map { (text) throws(CatalogError) in try Shard(parsing: text) }
        ?? .all
    } catch {
      throw .report(.invalidShard(directory: directory.path, shard: report.shard ?? ""))
    }
  }

  /// The shards' baseline findings as one: every shard reports the stale entries of the
  /// whole plan (for verify, `stale`: the merging checkout's, which every report was proved
  /// to list, in the file's order as an unsharded run lists them), and the fixed entries of
  /// the snapshots it ran.
  private static func mergedBaseline(_ reports: [RunReport], stale: [RunReport.BaselineEntry]?)
    -> RunReport.BaselineReport?
  {
    let parts = reports.compactMap(\.accessibilityBaseline)
    guard let first = parts.first else { return nil }
    func union(_ lists: [[RunReport.BaselineEntry]]) -> [RunReport.BaselineEntry] {
      var seen = Set<RunReport.BaselineEntry>()
      return lists.joined().filter { seen.insert($0).inserted }.sorted {
        ($0.snapshot, $0.rule, $0.element) < ($1.snapshot, $1.rule, $1.element)
      }
    }
    // Each shard counts the findings a pattern accepted in the snapshots it ran: the whole
    // run's count is their sum.
    var patterns: [RunReport.PatternUse]?
    for part in parts {
      for use in part.patterns ?? [] {
        if let index = patterns?.firstIndex(where: { $0.entry == use.entry }) {
          patterns?[index].found += use.found
        } else {
          patterns = (patterns ?? []) + [use]
        }
      }
    }
    return RunReport.BaselineReport(
      file: first.file, stale: stale ?? union(parts.map(\.stale)),
      fixed: union(parts.map(\.fixed)), patterns: patterns)
  }

  /// Copies one image a report names (a path below `images/`) into the merged report.
  private static func copyImage(
    _ path: String?, from source: URL,
    with artefacts: ArtefactWriter
  ) throws(CatalogError) -> String? {
    guard let path else { return nil }
    guard path.hasPrefix("images/"), !path.split(separator: "/").contains("..") else {
      throw .report(.imageOutsideFolder(directory: source.path, path: path))
    }
    return try artefacts.copy(path, from: source)
  }
}
