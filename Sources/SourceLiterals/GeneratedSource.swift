import Foundation

// MARK: - writeGeneratedSource

/// Writes a code generator's `source` to `path` only when the file does not already hold exactly
/// that text, and exits with an error naming the path when it cannot.
///
/// An unchanged output keeps its date, so the build does not recompile the target that includes
/// it. That matters whenever the build system reruns a generator without a source change: a
/// rebuilt generator, or another package's build sharing the same build folder (the example
/// package's test builds in this repository's `.build`).
public func writeGeneratedSource(_ source: String, toPath path: String) {
  let url = URL(fileURLWithPath: path)
  if (try? String(contentsOf: url, encoding: .utf8)) == source { return }
  do {
    try Data(source.utf8).write(to: url, options: .atomic)
  } catch {
    FileHandle.standardError.write(Data("error: cannot write '\(path)': \(error)\n".utf8))
    exit(1)
  }
}
