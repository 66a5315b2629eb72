import Catalog
import Testing

// MARK: - ErrorMessageTests

/// Every typed error reads as the message composed where it was thrown used to: the same
/// words and the same exit code, so a typed error equals the `usage`/`failure` value of the
/// same message.
@Suite struct ErrorMessageTests {
  static let q = FileNames.quoted

  /// Each typed case, and the error its throw site used to build inline.
  static let cases: [(CatalogError, CatalogError)] = [
    (
      .file(.cannotCreateDirectory(path: "a/b", reason: "No space")),
      .failure("cannot create directory 'a/b': No space")
    ),
    (
      .file(.directoryNotWritable(file: "a/b.png", directory: "a")),
      .failure("cannot write 'a/b.png': the directory 'a' is not writable")
    ),
    (
      .file(.directoryInTheWay(file: "a/b.png")),
      .failure("cannot write 'a/b.png': a directory is in the way; remove it and run again")
    ),
    (
      .file(.cannotWrite(file: "a/b.png", reason: "I/O error")),
      .failure("cannot write 'a/b.png': I/O error")
    ),
    (
      .file(.cannotLock(folder: "a\nb", reason: "Bad file")),
      .failure("cannot lock the folder \(q("a\nb")): Bad file")
    ),
    (
      .file(.emptyOutputPath),
      .usage("the output path is empty; pass a file name such as --output out.png")
    ),
    (
      .file(.outputIsFolder(path: "out")),
      .failure("'out' cannot be written: it is a folder; pass a file name inside it")
    ),
    (
      .file(.outputIsNotAFile(path: "out", kind: "a socket")),
      .failure("'out' cannot be written: it is a socket; pass a file name")
    ),
    (
      .file(.outputFIFOUnread(path: "out")),
      .failure("'out' cannot be written: it is a FIFO that nothing reads")
    ),
    (
      .file(.outputNotWritten(path: "out", reason: "Permission denied")),
      .failure("'out' cannot be written: Permission denied")
    ),
    (
      .report(.notWritten(reason: "cannot write 'r/report.json': No space left on device")),
      .failure("the report was not written: cannot write 'r/report.json': No space left on device")
    ),
    (
      .file(.cannotEncodeImage(path: "out.png", reason: "too large")),
      .failure("cannot encode the image for 'out.png': too large")
    ),
    (
      .file(.cannotEncodeRendering(name: "a.png", reason: "too large")),
      .failure("cannot encode the rendering of 'a.png': too large")
    ),
    (
      .file(.emptySnapshotsOption),
      .usage(
        "--snapshots is empty (an unset shell variable?); pass the references folder, "
          + "for example --snapshots Snapshots")
    ),
    (
      .file(.snapshotsFolderUnreadable(path: "S")),
      .failure("the snapshots folder 'S' cannot be read; check its permissions")
    ),
    (
      .file(.snapshotsFolderMissing(path: "S")),
      .usage(
        "the snapshots folder 'S' does not exist; pass the folder that holds the "
          + "references with --snapshots, or run `record` to create it")
    ),
    (
      .file(.snapshotsNotAFolder(path: "S", kind: "a file")),
      .usage("--snapshots 'S' is a file, not a folder; pass the references folder")
    ),
    (
      .file(.snapshotsFolderUnreachable(path: "S", reason: "a symbolic-link loop")),
      .failure("the snapshots folder 'S' cannot be reached: a symbolic-link loop")
    ),
    (
      .file(.emptyReportOption(option: "--output")),
      .usage("--output is empty; pass a folder for the report, such as .build/catalog")
    ),
    (
      .file(.reportNotAFolder(option: "--report", path: "r", kind: "a FIFO")),
      .usage("--report 'r' is a FIFO, not a folder; pass a folder for the report")
    ),
    (
      .file(.reportFolderUnreachable(path: "r", reason: "a symbolic-link loop")),
      .failure("the report folder 'r' cannot be reached: a symbolic-link loop")
    ),
    (
      .file(.reportIsSnapshotsFolder(path: "S", option: "--report")),
      .usage(
        "the report folder 'S' is the snapshots folder: the report's images must never mix "
          + "with references; pass another --report, such as .build/catalog")
    ),
    (
      .file(.reportInsideSnapshotsFolder(path: "S/r", snapshots: "S", option: "--report")),
      .usage(
        "the report folder 'S/r' lies inside the snapshots folder 'S': the report's images "
          + "must never mix with references; pass another --report, such as .build/catalog")
    ),
    (
      .file(.reportContainsSnapshotsFolder(path: ".", snapshots: "S", option: "--output")),
      .usage(
        "the report folder '.' contains the snapshots folder 'S': the report's images "
          + "must never mix with references; pass another --output, such as .build/catalog")
    ),
    (
      .file(.reportFolderHoldsOtherFiles(path: "r", option: "--report")),
      .usage(
        "the report folder 'r' holds other files and no catalog report; pass an "
          + "empty or new folder with --report, such as .build/catalog")
    ),
    (
      .file(.cannotWriteInReport(path: "r/a/b.png", refusal: .reportPathIsLink(path: "r/a"))),
      .failure(
        "cannot write 'r/a/b.png': 'r/a' is a symbolic link; the report folder holds only what "
          + "catalog writes: delete it and run again")
    ),
    (
      .file(.notInsideReportFolder(relative: "../x", folder: "r")),
      .failure("'../x' is no path inside the report folder 'r'")
    ),
    (.file(.reportPathMissing(path: "r/a")), .failure("'r/a' does not exist")),
    (
      .file(.reportDirectoryNotWritable(directory: "r")),
      .failure("the directory 'r' is not writable")
    ),
    (
      .file(.reportPathUnopenable(path: "r/a", reason: "Too many open files")),
      .failure("'r/a' cannot be opened: Too many open files")
    ),
    (
      .file(.reportPathIsNotAFolder(path: "r/a", kind: "a file")),
      .failure(
        "'r/a' is a file where a folder should be; the report folder holds only what catalog "
          + "writes: delete it and run again")
    ),
    (
      .file(.cannotCreateReportFolder(path: "r", reason: "Read-only file system")),
      .failure("cannot create directory 'r': Read-only file system")
    ),
    (
      .file(.reportFolderUnopenable(path: "r", reason: "Permission denied")),
      .failure("the report folder 'r' cannot be opened: Permission denied")
    ),
    (
      .file(.reportReachesReferences(path: "r/m", references: "S")),
      .failure(
        "'r/m' is the references folder 'S', reached another way (a bind mount?); a report "
          + "must never lead into the references: unmount or delete it and run again")
    ),
    (
      .file(.reportImageMissing(path: "r/images/a.png")),
      .failure("image 'r/images/a.png' named by the report is missing")
    ),
    (
      .file(.reportImageUnreadable(path: "r/images/a.png", reason: "it is a FIFO")),
      .failure("image 'r/images/a.png' named by the report cannot be read: it is a FIFO")
    ),
    (
      .file(.cannotDeletePreviousImage(path: "r/images/a.png", reason: "Busy")),
      .failure("cannot delete the previous run's image 'r/images/a.png': Busy")
    ),
    (
      .file(.cannotEncodeManifest(reason: "bad")),
      .failure("cannot encode the report manifest: bad")
    ),
    (
      .run(.environmentNotText(file: "env.yaml")),
      .failure("env.yaml: not UTF-8 text; run `catalog record` to write it again")
    ),
    (
      .run(.environmentFontLineMalformed(file: "env.yaml", line: 7)),
      .failure(
        "env.yaml:7: expected `  - <file> <digest>`; run `catalog record` to write it again")
    ),
    (
      .run(.environmentLineMalformed(file: "env.yaml", line: 3)),
      .failure("env.yaml:3: expected `key: value`; run `catalog record` to write it again")
    ),
    (
      .run(.environmentUnexpectedKey(file: "env.yaml", line: 4, key: "gpu")),
      .failure("env.yaml:4: unexpected key 'gpu'; run `catalog record` to write it again")
    ),
    (
      .run(.emptyCatalog(snapshots: "S")),
      .failure(
        "the catalog has no snapshots: no definition conforms to ViewDefinition and "
          + "'S' holds no references. Definitions are found by the "
          + "DefinitionsDiscovery plugin in the target that holds them; pass that target's "
          + "DiscoveredDefinitions.all to CatalogCommand.main (README, \"Use it in your package\")")
    ),
    (
      .run(.selectsNothing(options: ["--filter 'X'"], plannedCount: 1, command: "catalog")),
      .usage(
        "--filter 'X' selects none of the 1 planned snapshot and no reference; run "
          + "`catalog list` to see the snapshot ids")
    ),
    (
      .run(
        .selectsNothing(
          options: ["--filter 'X'", "--shard 2/3"], plannedCount: 5, command: "swift run catalog")),
      .usage(
        "--filter 'X' and --shard 2/3 select none of the 5 planned snapshots and no reference; "
          + "run `swift run catalog list` to see the snapshot ids")
    ),
    (
      .run(.planHasProblems(reasons: ["A: bad", "B: worse"])),
      .failure("not pruning while the plan has problems:\n  A: bad\n  B: worse")
    ),
    (
      .run(.cannotListReferences(folder: "S/A", reason: "Permission denied")),
      .failure(
        "cannot list the references in 'S/A': Permission denied; fix its permissions so "
          + "orphaned snapshots can be found")
    ),
    (
      .run(.cannotDeleteOrphan(path: "S/A/x.png", reason: "Read-only file system")),
      .failure("cannot delete 'S/A/x.png': Read-only file system")
    ),
    (
      .plan(.invalidShard("0/2")),
      .usage("invalid shard '0/2': expected K/N with 1 ≤ K ≤ N, for example --shard 2/4")
    ),
    (
      .plan(.invalidFilter("a(", reason: "bad")),
      .usage(
        "invalid --filter 'a(': not a regular expression (bad); "
          + "use a plain name such as 'Button' or escape special characters")
    ),
    (
      .render(.variantGone(definition: "Badge", number: 3)),
      .failure("Badge: variant 3 no longer exists")
    ),
    (
      .render(.transitionGone(definition: "Sheet", number: 2)),
      .failure("Sheet: transition 2 no longer exists")
    ),
    (.render(.problem(name: "Badge › Count", reason: "odd")), .failure("Badge › Count: odd")),
    (
      .render(.cannotAllocate(name: "Badge › Count", width: 40, height: 30)),
      .failure("Badge › Count: cannot allocate 40x30 px")
    ),
    (
      .render(.actionsFailed(name: "Form › Filled", reason: "no field")),
      .failure("Form › Filled: the variant's actions failed: no field")
    ),
    (
      .render(.noArea(name: "Spacer › Empty", size: "0x20")),
      .failure(
        "Spacer › Empty has no area (0x20 pt); give it "
          + "content or a size with .frame(width:height:)")
    ),
    (
      .render(
        .overPixelLimit(
          name: "List › Long", size: "390x9000", pixels: "1170x27000", scale: "3", limit: 16384)),
      .failure(
        "List › Long measures 390x9000 pt "
          + "(1170x27000 px at 3x), over the "
          + "limit of 16384 px a side; give it a fixed size with "
          + ".frame(height:) or raise maxPixelSide in its snapshotSettings")
    ),
    (
      .render(.tooLargeToRender(name: "Huge › One", reason: "too many pixels")),
      .failure(
        "Huge › One cannot be rendered: too many pixels; "
          + "give it a smaller size with .frame(width:height:)")
    ),
    (
      .render(.changeFailed(name: "Sheet › Opens", reason: "boom")),
      .failure("Sheet › Opens: the change failed: boom")
    ),
    (
      .render(
        .screensDiffer(
          name: "Nav › Push", sourceWidth: 390, sourceHeight: 844, width: 390, height: 600)),
      .failure(
        "Nav › Push: the source screen measures 390.0×"
          + "844.0 pt and the destination 390.0×600.0 pt; give "
          + "the definition a device or fixed layout so both screens have one size")
    ),
    (
      .render(.transitionReleased(key: "Sheet/opens")),
      .failure("the transition 'Sheet/opens' was released before all its keyframes used it")
    ),
    (
      .plan(.keyframeProgressOutside(1.5)),
      .failure(
        "a keyframe at progress 1.5 is outside the "
          + "transition; give fractions from 0 (the source) to 1 (the destination)")
    ),
    (
      .plan(.keyframeTimeOutside(0.5, duration: 0.35)),
      .failure(
        "a keyframe at 0.5 s is outside the transition, which lasts 0.35 s; give times from 0 "
          + "to its duration")
    ),
    (
      .plan(.keyframeTimeOutside(3, duration: 2)),
      .failure(
        "a keyframe at 3.0 s is outside the transition, which lasts 2 s; give times from 0 "
          + "to its duration")
    ),
    (
      .plan(.keyframeRateInvalid(-30)),
      .failure("a frame rate of -30.0 fps; give a positive number such as 30 or 60")
    ),
    (
      .plan(.tooManyKeyframes(fps: 1000, duration: 1)),
      .failure(
        "1000 fps over 1.0 s makes more than 600 keyframes; give a lower frame rate or listed "
          + "times")
    ),
    (.plan(.noKeyframes), .failure("the transition lists no keyframes; give at least one")),
    (
      .plan(.keyframeListedTwice("50pct")),
      .failure("the keyframe 50pct is listed twice; list each moment once")
    ),
    (
      .run(.environmentIncomplete(file: "env.yaml")),
      .failure(
        "env.yaml: renderer, harfbuzz, icu and fonts are all needed; run `catalog record` to "
          + "write it again")
    ),
    (
      .report(.cannotEncode(reason: "bad")),
      .failure("cannot encode the report: bad")
    ),
    (
      .report(.noReport(file: "r/report.json", directory: "r")),
      .failure("no report at 'r/report.json'; run `catalog verify --report r` first")
    ),
    (
      .report(.notAReport(file: "r/report.json", reason: "bad JSON")),
      .failure("'r/report.json' is not a catalog report: bad JSON")
    ),
    (
      .report(.wrongFormat(file: "r/report.json", format: "catalog-report/0", expected: "c/1")),
      .failure("'r/report.json' has format 'catalog-report/0', expected 'c/1'")
    ),
    (
      .report(.noReportFolders),
      .usage("merge-reports needs at least one report directory")
    ),
    (
      .report(.outputOverlapsShard(output: "m", relation: "lies inside", shard: "s 1")),
      .usage(
        "--output 'm' lies inside the report folder of a shard, 's 1': the merge would "
          + "overwrite the reports it reads; pass another --output, such as .build/catalog")
    ),
    (
      .report(.notVerifyOrRecord(directory: "s1", command: "list")),
      .failure(
        "the report in 's1' is of 'list', not of verify or record; merge the reports of "
          + "verify or record shards")
    ),
    (
      .report(.filterNotRecorded(directory: "s1", command: "verify")),
      .failure(
        "the report in 's1' does not record its --filter (an older catalog wrote it), so what "
          + "its shard had to report cannot be worked out; run that shard's verify again")
    ),
    (
      .report(.filterInvalid(directory: "s1", pattern: "a(", command: "record")),
      .failure(
        "the report in 's1' records the --filter 'a(', which is not a regular expression; run "
          + "that shard's record again")
    ),
    (
      .report(.otherPlan(directory: "s1", filter: "Badge")),
      .failure(
        "the report in 's1' covers another plan than this catalog's definitions give with the "
          + "--filter 'Badge' (the definitions changed since the shards ran, or the report was "
          + "edited); merge with the catalog built from the commit the shards ran, or run the "
          + "shards again")
    ),
    (
      .report(.otherPlan(directory: "s1", filter: nil)),
      .failure(
        "the report in 's1' covers another plan than this catalog's definitions give with no "
          + "--filter (the definitions changed since the shards ran, or the report was "
          + "edited); merge with the catalog built from the commit the shards ran, or run the "
          + "shards again")
    ),
    (
      .report(.planNotRecorded(directory: "s1")),
      .failure(
        "the report in 's1' does not say which plan it covers (an older catalog wrote it); run "
          + "that shard's verify again")
    ),
    (
      .report(.differentRuns(first: "s1", other: "s2")),
      .failure(
        "the reports in 's1' and 's2' come from different runs (other definitions, filter or "
          + "command); merge the shards of one run only")
    ),
    (
      .report(.interruptedRun(directory: "s2")),
      .failure("the report in 's2' is of an interrupted run; run that shard again before merging")
    ),
    (
      .report(.shardCountDiffers(directory: "s2", shard: "2/3", first: "s1", count: 2)),
      .failure(
        "the report in 's2' is shard 2/3 but the one in 's1' is of 2 shards; merge the shards "
          + "of one run only")
    ),
    (
      .report(.shardGivenTwice(shard: "1/2", first: "s1", second: "s3")),
      .failure("shard 1/2 is given twice: in 's1' and 's3'; pass each shard's report once")
    ),
    (
      .report(.shardsMissing(missing: ["2/3"], given: ["1/3", "3/3"])),
      .failure(
        "shard 2/3 is missing (given: 1/3, 3/3); a merge without every shard could pass a "
          + "failure, so pass the report folder of every shard")
    ),
    (
      .report(.shardsMissing(missing: ["1/3", "3/3"], given: ["2/3"])),
      .failure(
        "shards 1/3, 3/3 are missing (given: 2/3); a merge without every shard could pass a "
          + "failure, so pass the report folder of every shard")
    ),
    (
      .report(.invalidShard(directory: "s1", shard: "0/2")),
      .failure("the report in 's1' names an invalid shard '0/2'")
    ),
    (
      .report(.imageOutsideFolder(directory: "s 1", path: "../x.png")),
      .failure("the report in 's 1' names an image outside its folder: '../x.png'")
    ),
    (
      .report(
        .notAsRun(
          directory: "s1", shard: "1/2", command: "verify",
          mismatch: .entries(
            part: "shard 1/2", missing: ["a", "b", "c", "d", "e"], unexpected: ["x"],
            orphansIn: "S"))),
      .failure(
        "the report in 's1' (shard 1/2) does not hold what shard 1/2 of this plan reports: 5 "
          + "missing ('a', 'b', 'c' and 2 more), 1 unexpected ('x') (orphaned references are "
          + "those in 'S': merge in a checkout of the commit the shards ran); a report that is "
          + "not exactly what its run wrote could hide a failure, so run that shard's verify "
          + "again and merge its new report")
    ),
    (
      .report(
        .notAsRun(
          directory: "r", shard: nil, command: "record",
          mismatch: .entries(part: "a whole run", missing: [], unexpected: ["x"], orphansIn: nil))
      ),
      .failure(
        "the report in 'r' does not hold what a whole run of this plan reports: 1 unexpected "
          + "('x'); a report that is not exactly what its run wrote could hide a failure, so run "
          + "record again and merge its new report")
    ),
    (
      .report(
        .notAsRun(
          directory: "r", shard: nil, command: "verify",
          mismatch: .status(id: "A/b", status: "recorded", noun: "a planned snapshot"))),
      .failure(
        "the report in 'r' gives 'A/b' the status 'recorded', which verify never gives a "
          + "planned snapshot; a report that is not exactly what its run wrote could hide a "
          + "failure, so run verify again and merge its new report")
    ),
    (
      .report(
        .notAsRun(
          directory: "r", shard: "2/2", command: "verify",
          mismatch: .counts(fields: ["total", "passed"], reported: [3, 3], counted: [2, 2]))),
      .failure(
        "the report in 'r' (shard 2/2) counts total 3, passed 3, but its entries give total 2, "
          + "passed 2; a report that is not exactly what its run wrote could hide a failure, so "
          + "run that shard's verify again and merge its new report")
    ),
    (
      .report(
        .notAsRun(
          directory: "r", shard: nil, command: "verify",
          mismatch: .staleBaseline(file: "S/b.txt", listed: 0, stale: 2))),
      .failure(
        "the report in 'r' does not list the stale accessibility-baseline entries 'S/b.txt' has "
          + "for snapshots no longer planned (it lists 0, the file has 2; they fail verify, so "
          + "merge in a checkout of the commit the shards ran); a report that is not exactly "
          + "what its run wrote could hide a failure, so run verify again and merge its new "
          + "report")
    ),
    (
      .format(.nameRepeated(name: "image")),
      .usage("two snapshot formats are named 'image'; give each registered format its own name")
    ),
    (
      .format(.badExtension(name: "layout", fileExtension: "TXT")),
      .usage(
        "the snapshot format 'layout' has the file extension 'TXT'; give it a lowercase one "
          + "that starts with a dot, such as '.layout.txt'")
    ),
    (
      .format(.extensionShared(first: "a", second: "b", fileExtension: ".txt")),
      .usage(
        "the snapshot formats 'a' and 'b' both keep '.txt' files; give each registered format "
          + "its own extension")
    ),
    (
      .format(.referenceNotText),
      .failure("the reference is not UTF-8 text; record it again")
    ),
    (
      .accessibility(
        .baselineLine(file: "b.yaml", line: 4, column: nil, problem: .syntax(.carriageReturn))),
      .failure(
        "b.yaml:4: expected LF line endings, found a carriage return (CRLF); convert the file "
          + "to LF, and add '*.yaml text eol=lf' to .gitattributes so git keeps it that way")
    ),
    (
      .accessibility(
        .baselineLine(file: "b.yaml", line: 4, column: 7, problem: .syntax(.unclosedString))),
      .failure(
        "b.yaml:4:7: expected a closing '\"' for the string that starts there, found the end "
          + "of the line")
    ),
    (
      .accessibility(.baselineLine(file: "b.yaml", line: 4, column: nil, problem: .byteOrderMark)),
      .failure(
        "b.yaml:4: expected UTF-8 text without a byte order mark; save the file as UTF-8 "
          + "without one")
    ),
    (
      .accessibility(.baselineLine(file: "b.yaml", line: 4, column: nil, problem: .tabIndentation)),
      .failure(
        "b.yaml:4: expected spaces for indentation, found a tab; indent keys with two spaces")
    ),
    (
      .accessibility(
        .baselineLine(
          file: "b.yaml", line: 4, column: nil, problem: .entryStartExpected(found: "x"))),
      .failure("b.yaml:4: expected '- snapshot: …' to start an entry, found 'x'")
    ),
    (
      .accessibility(
        .baselineLine(
          file: "b.yaml", line: 4, column: nil, problem: .keyBeforeEntry(found: "  rule: a"))),
      .failure(
        "b.yaml:4: expected '- snapshot: …' to start an entry before its other keys, "
          + "found '  rule: a'")
    ),
    (
      .accessibility(
        .baselineLine(file: "b.yaml", line: 4, column: nil, problem: .indentation(spaces: 1))),
      .failure("b.yaml:4: expected a key indented two spaces under its entry, found 1 space")
    ),
    (
      .accessibility(
        .baselineLine(file: "b.yaml", line: 4, column: nil, problem: .indentation(spaces: 4))),
      .failure("b.yaml:4: expected a key indented two spaces under its entry, found 4 spaces")
    ),
    (
      .accessibility(
        .baselineLine(
          file: "b.yaml", line: 4, column: nil, problem: .keyValueExpected(found: "rule"))),
      .failure("b.yaml:4: expected 'key: value', found 'rule'")
    ),
    (
      .accessibility(
        .baselineLine(
          file: "b.yaml", line: 4, column: nil,
          problem: .unknownKey(
            key: "rul", expected: ["a", "b", "c"], suggestion: "; did you mean 'b'?"))),
      .failure("b.yaml:4: unknown key 'rul'; expected a, b or c; did you mean 'b'?")
    ),
    (
      .accessibility(
        .baselineLine(
          file: "b.yaml", line: 4, column: nil,
          problem: .keyTwice(key: "rule", entryLine: 2, firstLine: 3))),
      .failure(
        "b.yaml:4: 'rule' appears twice in the entry that starts on line 2 (first on line 3); "
          + "keep one")
    ),
    (
      .accessibility(
        .baselineLine(file: "b.yaml", line: 4, column: nil, problem: .textAfterQuote(found: " x"))),
      .failure("b.yaml:4: expected the end of the line after the closing quote, found ' x'")
    ),
    (
      .accessibility(
        .baselineLine(
          file: "b.yaml", line: 4, column: nil, problem: .unescapedInPlain(name: "a tab"))),
      .failure(
        "b.yaml:4: expected no a tab in a plain value; put the value in double quotes and "
          + "write it as an escape")
    ),
    (
      .accessibility(
        .baselineLine(file: "b.yaml", line: 4, column: nil, problem: .plainStart("["))),
      .failure("b.yaml:4: a plain YAML value cannot start with '['; put the value in double quotes")
    ),
    (
      .accessibility(.baselineLine(file: "b.yaml", line: 4, column: nil, problem: .commentInPlain)),
      .failure(
        "b.yaml:4: YAML reads ' #' in a plain value as the start of a comment; put the value "
          + "in double quotes")
    ),
    (
      .accessibility(.baselineLine(file: "b.yaml", line: 4, column: nil, problem: .colonInPlain)),
      .failure("b.yaml:4: YAML reads ':' here as another key; put the value in double quotes")
    ),
    (
      .accessibility(
        .baselineLine(
          file: "b.yaml", line: 4, column: nil,
          problem: .fieldMissing(field: "rule", example: "a | b"))),
      .failure("b.yaml:4: the entry has no 'rule': add '  rule: a | b'")
    ),
    (
      .accessibility(
        .baselineLine(file: "b.yaml", line: 4, column: nil, problem: .reasonFieldMissing)),
      .failure(
        "b.yaml:4: the entry has no reason; every accepted finding needs one: add "
          + "'  reason: why the finding is accepted'")
    ),
    (
      .accessibility(.baselineLine(file: "b.yaml", line: 4, column: nil, problem: .emptySnapshot)),
      .failure(
        "b.yaml:4: expected a snapshot id such as DLSRatingControl/stars, found an empty value")
    ),
    (
      .accessibility(
        .baselineLine(
          file: "b.yaml", line: 4, column: nil,
          problem: .unknownRule(rule: "x", rules: ["a", "b"], suggestion: ""))),
      .failure("b.yaml:4: unknown rule 'x'; expected one of a, b")
    ),
    (
      .accessibility(
        .baselineLine(
          file: "b.yaml", line: 4, column: nil, problem: .elementMalformed(found: "button"))),
      .failure(
        "b.yaml:4: expected an element as findings name it, role and quoted label such as "
          + "button \"Reserve\", found 'button'")
    ),
    (
      .accessibility(.baselineLine(file: "b.yaml", line: 4, column: nil, problem: .emptyReason)),
      .failure("b.yaml:4: the reason is empty; say why the finding is accepted")
    ),
    (
      .accessibility(
        .baselineLine(
          file: "b.yaml", line: 4, column: nil,
          problem: .duplicateOfLine(line: 1, rule: "r", element: "button \"OK\"", snapshot: "A/b"))),
      .failure(
        "b.yaml:4: duplicate of the entry on line 1, which already accepts r on button "
          + "\"OK\" in A/b; remove one")
    ),
    (
      .accessibility(
        .baselineEntry(
          number: 3,
          problem: .duplicateOfEntry(number: 1, rule: "r", element: "image \"x\"", snapshot: "A/b"))
      ),
      .failure(
        "accessibility baseline entry 3: duplicate of entry 1, which already accepts r on "
          + "image \"x\" in A/b; remove one")
    ),
    (
      .accessibility(.baselineEntry(number: 2, problem: .emptyReason)),
      .failure(
        "accessibility baseline entry 2: the reason is empty; say why the finding is accepted")
    ),
    (
      .accessibility(.baselineUnreadable(file: "b.yaml", reason: "it is a FIFO")),
      .failure("b.yaml: cannot read the accessibility baseline: it is a FIFO")
    ),
    (
      .accessibility(
        .snapshotLine(line: 2, column: nil, problem: .syntax(.notUTF8(byte: 0xC3, offset: 17)))),
      .failure(
        "line 2: expected UTF-8 text, found the byte 0xC3 at offset 17; save the file as UTF-8")
    ),
    (
      .accessibility(
        .snapshotLine(line: 2, column: nil, problem: .syntax(.notUTF8(byte: 0x8, offset: 0)))),
      .failure(
        "line 2: expected UTF-8 text, found the byte 0x08 at offset 0; save the file as UTF-8")
    ),
    (
      .accessibility(
        .snapshotLine(
          line: 2, column: 5, problem: .syntax(.rawInString(escape: "\\t", name: "U+0009 (a tab)")))
      ),
      .failure("line 2, column 5: expected '\\t' for U+0009 (a tab) inside a string, found it raw")
    ),
    (
      .accessibility(
        .snapshotLine(
          line: 2, column: 5,
          problem: .syntax(.escapeExpected(unicodeEscape: "\\u{hex}", found: .text("\\q"))))),
      .failure(
        "line 2, column 5: expected an escape (\\\", \\\\, \\n, \\t or \\u{hex}), found '\\q'")
    ),
    (
      .accessibility(
        .snapshotLine(
          line: 2, column: 5,
          problem: .syntax(.escapeExpected(unicodeEscape: "\\uXXXX", found: .endOfLine)))),
      .failure(
        "line 2, column 5: expected an escape (\\\", \\\\, \\n, \\t or \\uXXXX), found the end of the line"
      )
    ),
    (
      .accessibility(.snapshotLine(line: 1, column: nil, problem: .emptyFile)),
      .failure("line 1: expected the header '# catalog-a11y/1', found an empty file")
    ),
    (
      .accessibility(.snapshotLine(line: 1, column: nil, problem: .headerByteOrderMark)),
      .failure(
        "line 1: expected the header '# catalog-a11y/1', found a byte order mark; save the file "
          + "as UTF-8 without one")
    ),
    (
      .accessibility(
        .snapshotLine(line: 1, column: nil, problem: .headerExpected(found: .text("# a11y")))),
      .failure("line 1: expected the header '# catalog-a11y/1', found '# a11y'")
    ),
    (
      .accessibility(
        .snapshotLine(line: 1, column: nil, problem: .headerExpected(found: .emptyLine))),
      .failure("line 1: expected the header '# catalog-a11y/1', found an empty line")
    ),
    (
      .accessibility(.snapshotLine(line: 2, column: nil, problem: .treeMissing)),
      .failure(
        "line 2: expected an element line or '# no accessibility elements', found the end of the file"
      )
    ),
    (
      .accessibility(
        .snapshotLine(
          line: 3, column: nil, problem: .textAfterEmptyTree(found: .text("- text \"A\"")))),
      .failure(
        "line 3: expected the end of the file after '# no accessibility elements', found '- text \"A\"'"
      )
    ),
    (
      .accessibility(.snapshotLine(line: 4, column: nil, problem: .finalLineFeedMissing)),
      .failure("line 4: expected a line feed at the end of the file, found the end of the file")
    ),
    (
      .accessibility(.snapshotLine(line: 4, column: nil, problem: .emptyElementLine)),
      .failure("line 4: expected an element line, found an empty line")
    ),
    (
      .accessibility(.snapshotLine(line: 4, column: nil, problem: .tabIndentation)),
      .failure("line 4: expected two spaces per level of indentation, found a tab")
    ),
    (
      .accessibility(.snapshotLine(line: 4, column: nil, problem: .oddIndentation(spaces: 1))),
      .failure("line 4: expected indentation in steps of two spaces, found 1 space")
    ),
    (
      .accessibility(.snapshotLine(line: 4, column: nil, problem: .oddIndentation(spaces: 3))),
      .failure("line 4: expected indentation in steps of two spaces, found 3 spaces")
    ),
    (
      .accessibility(.snapshotLine(line: 2, column: nil, problem: .firstLineIndented(spaces: 2))),
      .failure(
        "line 2: expected the first element line to start without indentation, found 2 "
          + "spaces")
    ),
    (
      .accessibility(
        .snapshotLine(
          line: 4, column: nil, problem: .childIndentation(containerLine: 3, expected: 4, spaces: 2)
        )),
      .failure(
        "line 4: expected the first child of the container on line 3, indented 4 spaces, "
          + "found 2")
    ),
    (
      .accessibility(.snapshotLine(line: 4, column: nil, problem: .tooDeep(maximum: 2, spaces: 4))),
      .failure(
        "line 4: expected at most 2 spaces of indentation (only a line ending with ':' has "
          + "children), found 4")
    ),
    (
      .accessibility(.snapshotLine(line: 5, column: nil, problem: .childMissing(containerLine: 4))),
      .failure(
        "line 5: expected the first child of the container on line 4, found the end of the file")
    ),
    (
      .accessibility(.snapshotLine(line: 2, column: nil, problem: .elementShape(found: "text A"))),
      .failure("line 2: expected '- role \"label\"', found 'text A'")
    ),
    (
      .accessibility(
        .snapshotLine(
          line: 2, column: 3,
          problem: .unknownRole(
            role: "buton", roles: ["button", "text"], suggestion: " (did you mean 'button'?)"))),
      .failure(
        "line 2, column 3: expected a role (button, text), found 'buton' (did you mean 'button'?)")
    ),
    (
      .accessibility(
        .snapshotLine(
          line: 2, column: 12,
          problem: .partExpected(options: ["' hint: '", "' actions: '"], found: .text(" x")))),
      .failure("line 2, column 12: expected ' hint: ', ' actions: ' or ' frame: ', found ' x'")
    ),
    (
      .accessibility(
        .snapshotLine(line: 2, column: 12, problem: .partExpected(options: [], found: .endOfLine))),
      .failure("line 2, column 12: expected  or ' frame: ', found the end of the line")
    ),
    (
      .accessibility(.snapshotLine(line: 2, column: 30, problem: .textAfterFrame(found: " x"))),
      .failure("line 2, column 30: expected ':' or the end of the line after the frame, found ' x'")
    ),
    (
      .accessibility(
        .snapshotLine(
          line: 2, column: 3,
          problem: .roleMismatch(
            role: "group", expected: "text", order: ["button", "text", "group"]))),
      .failure(
        "line 2, column 3: expected the role 'text' (the first of button, text, group that applies), "
          + "found 'group'; a 'group' line ends with ':' and has children")
    ),
    (
      .accessibility(
        .snapshotLine(
          line: 2, column: 3,
          problem: .roleMismatch(role: "text", expected: "button", order: ["button", "text"]))),
      .failure(
        "line 2, column 3: expected the role 'button' (the first of button, text that applies), found 'text'"
      )
    ),
    (
      .accessibility(
        .snapshotLine(line: 2, column: 8, problem: .quotedExpected(key: nil, found: .text("A")))),
      .failure("line 2, column 8: expected a quoted label, found 'A'")
    ),
    (
      .accessibility(
        .snapshotLine(
          line: 2, column: 8, problem: .quotedExpected(key: "value:", found: .endOfLine))),
      .failure(
        "line 2, column 8: expected a quoted string after 'value:', found the end of the line")
    ),
    (
      .accessibility(
        .snapshotLine(
          line: 2, column: 9,
          problem: .unknownTrait(
            traits: ["selected", "disabled"], found: .text("selectd"),
            suggestion: " (did you mean 'selected'?)"))),
      .failure(
        "line 2, column 9: expected a trait (selected, disabled), found 'selectd' (did you mean "
          + "'selected'?)")
    ),
    (
      .accessibility(
        .snapshotLine(line: 2, column: 9, problem: .traitOfRole(trait: "button", role: "button"))),
      .failure(
        "line 2, column 9: expected traits the role does not already say, found 'button' after the "
          + "role 'button'")
    ),
    (
      .accessibility(
        .snapshotLine(
          line: 2, column: 9,
          problem: .traitOrder(
            traits: ["selected", "disabled"], trait: "selected", previous: "disabled"))),
      .failure(
        "line 2, column 9: expected traits once each in the order selected, disabled, found 'selected' "
          + "after 'disabled'")
    ),
    (
      .accessibility(
        .snapshotLine(line: 2, column: 9, problem: .traitSeparator(found: .text(";")))),
      .failure("line 2, column 9: expected ', ' or ']' after a trait, found ';'")
    ),
    (
      .accessibility(.snapshotLine(line: 2, column: 9, problem: .actionName(found: .endOfLine))),
      .failure(
        "line 2, column 9: expected an action name, bare or in double quotes, found the end of the line"
      )
    ),
    (
      .accessibility(
        .snapshotLine(line: 2, column: 9, problem: .actionSeparator(found: .text(" x")))),
      .failure("line 2, column 9: expected ', ' or ']' after an action name, found ' x'")
    ),
    (
      .accessibility(
        .snapshotLine(line: 2, column: 9, problem: .frameMalformed(found: .text("(1, 2)")))),
      .failure(
        "line 2, column 9: expected a frame '(x, y, width×height)' with numbers such as 16, 16.5 or "
          + "-0.25, found '(1, 2)'")
    ),
    (
      .accessibility(.targetSizeInvalid(size: -1)),
      .usage(
        "minimumTargetSize -1.0 is not a size in points; set a positive number such as 44 "
          + "(Apple), 24 (WCAG 2.5.8) or 48 (Material) in the accessibility settings")
    ),
    (
      .accessibility(.overlayScale(scale: 17)),
      .failure("cannot draw an accessibility overlay at scale 17.0; the scale must be from 1 to 16")
    ),
    (
      .accessibility(.overlayLegend(problem: "too deep")),
      .failure(
        "cannot lay out the accessibility overlay's legend: too deep; the legend is the "
          + "overlay's own view, so report this with the snapshot that shows it")
    ),
    (
      .accessibility(.overlayTooLarge(width: 32768, height: 2, problem: "too wide")),
      .failure(
        "cannot draw the accessibility overlay of a 32768x2 px rendering: with its legend, too "
          + "wide; give the view a smaller size with .frame(width:height:)")
    ),
    (
      .accessibility(.overlayUnallocatable(width: 40, height: 30)),
      .failure(
        "cannot allocate the accessibility overlay: 40x30 px; give the view a smaller size with "
          + ".frame(width:height:)")
    ),
    (
      .accessibility(.reasonMissing),
      .usage(
        "accepting accessibility findings needs a reason; say why they are acceptable, "
          + "for example --reason \"The row around the control takes the touches\"")
    ),
  ]

  @Test(arguments: cases.indices) func aTypedErrorReadsAsItsMessage(index: Int) {
    let (typed, inline) = Self.cases[index]
    #expect(typed.description == inline.description)
    #expect(typed.exitCode == inline.exitCode)
    #expect(typed == inline)
    #expect(Set([typed, inline]).count == 1)
  }

  @Test func errorsOfOtherMessagesOrExitCodesDiffer() {
    #expect(CatalogError.file(.emptyOutputPath) != .failure(FileError.emptyOutputPath.description))
    #expect(
      CatalogError.file(.reportPathMissing(path: "a")) != .file(.reportPathMissing(path: "b")))
  }
}
