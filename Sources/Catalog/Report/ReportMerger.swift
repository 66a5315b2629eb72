import Foundation

// MARK: - ReportMerger

/// Joins the reports of shards into one, so a sharded CI matrix gives the verdict a single run
/// would.
///
/// A merge never passes on part of a run: it takes exactly shards 1…N of one plan (the same
/// definitions and filter), each once and none interrupted, and refuses anything else with an
/// error naming the missing, duplicated or foreign shard.
public enum ReportMerger {
  /// Merges report directories into `destination`, copying their images.
  public static func merge(_ directories: [URL], into destination: URL) throws(CatalogError)
    -> RunReport
  {
    guard !directories.isEmpty else {
      throw .usage("merge-reports needs at least one report directory")
    }
    let reports = try directories.map { (directory) throws(CatalogError) in
      (directory, try ReportWriter.read(from: directory))
    }
    try checkCompleteness(reports)
    _ = try RunFolders.report(
      destination.path, option: "--output", apartFrom: reports.map(\.1.snapshotsDirectory))

    let artefacts = ArtefactWriter(
      reportDirectory: destination, apartFrom: reports.map(\.1.snapshotsDirectory))
    var entries: [RunReport.Entry] = []
    var owner: [String: URL] = [:]
    var dimensions: [RunReport.TraitDimension] = []
    var duration = 0.0
    for (directory, report) in reports {
      duration = max(duration, report.durationMilliseconds)
      for dimension in report.traitDimensions {
        if let i = dimensions.firstIndex(where: { $0.name == dimension.name }) {
          for value in dimension.values where !dimensions[i].values.contains(value) {
            dimensions[i].values.append(value)
          }
        } else {
          dimensions.append(dimension)
        }
      }
      for var entry in report.entries {
        // An orphaned text snapshot shares its id with the image of that id: the reference
        // file tells them apart.
        let key = entry.id + "\u{0}" + entry.referenceFile
        if let first = owner[key] {
          throw .failure(
            "snapshot '\(entry.id)' is in both '\(first.path)' and '\(directory.path)'; "
              + "merge the reports of one sharded run only")
        }
        owner[key] = directory
        entry.images = try copyImages(entry.images, from: directory, with: artefacts)
        if let playback = entry.playback {
          entry.playback = try copyPlayback(playback, from: directory, with: artefacts)
        }
        entries.append(entry)
      }
    }
    if let failure = artefacts.finish() { throw failure }
    let first = reports[0].1
    var merged = RunReport(
      command: first.command, snapshotsDirectory: first.snapshotsDirectory,
      durationMilliseconds: duration, traitDimensions: dimensions, entries: entries)
    merged.plan = first.plan
    merged.accessibilityBaseline = mergedBaseline(reports.map(\.1))
    return merged
  }

  /// Throws unless `reports` are exactly shards 1…N of one plan, from finished runs of one
  /// command.
  private static func checkCompleteness(_ reports: [(URL, RunReport)]) throws(CatalogError) {
    let (firstDirectory, first) = reports[0]
    let count = try shard(of: first, in: firstDirectory).count
    var seen: [Int: URL] = [:]
    for (directory, report) in reports {
      let name = FileNames.quoted(directory.path)
      guard let plan = report.plan else {
        throw .failure(
          "the report in \(name) does not say which plan it covers (an older catalog wrote "
            + "it); run that shard's verify again")
      }
      guard plan == first.plan, report.command == first.command else {
        throw .failure(
          "the reports in \(FileNames.quoted(firstDirectory.path)) and \(name) come from "
            + "different runs (other definitions, filter or command); merge the shards of "
            + "one run only")
      }
      if report.interrupted != nil {
        throw .failure(
          "the report in \(name) is of an interrupted run; run that shard again before merging")
      }
      let part = try shard(of: report, in: directory)
      guard part.count == count else {
        throw .failure(
          "the report in \(name) is shard \(part) but the one in "
            + "\(FileNames.quoted(firstDirectory.path)) is of \(count) shards; merge the shards "
            + "of one run only")
      }
      if let other = seen[part.index] {
        throw .failure(
          "shard \(part) is given twice: in \(FileNames.quoted(other.path)) and \(name); "
            + "pass each shard's report once")
      }
      seen[part.index] = directory
    }
    let missing = (1...count).filter { seen[$0] == nil }
    guard missing.isEmpty else {
      let names = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
      let given = seen.keys.sorted().map { "\($0)/\(count)" }.joined(separator: ", ")
      throw .failure(
        "shard\(missing.count == 1 ? "" : "s") \(names) \(missing.count == 1 ? "is" : "are") "
          + "missing (given: \(given)); a merge without every shard could pass a failure, so "
          + "pass the report folder of every shard")
    }
  }

  private static func shard(of report: RunReport, in directory: URL) throws(CatalogError)
    -> Shard
  {
    do {
      return try report.shard.map { (text) throws(CatalogError) in try Shard(parsing: text) }
        ?? .all
    } catch {
      throw .failure(
        "the report in \(FileNames.quoted(directory.path)) names an invalid shard "
          + "'\(report.shard ?? "")'")
    }
  }

  /// The shards' baseline findings as one: every shard reports the stale entries of the
  /// whole plan, and the fixed entries of the snapshots it ran.
  private static func mergedBaseline(_ reports: [RunReport]) -> RunReport.BaselineReport? {
    let parts = reports.compactMap(\.accessibilityBaseline)
    guard let first = parts.first else { return nil }
    func union(_ lists: [[RunReport.BaselineEntry]]) -> [RunReport.BaselineEntry] {
      var seen = Set<RunReport.BaselineEntry>()
      return lists.joined().filter { seen.insert($0).inserted }.sorted {
        ($0.snapshot, $0.rule, $0.element) < ($1.snapshot, $1.rule, $1.element)
      }
    }
    return RunReport.BaselineReport(
      file: first.file, stale: union(parts.map(\.stale)), fixed: union(parts.map(\.fixed)))
  }

  private static func copyImages(_ images: RunReport.Images, from source: URL,
                                 with artefacts: ArtefactWriter)
    throws(CatalogError) -> RunReport.Images
  {
    func copy(_ path: String?) throws(CatalogError) -> String? {
      try copyImage(path, from: source, with: artefacts)
    }
    return RunReport.Images(
      expected: try copy(images.expected), actual: try copy(images.actual),
      diff: try copy(images.diff), overlay: try copy(images.overlay))
  }

  /// Copies a transition's playback images as `copyImages` copies a snapshot's.
  private static func copyPlayback(_ playback: RunReport.Playback, from source: URL,
                                   with artefacts: ArtefactWriter)
    throws(CatalogError) -> RunReport.Playback
  {
    var frames: [String] = []
    for frame in playback.frames {
      if let copied = try copyImage(frame, from: source, with: artefacts) { frames.append(copied) }
    }
    return RunReport.Playback(
      filmstrip: try copyImage(playback.filmstrip, from: source, with: artefacts),
      frames: frames, framesPerSecond: playback.framesPerSecond, notes: playback.notes)
  }

  /// Copies one image a report names (a path below `images/`) into the merged report.
  private static func copyImage(_ path: String?, from source: URL,
                                with artefacts: ArtefactWriter) throws(CatalogError) -> String?
  {
    guard let path else { return nil }
    guard path.hasPrefix("images/"), !path.split(separator: "/").contains("..") else {
      throw .failure("the report in '\(source.path)' names an image outside its folder: "
        + FileNames.quoted(path))
    }
    return try artefacts.copy(path, from: source)
  }
}
