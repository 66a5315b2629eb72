import Foundation

// MARK: - FileError

/// Why catalog cannot read or write a file or folder: the options that name folders, the
/// report folder, references, output files. Every message is written here, in `description`,
/// and quotes the path it is about; a throw site names the case and its values only.
public enum FileError: Error, Hashable, Sendable, CustomStringConvertible {
  // MARK: Writing a file

  /// A folder to write into cannot be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// The folder a file goes into refuses writes (permissions, a read-only mount).
  case directoryNotWritable(file: String, directory: String)
  /// A folder stands where the file should be.
  case directoryInTheWay(file: String)
  /// Writing the file failed for another reason (the system's words).
  case cannotWrite(file: String, reason: String)
  /// Another process's lock on the folder cannot be waited for.
  case cannotLock(folder: String, reason: String)

  // MARK: Output files (`--output`)

  /// `--output` names no file.
  case emptyOutputPath
  /// The output path is a folder.
  case outputIsFolder(path: String)
  /// The output path is something other than a file or a folder (`kind`: "a socket", …).
  case outputIsNotAFile(path: String, kind: String)
  /// The output path is a FIFO with no reader, which would block the write forever.
  case outputFIFOUnread(path: String)
  /// The output file cannot be written for another reason.
  case outputNotWritten(path: String, reason: String)
  /// The image to write as the output cannot be encoded.
  case cannotEncodeImage(path: String, reason: String)
  /// A rendering cannot be encoded as PNG.
  case cannotEncodeRendering(name: String, reason: String)

  // MARK: The snapshots folder (`--snapshots`)

  /// `--snapshots` is empty.
  case emptySnapshotsOption
  /// The snapshots folder cannot be listed.
  case snapshotsFolderUnreadable(path: String)
  /// The snapshots folder does not exist and the command only reads it.
  case snapshotsFolderMissing(path: String)
  /// `--snapshots` names something other than a folder (`kind`: "a file", …).
  case snapshotsNotAFolder(path: String, kind: String)
  /// The snapshots folder cannot be reached (a link loop, a folder without permission).
  case snapshotsFolderUnreachable(path: String, reason: String)

  // MARK: The report folder (`--report`)

  /// The report folder option (`option`, such as `--report`) is empty.
  case emptyReportOption(option: String)
  /// The report folder option names something other than a folder.
  case reportNotAFolder(option: String, path: String, kind: String)
  /// The report folder cannot be reached.
  case reportFolderUnreachable(path: String, reason: String)
  /// The report folder is a snapshots folder.
  case reportIsSnapshotsFolder(path: String, option: String)
  /// The report folder lies inside the snapshots folder `snapshots`.
  case reportInsideSnapshotsFolder(path: String, snapshots: String, option: String)
  /// The report folder contains the snapshots folder `snapshots`.
  case reportContainsSnapshotsFolder(path: String, snapshots: String, option: String)
  /// The report folder holds files that are not a catalog report.
  case reportFolderHoldsOtherFiles(path: String, option: String)
  /// The name of the report folder's marker (`path`) holds something other than a file.
  case reportMarkerNotAFile(path: String, kind: String)

  // MARK: Inside the report folder

  /// A path to write in the report folder leads through something that is no folder of the
  /// report's (`refusal` says what).
  indirect case cannotWriteInReport(path: String, refusal: FileError)
  /// A path given to the report folder is not below it.
  case notInsideReportFolder(relative: String, folder: String)
  /// A folder on the way to a report file does not exist.
  case reportPathMissing(path: String)
  /// A folder on the way to a report file is not writable.
  case reportDirectoryNotWritable(directory: String)
  /// A folder on the way to a report file cannot be opened.
  case reportPathUnopenable(path: String, reason: String)
  /// A symbolic link stands on the way to a report file.
  case reportPathIsLink(path: String)
  /// Something other than a folder (`kind`) stands where a folder of the report should be.
  case reportPathIsNotAFolder(path: String, kind: String)
  /// The report folder itself cannot be created.
  case cannotCreateReportFolder(path: String, reason: String)
  /// The report folder itself cannot be opened.
  case reportFolderUnopenable(path: String, reason: String)
  /// A folder of the report is a references folder reached another way (a bind mount).
  case reportReachesReferences(path: String, references: String)
  /// An image a report names is not in its report folder.
  case reportImageMissing(path: String)
  /// An image a report names cannot be read.
  case reportImageUnreadable(path: String, reason: String)
  /// The previous run's image cannot be deleted.
  case cannotDeletePreviousImage(path: String, reason: String)
  /// The report folder's manifest cannot be encoded.
  case cannotEncodeManifest(reason: String)

  /// Whether the error is in what the user asked for (exit code 64) rather than on disk (2).
  public var isUsage: Bool {
    switch self {
    case .emptyOutputPath, .emptySnapshotsOption, .snapshotsFolderMissing, .snapshotsNotAFolder,
      .emptyReportOption, .reportNotAFolder, .reportIsSnapshotsFolder,
      .reportInsideSnapshotsFolder, .reportContainsSnapshotsFolder, .reportFolderHoldsOtherFiles,
      .reportMarkerNotAFile:
      true
    default: false
    }
  }

  /// The message shown to the user.
  public var description: String {
    let q = FileNames.quoted
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      return "cannot create directory '\(path)': \(reason)"
    case .directoryNotWritable(let file, let directory):
      return "cannot write '\(file)': the directory '\(directory)' is not writable"
    case .directoryInTheWay(let file):
      return "cannot write '\(file)': a directory is in the way; remove it and run again"
    case .cannotWrite(let file, let reason):
      return "cannot write '\(file)': \(reason)"
    case .cannotLock(let folder, let reason):
      return "cannot lock the folder \(q(folder)): \(reason)"

    case .emptyOutputPath:
      return "the output path is empty; pass a file name such as --output out.png"
    case .outputIsFolder(let path):
      return "\(q(path)) cannot be written: it is a folder; pass a file name inside it"
    case .outputIsNotAFile(let path, let kind):
      return "\(q(path)) cannot be written: it is \(kind); pass a file name"
    case .outputFIFOUnread(let path):
      return "\(q(path)) cannot be written: it is a FIFO that nothing reads"
    case .outputNotWritten(let path, let reason):
      return "\(q(path)) cannot be written: \(reason)"
    case .cannotEncodeImage(let path, let reason):
      return "cannot encode the image for \(q(path)): \(reason)"
    case .cannotEncodeRendering(let name, let reason):
      return "cannot encode the rendering of '\(name)': \(reason)"

    case .emptySnapshotsOption:
      return "--snapshots is empty (an unset shell variable?); pass the references folder, "
        + "for example --snapshots Snapshots"
    case .snapshotsFolderUnreadable(let path):
      return "the snapshots folder \(q(path)) cannot be read; check its permissions"
    case .snapshotsFolderMissing(let path):
      return "the snapshots folder \(q(path)) does not exist; pass the folder that holds the "
        + "references with --snapshots, or run `record` to create it"
    case .snapshotsNotAFolder(let path, let kind):
      return "--snapshots \(q(path)) is \(kind), not a folder; pass the references folder"
    case .snapshotsFolderUnreachable(let path, let reason):
      return "the snapshots folder \(q(path)) cannot be reached: \(reason)"

    case .emptyReportOption(let option):
      return "\(option) is empty; pass a folder for the report, such as .build/catalog"
    case .reportNotAFolder(let option, let path, let kind):
      return "\(option) \(q(path)) is \(kind), not a folder; pass a folder for the report"
    case .reportFolderUnreachable(let path, let reason):
      return "the report folder \(q(path)) cannot be reached: \(reason)"
    case .reportIsSnapshotsFolder(let path, let option):
      return Self.mixing(path, "is the snapshots folder", option)
    case .reportInsideSnapshotsFolder(let path, let snapshots, let option):
      return Self.mixing(path, "lies inside the snapshots folder \(q(snapshots))", option)
    case .reportContainsSnapshotsFolder(let path, let snapshots, let option):
      return Self.mixing(path, "contains the snapshots folder \(q(snapshots))", option)
    case .reportFolderHoldsOtherFiles(let path, let option):
      return "the report folder \(q(path)) holds other files and no catalog report; pass an "
        + "empty or new folder with \(option), such as .build/catalog"
    case .reportMarkerNotAFile(let path, let kind):
      return "\(q(path)) is \(kind) where catalog's report folder marker should be; "
        + Self.reportAdvice

    case .cannotWriteInReport(let path, let refusal):
      return "cannot write \(q(path)): \(refusal)"
    case .notInsideReportFolder(let relative, let folder):
      return "\(q(relative)) is no path inside the report folder \(q(folder))"
    case .reportPathMissing(let path):
      return "\(q(path)) does not exist"
    case .reportDirectoryNotWritable(let directory):
      return "the directory \(q(directory)) is not writable"
    case .reportPathUnopenable(let path, let reason):
      return "\(q(path)) cannot be opened: \(reason)"
    case .reportPathIsLink(let path):
      return "\(q(path)) is a symbolic link; " + Self.reportAdvice
    case .reportPathIsNotAFolder(let path, let kind):
      return "\(q(path)) is \(kind) where a folder should be; " + Self.reportAdvice
    case .cannotCreateReportFolder(let path, let reason):
      return "cannot create directory \(q(path)): \(reason)"
    case .reportFolderUnopenable(let path, let reason):
      return "the report folder \(q(path)) cannot be opened: \(reason)"
    case .reportReachesReferences(let path, let references):
      return "\(q(path)) is the references folder \(q(references)), reached another way (a "
        + "bind mount?); a report must never lead into the references: unmount or delete it "
        + "and run again"
    case .reportImageMissing(let path):
      return "image \(q(path)) named by the report is missing"
    case .reportImageUnreadable(let path, let reason):
      return "image \(q(path)) named by the report cannot be read: \(reason)"
    case .cannotDeletePreviousImage(let path, let reason):
      return "cannot delete the previous run's image \(q(path)): \(reason)"
    case .cannotEncodeManifest(let reason):
      return "cannot encode the report manifest: \(reason)"
    }
  }

  /// What to do about something in the report folder that catalog did not put there.
  private static let reportAdvice =
    "the report folder holds only what catalog writes: delete it and run again"

  private static func mixing(_ path: String, _ relation: String, _ option: String) -> String {
    "the report folder \(FileNames.quoted(path)) \(relation): the report's images must never "
      + "mix with references; pass another \(option), such as .build/catalog"
  }
}
