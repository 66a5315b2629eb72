// MARK: - RunReport

/// Everything one `record` or `verify` run found, written as `report.json` and read back by
/// `merge-reports` and the gallery.
///
/// Paths inside a report are relative to the report directory, so the directory can be moved
/// or published as it is.
public struct RunReport: Codable, Hashable, Sendable {
  /// The format tag written into every report.
  public static let formatTag = "catalog-report/1"

  /// Always `catalog-report/1`.
  public var format: String
  /// The command that produced the report: `record` or `verify` (a merged report keeps its
  /// shards' command).
  public var command: String
  /// The references directory the run compared against, as the user gave it.
  public var snapshotsDirectory: String
  /// The shard this report covers, such as `1/3`; `nil` for a whole run.
  public var shard: String?
  /// Counts per status.
  public var summary: Summary
  /// Wall-clock duration of the run in milliseconds.
  public var durationMilliseconds: Double
  /// The trait values that occur in the run, per dimension, in catalog order.
  public var traitDimensions: [TraitDimension]
  /// One entry per planned snapshot in plan order (definitions by name, variants as declared,
  /// then trait combinations), then problems and orphaned files.
  public var entries: [Entry]
  /// Set when the run was interrupted; `entries` then holds only what was finished.
  public var interrupted: Interruption?
  /// Identifies the plan the run covered (every planned id and the filter), so
  /// `merge-reports` can tell shards of one run from shards of different ones, and from the
  /// plan it makes itself of the definitions it was built with.
  public var plan: String?
  /// The `--filter` pattern the run selected with, empty for none, so `merge-reports` can
  /// work out what each shard had to report; `nil` in reports written before it was kept.
  public var filter: String?
  /// Why the report's images could not all be written, if they could not.
  public var imageFailure: String?
  /// How the machine that ran differs from the one the references were recorded on (fonts,
  /// HarfBuzz, ICU, renderer version), one sentence each; `nil` when it does not.
  public var environmentNotes: [String]?
  /// What the run found about the accessibility baseline file; `nil` when there is none and
  /// nothing is stale.
  public var accessibilityBaseline: BaselineReport?

  /// Creates a report.
  public init(
    command: String, snapshotsDirectory: String, shard: String? = nil,
    durationMilliseconds: Double, traitDimensions: [TraitDimension], entries: [Entry]
  ) {
    self.format = RunReport.formatTag
    self.command = command
    self.snapshotsDirectory = snapshotsDirectory
    self.shard = shard
    self.durationMilliseconds = durationMilliseconds
    self.traitDimensions = traitDimensions
    self.entries = entries
    self.summary = Summary(entries: entries)
  }
}

// MARK: - RunReport.Interruption

extension RunReport {
  /// How far an interrupted run got.
  public struct Interruption: Codable, Hashable, Sendable {
    /// How many snapshots the run had selected (as `Summary.snapshotCount` counts them).
    public var selectedCount: Int

    /// Creates the record of an interruption.
    public init(selectedCount: Int) {
      self.selectedCount = selectedCount
    }
  }
}

// MARK: - RunReport.Status

extension RunReport {
  /// What happened to one snapshot.
  public enum Status: String, Codable, Hashable, Sendable, CaseIterable {
    /// The rendering matches the reference.
    case passed
    /// The rendering differs from the reference.
    case failed
    /// No reference exists for a planned snapshot.
    case missing
    /// A reference exists that no planned snapshot produces.
    case orphaned
    /// `record` wrote a new or changed reference.
    case recorded
    /// `record` found the reference already right and left it alone.
    case unchanged
    /// Rendering, reading or writing failed; the message says why.
    case error
  }
}

// MARK: - RunReport.Summary

extension RunReport {
  /// How many entries have each status.
  public struct Summary: Codable, Hashable, Sendable {
    public var total: Int
    public var passed: Int
    public var failed: Int
    public var missing: Int
    public var orphaned: Int
    public var recorded: Int
    public var unchanged: Int
    public var errors: Int

    /// Counts the statuses of `entries`.
    public init(entries: [Entry]) {
      func count(_ status: Status) -> Int { entries.lazy.filter { $0.status == status }.count }
      total = entries.count
      passed = count(.passed)
      failed = count(.failed)
      missing = count(.missing)
      orphaned = count(.orphaned)
      recorded = count(.recorded)
      unchanged = count(.unchanged)
      errors = count(.error)
    }

    /// Whether a verify run with these counts passes: nothing failed, missing, orphaned or broken.
    public var isSuccess: Bool { failed == 0 && missing == 0 && orphaned == 0 && errors == 0 }

    /// The planned snapshots the run went through: every entry but the orphaned references,
    /// which no variant plans. The CLI summary and the gallery header both count these.
    public var snapshotCount: Int { total - orphaned }

    /// The counts a verify run prints: `36 passed, 1 failed, 1 missing, 0 orphaned, 0 errors`.
    public var verifyCounts: String {
      "\(passed) passed, \(failed) failed, \(missing) missing, \(orphaned) orphaned, "
        + "\(errors) error\(errors == 1 ? "" : "s")"
    }
  }
}

// MARK: - RunReport.TraitDimension

extension RunReport {
  /// One axis of the traits matrix, such as colour scheme, and the values the run used.
  public struct TraitDimension: Codable, Hashable, Sendable {
    /// `colorScheme`, `layoutDirection`, `textSize`, `width` or `locale`.
    public var name: String
    /// Values in catalog order, such as `["light", "dark"]`.
    public var values: [String]

    public init(name: String, values: [String]) {
      self.name = name
      self.values = values
    }
  }
}

// MARK: - RunReport.Entry

extension RunReport {
  /// One snapshot: what it is, where its images are, and how it compared.
  public struct Entry: Codable, Hashable, Sendable {
    /// `Definition/variant-slug[.traits]`: the reference path without `.png`.
    public var id: String
    /// The definition's name, such as `DLSPrimaryButton`.
    public var definition: String
    /// The variant's name as written in the definition, such as `Short text`.
    public var variant: String
    /// The definition's section of the catalog (`Components`, `Screens`); `nil` for orphaned
    /// references, whose definition may be gone, and in reports written before sections.
    public var section: String?
    /// Trait values by dimension name, such as `["colorScheme": "dark"]`.
    public var traits: [String: String]
    /// The outcome.
    public var status: Status
    /// Why the status is what it is, in words a user can act on; `nil` when it passed.
    public var message: String?
    /// The command that accepts this snapshot's current rendering; `nil` when nothing to accept.
    public var acceptCommand: String?
    /// The reference file, relative to the snapshots directory.
    public var referenceFile: String
    /// Images copied into the report directory, relative to it.
    public var images: Images
    /// Pixel size of the rendering (or of the orphaned reference).
    public var width: Int?
    public var height: Int?
    /// Comparison figures when a reference and a rendering were compared.
    public var difference: Difference?
    /// Time spent rendering and comparing, in milliseconds.
    public var durationMilliseconds: Double
    /// The accessibility snapshot and audits; `nil` for orphans, problems and snapshots
    /// whose settings turn accessibility snapshots off.
    public var accessibility: Accessibility?
    /// The moment of a transition the snapshot shows; `nil` for a view's snapshot.
    public var keyframe: TransitionKeyframe?
    /// Where the variant is declared (its `.named(_:)` call, an absolute path); `nil` when not
    /// known.
    public var source: SourceLine?
    /// The whole transition as images, on the first keyframe of each transition only.
    public var playback: Playback?
    /// The outcome of each registered format beyond the shipped ones (which keep the fields
    /// above), by format name; `nil` when there is none, so reports of the shipped formats
    /// keep their bytes.
    public var formatResults: [String: FormatResult]?
    /// What changed in the laid-out view tree; `nil` when nothing is worth saying (the
    /// snapshot passed with the same tree, or has no stored tree and passed).
    public var layout: Layout?
    /// The rendering key of the image, and whether it judged the snapshot without
    /// rasterizing (see `RenderingKeys`); `nil` when the rendering has no key.
    public var renderingKey: RenderingKey?

    public init(
      id: String, definition: String, variant: String, section: String? = nil,
      traits: [String: String], status: Status, message: String? = nil,
      acceptCommand: String? = nil,
      referenceFile: String, images: Images = Images(), width: Int? = nil,
      height: Int? = nil, difference: Difference? = nil, durationMilliseconds: Double = 0
    ) {
      self.id = id
      self.definition = definition
      self.variant = variant
      self.section = section
      self.traits = traits
      self.status = status
      self.message = message
      self.acceptCommand = acceptCommand
      self.referenceFile = referenceFile
      self.images = images
      self.width = width
      self.height = height
      self.difference = difference
      self.durationMilliseconds = durationMilliseconds
    }
  }

  /// A snapshot's rendering key: the hash of every input of its pixels (see `RenderingKeys`).
  public struct RenderingKey: Codable, Hashable, Sendable {
    /// The key, 32 hex digits.
    public var key: String
    /// The hash of the reference file as it is after the run, when the image format read
    /// or wrote one.
    public var file: String?
    /// Whether the pixels were rasterized; `false` when the reference's line in
    /// `rendering-keys.txt` vouched for them.
    public var rasterized: Bool

    /// Creates a rendering key note.
    public init(key: String, file: String?, rasterized: Bool) {
      self.key = key
      self.file = file
      self.rasterized = rasterized
    }
  }

  /// Report-relative paths of the images a reviewer needs; absent ones are `nil`.
  public struct Images: Codable, Hashable, Sendable {
    /// The reference as it is in the snapshots directory.
    public var expected: String?
    /// What this run rendered, when it differs from the reference or none exists.
    public var actual: String?
    /// The diff image (changed pixels red, anti-aliasing yellow, the rest faded).
    public var diff: String?
    /// The accessibility overlay: the rendering dimmed, each element outlined in its own
    /// colour, activation points marked, and a legend of what VoiceOver reads.
    public var overlay: String?

    public init(
      expected: String? = nil, actual: String? = nil, diff: String? = nil,
      overlay: String? = nil
    ) {
      self.expected = expected
      self.actual = actual
      self.diff = diff
      self.overlay = overlay
    }
  }

  /// A transition played back in the report: every frame at a frame rate, and the keyframes
  /// side by side. Generated into the report, never stored as references.
  public struct Playback: Codable, Hashable, Sendable {
    /// The filmstrip: every keyframe side by side, in order.
    public var filmstrip: String?
    /// Every frame from the start to the end at `framesPerSecond`, the last at the end.
    public var frames: [String]
    /// Frames per second of `frames`.
    public var framesPerSecond: Double
    /// What a reviewer should know about the transition that fails nothing: an animation for
    /// an id on neither screen, a spring still moving at the end, a blur clamped.
    public var notes: [String]

    /// Creates a playback.
    public init(
      filmstrip: String?, frames: [String], framesPerSecond: Double,
      notes: [String] = []
    ) {
      self.filmstrip = filmstrip
      self.frames = frames
      self.framesPerSecond = framesPerSecond
      self.notes = notes
    }
  }

  /// How one text format's artefact of a snapshot compared with its reference (a format
  /// registered beside the shipped ones, such as a layout tree).
  public struct FormatResult: Codable, Hashable, Sendable {
    /// The reference file, relative to the snapshots directory.
    public var file: String
    /// How it compared; the entry's own status already folds this in.
    public var status: Status
    /// Why the status is what it is; `nil` when it passed or was unchanged.
    public var message: String?
    /// The artefact of this rendering, as `record` writes it.
    public var text: String
    /// The reference's text when it differs from `text`.
    public var expectedText: String?
    /// A line diff from `expectedText` to `text` ("- …" / "+ …"), when they differ.
    public var diff: String?

    /// Creates a format's result.
    public init(
      file: String, status: Status, message: String? = nil, text: String,
      expectedText: String? = nil, diff: String? = nil
    ) {
      self.file = file
      self.status = status
      self.message = message
      self.text = text
      self.expectedText = expectedText
      self.diff = diff
    }
  }

  /// How a rendering differs from its reference.
  public struct Difference: Codable, Hashable, Sendable {
    public var mismatchedPixels: Int
    /// `mismatchedPixels` over the pixel count.
    public var mismatchedRatio: Double
    /// The largest difference of any channel, in 8-bit levels.
    public var maxChannelDelta: Int
    /// The smallest rectangle holding every difference: `[x, y, width, height]`.
    public var bounds: [Int]?
    /// Set when the two images have different sizes: `"WxH vs WxH"`.
    public var sizeMismatch: String?

    public init(
      mismatchedPixels: Int, mismatchedRatio: Double, maxChannelDelta: Int,
      bounds: [Int]?, sizeMismatch: String? = nil
    ) {
      self.mismatchedPixels = mismatchedPixels
      self.mismatchedRatio = mismatchedRatio
      self.maxChannelDelta = maxChannelDelta
      self.bounds = bounds
      self.sizeMismatch = sizeMismatch
    }
  }
}
