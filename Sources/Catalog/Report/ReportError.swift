import Foundation

// MARK: - ReportError

/// Why a report cannot be written, read or merged: a report folder that holds no report or
/// another program's file, shards that are not every shard of one finished run, or a shard's
/// report that is not exactly what its run wrote. Every message is written here, in
/// `description`, and quotes the folder it is about; a throw site names the case and its values
/// only.
public enum ReportError: Error, Hashable, Sendable, CustomStringConvertible {
  // MARK: Writing and reading a report

  /// The report cannot be encoded as JSON (`reason`: the encoder's words).
  case cannotEncode(reason: String)
  /// The run's verdicts were printed but its report was not written (`reason`: the error).
  case notWritten(reason: String)
  /// No `report.json` at `file`; `directory` is the folder given.
  case noReport(file: String, directory: String)
  /// `file` is not JSON of a catalog report (`reason`: the decoder's words).
  case notAReport(file: String, reason: String)
  /// `file` is a report of another format version than this catalog reads.
  case wrongFormat(file: String, format: String, expected: String)

  // MARK: Accepting a report's failures

  /// `record --failed` is given the report in `directory`, written by `command`, not verify.
  case notAVerifyReport(directory: String, command: String)
  /// `record --failed` is given the report in `directory`, which verified the references in
  /// `verified`, for a run on `given`.
  case otherSnapshots(directory: String, verified: String, given: String)
  /// The report in `directory` has no snapshot recording would accept (`passed`: its verdict).
  case nothingToAccept(directory: String, passed: Bool)
  /// Every snapshot that failed in the report in `directory` (`ids`) is no longer planned.
  case failuresNotPlanned(directory: String, ids: [String])

  // MARK: Telling GitHub

  /// The job summary cannot be appended to `path` (`$GITHUB_STEP_SUMMARY`): `reason`.
  case summaryNotWritten(path: String, reason: String)

  // MARK: Writing a pull-request comment

  /// `report markdown` is given the report in `directory`, written by `command`, not verify.
  case commentNeedsVerifyReport(directory: String, command: String)
  /// The report in `directory` names the image `path`, which is not in the folder.
  case commentImageMissing(directory: String, path: String)
  /// The image at `path` cannot be read or decoded: `reason`.
  case commentImageUnreadable(path: String, reason: String)
  /// The comment's output `path` exists and is `kind` (a file, a symbolic link), not a folder.
  case commentOutputNotAFolder(path: String, kind: String)
  /// The comment's output `path` is, or lies in, the report's references folder `references`.
  case commentOutputInReferences(path: String, references: String)
  /// `option` (`--artifact-url`, `--image-base-url`) is given `url`, which is no web address.
  case commentURLInvalid(option: String, url: String)

  // MARK: Merging shards

  /// `merge-reports` is given no report folder.
  case noReportFolders
  /// `--output` is (`relation` "is"), lies inside or contains the report folder of a shard.
  case outputOverlapsShard(output: String, relation: String, shard: String)
  /// The report in `directory` was written by `command`, which is neither verify nor record.
  case notVerifyOrRecord(directory: String, command: String)
  /// The report in `directory` does not record its `--filter`.
  case filterNotRecorded(directory: String, command: String)
  /// The report in `directory` records a `--filter` that is not a regular expression.
  case filterInvalid(directory: String, pattern: String, command: String)
  /// The report in `directory` covers another plan than the catalog's definitions give with
  /// its `filter` (nil: no `--filter`).
  case otherPlan(directory: String, filter: String?)
  /// The report in `directory` does not record which plan it covers.
  case planNotRecorded(directory: String)
  /// The reports in `first` and `other` come from different runs.
  case differentRuns(first: String, other: String)
  /// The report in `directory` is of an interrupted run.
  case interruptedRun(directory: String)
  /// The report in `directory` is shard `shard` (`K/N`) but the one in `first` is of `count`
  /// shards.
  case shardCountDiffers(directory: String, shard: String, first: String, count: Int)
  /// Shard `shard` is given twice, in `first` and `second`.
  case shardGivenTwice(shard: String, first: String, second: String)
  /// The shards `missing` (each `K/N`) are not given; `given` are.
  case shardsMissing(missing: [String], given: [String])
  /// The report in `directory` names a shard (`shard`) that does not parse.
  case invalidShard(directory: String, shard: String)
  /// The report in `directory` names an image `path` outside its folder.
  case imageOutsideFolder(directory: String, path: String)
  /// The report in `directory` (of `shard`, `K/N`, or nil for a whole run) is not exactly
  /// what its run of `command` wrote: `mismatch` says how.
  case notAsRun(directory: String, shard: String?, command: String, mismatch: Mismatch)

  // MARK: - Mismatch

  /// How a shard's report differs from what its run of the plan must have written.
  public enum Mismatch: Hashable, Sendable {
    /// The entries are not those `part` (`shard K/N` or `a whole run`) reports: `missing` and
    /// `unexpected` ids; `orphansIn` names the merge's references folder when orphans are
    /// among them.
    case entries(part: String, missing: [String], unexpected: [String], orphansIn: String?)
    /// An entry `id` has a `status` the command never gives an entry of its kind (`noun`,
    /// such as `a planned snapshot`).
    case status(id: String, status: String, noun: String)
    /// The summary's counts of `fields` (`reported`) differ from its entries' (`counted`).
    case counts(fields: [String], reported: [Int], counted: [Int])
    /// The report does not list the `stale` baseline entries `file` has (it lists `listed`).
    case staleBaseline(file: String, listed: Int, stale: Int)
  }

  /// Whether the error is in what the user typed (exit code 64) rather than in the reports (2).
  public var isUsage: Bool {
    switch self {
    case .noReportFolders, .outputOverlapsShard, .commentOutputNotAFolder,
      .commentOutputInReferences, .commentURLInvalid:
      true
    default: false
    }
  }

  /// The message shown to the user.
  public var description: String {
    let q = FileNames.quoted
    switch self {
    case .cannotEncode(let reason):
      return "cannot encode the report: \(reason)"
    case .notWritten(let reason):
      return "the report was not written: \(reason)"
    case .noReport(let file, let directory):
      return "no report at '\(file)'; run `catalog verify --report \(directory)` first"
    case .notAReport(let file, let reason):
      return "'\(file)' is not a catalog report: \(reason)"
    case .wrongFormat(let file, let format, let expected):
      return "'\(file)' has format '\(format)', expected '\(expected)'"

    case .notAVerifyReport(let directory, let command):
      return "the report in \(q(directory)) is of \(q(command)), not of verify; record --failed "
        + "accepts what a verify run found: pass the --report folder of a failing verify"
    case .otherSnapshots(let directory, let verified, let given):
      return "the report in \(q(directory)) verified the references in \(q(verified)), not those "
        + "in \(q(given)); pass --snapshots \(FileNames.shellQuoted(verified)), or run verify on "
        + "\(q(given)) first"
    case .nothingToAccept(let directory, let passed):
      let found =
        passed
        ? "it passed"
        : "what it found (accessibility findings, orphaned references, rendering errors) is "
          + "not accepted by recording: see its report"
      return "the report in \(q(directory)) has no changed or missing snapshot to accept, so "
        + "nothing was recorded; \(found)"
    case .failuresNotPlanned(let directory, let ids):
      return "none of the \(ids.count) snapshots that failed in the report in \(q(directory)) is "
        + "planned any more (\(Self.sample(ids))): the definitions changed since it ran; run "
        + "verify again"
    case .summaryNotWritten(let path, let reason):
      return "cannot append the job summary to \(q(path)) (GITHUB_STEP_SUMMARY): \(reason); the "
        + "verdict stands, and the report lists every failure"

    case .commentNeedsVerifyReport(let directory, let command):
      return "the report in \(q(directory)) is of \(q(command)), not of verify; a comment shows "
        + "what a verify run found: pass the --report folder of a verify run"
    case .commentImageMissing(let directory, let path):
      return "the report in \(q(directory)) names the image \(q(path)), which is not in the "
        + "folder; pass the whole report folder (download the whole artifact), or run verify "
        + "again"
    case .commentImageUnreadable(let path, let reason):
      return "cannot read the report image \(q(path)): \(reason); run verify again to write "
        + "the report anew"
    case .commentOutputNotAFolder(let path, let kind):
      return "--output \(q(path)) is \(kind), not a folder; pass a folder of its own, such as "
        + ".build/catalog/comment"
    case .commentOutputInReferences(let path, let references):
      return "--output \(q(path)) lies in the references folder \(q(references)), which a "
        + "comment must never write into; pass a folder outside it, such as "
        + ".build/catalog/comment"
    case .commentURLInvalid(let option, let url):
      return "\(option) \(q(url)) is not a web address a comment can link; pass an https:// "
        + "address without spaces, quotes, parentheses or angle brackets"

    case .noReportFolders:
      return "merge-reports needs at least one report directory"
    case .outputOverlapsShard(let output, let relation, let shard):
      return "--output \(q(output)) \(relation) the report folder of a shard, \(q(shard)): the "
        + "merge would overwrite the reports it reads; pass another --output, such as "
        + ".build/catalog"
    case .notVerifyOrRecord(let directory, let command):
      return "the report in \(q(directory)) is of \(q(command)), not of verify or record; merge "
        + "the reports of verify or record shards"
    case .filterNotRecorded(let directory, let command):
      return "the report in \(q(directory)) does not record its --filter (an older catalog "
        + "wrote it), so what its shard had to report cannot be worked out; run that shard's "
        + "\(command) again"
    case .filterInvalid(let directory, let pattern, let command):
      return "the report in \(q(directory)) records the --filter \(q(pattern)), which is not a "
        + "regular expression; run that shard's \(command) again"
    case .otherPlan(let directory, let filter):
      let selection = filter.map { "the --filter \(q($0))" } ?? "no --filter"
      return "the report in \(q(directory)) covers another plan than this catalog's definitions "
        + "give with \(selection) (the definitions changed since the shards ran, or the report "
        + "was edited); merge with the catalog built from the commit the shards ran, or run the "
        + "shards again"
    case .planNotRecorded(let directory):
      return "the report in \(q(directory)) does not say which plan it covers (an older catalog "
        + "wrote it); run that shard's verify again"
    case .differentRuns(let first, let other):
      return "the reports in \(q(first)) and \(q(other)) come from different runs (other "
        + "definitions, filter or command); merge the shards of one run only"
    case .interruptedRun(let directory):
      return "the report in \(q(directory)) is of an interrupted run; run that shard again "
        + "before merging"
    case .shardCountDiffers(let directory, let shard, let first, let count):
      return "the report in \(q(directory)) is shard \(shard) but the one in \(q(first)) is of "
        + "\(count) shards; merge the shards of one run only"
    case .shardGivenTwice(let shard, let first, let second):
      return "shard \(shard) is given twice: in \(q(first)) and \(q(second)); pass each shard's "
        + "report once"
    case .shardsMissing(let missing, let given):
      let one = missing.count == 1
      return "shard\(one ? "" : "s") \(missing.joined(separator: ", ")) \(one ? "is" : "are") "
        + "missing (given: \(given.joined(separator: ", "))); a merge without every shard could "
        + "pass a failure, so pass the report folder of every shard"
    case .invalidShard(let directory, let shard):
      return "the report in \(q(directory)) names an invalid shard '\(shard)'"
    case .imageOutsideFolder(let directory, let path):
      return "the report in '\(directory)' names an image outside its folder: \(q(path))"
    case .notAsRun(let directory, let shard, let command, let mismatch):
      let which = shard.map { " (shard \($0))" } ?? ""
      let run = shard == nil ? command : "that shard's \(command)"
      return "the report in \(q(directory))\(which) \(Self.words(mismatch, command)); a report "
        + "that is not exactly what its run wrote could hide a failure, so run \(run) again and "
        + "merge its new report"
    }
  }

  /// What a shard's report gets wrong, in the words of `description`.
  private static func words(_ mismatch: Mismatch, _ command: String) -> String {
    let q = FileNames.quoted
    switch mismatch {
    case .entries(let part, let missing, let unexpected, let orphansIn):
      let parts = [(missing, "missing"), (unexpected, "unexpected")].filter { !$0.0.isEmpty }
        .map { ids, word in "\(ids.count) \(word) (\(sample(ids)))" }
      let orphans =
        orphansIn.map {
          " (orphaned references are those in \(q($0)): merge in a checkout of the commit the "
            + "shards ran)"
        } ?? ""
      return "does not hold what \(part) of this plan reports: "
        + parts.joined(separator: ", ") + orphans
    case .status(let id, let status, let noun):
      return "gives \(q(id)) the status '\(status)', which \(command) never gives \(noun)"
    case .counts(let fields, let reported, let counted):
      func list(_ values: [Int]) -> String {
        zip(fields, values).map { "\($0) \($1)" }.joined(separator: ", ")
      }
      return "counts \(list(reported)), but its entries give \(list(counted))"
    case .staleBaseline(let file, let listed, let stale):
      return "does not list the stale accessibility-baseline entries \(q(file)) has for "
        + "snapshots no longer planned (it lists \(listed), the file has \(stale); they fail "
        + "verify, so merge in a checkout of the commit the shards ran)"
    }
  }

  /// The first three ids, quoted, and how many more there are.
  static func sample(_ ids: [String]) -> String {
    let shown = ids.prefix(3).map(FileNames.quoted).joined(separator: ", ")
    return ids.count > 3 ? shown + " and \(ids.count - 3) more" : shown
  }
}
