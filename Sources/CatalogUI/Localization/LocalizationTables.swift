import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - LocalizationTables

/// The strings tables of bundles, each file read and parsed once per process, the first time a
/// text asks for a key in it: `<table>.xcstrings` string catalogs at the bundle's resource root,
/// `<language>.lproj/<table>.stringsdict` property lists and `<language>.lproj/<table>.strings`
/// files.
///
/// The language is the environment's `locale`, never the machine's: the locale's identifier
/// ("pt-BR"), then its language ("pt"); a bundle with no folder for either uses its `en` or
/// `Base` folder, as a bundle uses its development localization.
final class LocalizationTables: @unchecked Sendable {
  /// The tables every text reads.
  static let shared = LocalizationTables()

  /// A file larger than this is refused rather than read (a string catalog of 10 000 keys in
  /// 20 languages is about 8 MB).
  static let maximumFileSize = 64 << 20

  /// A value found for a key.
  struct Found {
    /// The key it was found under.
    var key: String
    /// The table's value: plain, by plural category or device, with substitutions.
    var value: StringCatalog.Value
    /// The language code the value is in, for plural rules.
    var language: String
    /// The file it came from, relative to the bundle, for problems with the value.
    var file: String
  }

  private let lock = NSLock()
  private var bundles: [String: BundleTables] = [:]

  /// The value of `key` in `table` (`Localizable` when `nil`) of `bundle` for `locale`, and the
  /// problems of the files read to find it (each reported once per file by the caller's
  /// diagnostics, which drop repeats).
  func lookup(
    _ key: String, table: String?, bundle: Bundle, locale: Locale
  ) -> (found: Found?, problems: [String]) {
    let root = Self.resourceRoot(of: bundle)
    lock.lock()
    defer { lock.unlock() }
    var tables = bundles[root.path] ?? BundleTables(root: root)
    let result = tables.lookup(key, table: table ?? "Localizable", locale: locale)
    bundles[root.path] = tables
    return result
  }

  /// Forgets every parsed table (for tests that rewrite a bundle's files).
  func reset() {
    lock.lock()
    bundles = [:]
    lock.unlock()
  }

  /// Where a bundle's resources are: `resourceURL` when it is a folder, else the bundle itself.
  static func resourceRoot(of bundle: Bundle) -> URL {
    if let resources = bundle.resourceURL, isDirectory(resources.path) { return resources }
    return bundle.bundleURL
  }

  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The bytes of a regular file, or why it cannot be read: a missing file is `nil`.
  static func read(_ url: URL) -> Result<Data, LocalizationError>? {
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      let reason = errno == ELOOP ? "is a loop of symbolic links" : String(cString: strerror(errno))
      return .failure(LocalizationError(line: nil, "cannot be read: \(reason)"))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      return .failure(LocalizationError(line: nil, "is not a regular file"))
    }
    guard Int(info.st_size) <= maximumFileSize else {
      return .failure(
        LocalizationError(
          line: nil,
          "is \(info.st_size) bytes, more than the \(maximumFileSize >> 20) MB a strings "
            + "table may have; split it into several tables (tableName:)"))
    }
    do {
      return .success(try Data(contentsOf: url))
    } catch {
      return .failure(LocalizationError(line: nil, "cannot be read: \(error.localizedDescription)"))
    }
  }
}

// MARK: - BundleTables

/// One bundle's localization folders and the tables parsed so far.
private struct BundleTables {
  let root: URL
  /// The `.lproj` folders, by name without the extension.
  let folders: Set<String>
  private var catalogs: [String: Result<StringCatalog, LocalizationError>?] = [:]
  private var stringsFiles: [String: Result<[String: String], LocalizationError>?] = [:]

  init(root: URL) {
    self.root = root
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    folders = Set(
      names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) })
  }

  mutating func lookup(
    _ key: String, table: String, locale: Locale
  ) -> (found: LocalizationTables.Found?, problems: [String]) {
    var problems: [String] = []
    let candidates = Self.languages(for: locale)
    let catalogFile = table + ".xcstrings"
    switch catalog(named: catalogFile) {
    case .success(let catalog)?:
      problems += catalog.problems.map { "'\(catalogFile)': \($0)" }
      if let values = catalog.entries[key] {
        for language in candidates + [catalog.sourceLanguage] {
          if let value = values[language] {
            return (
              .init(key: key, value: value, language: Self.code(of: language), file: catalogFile),
              problems
            )
          }
        }
        // A key with no value in its source language stands for itself.
        return (
          .init(
            key: key, value: .text(key), language: Self.code(of: catalog.sourceLanguage),
            file: catalogFile),
          problems
        )
      }
    case .failure(let error)?:
      problems.append(Self.describe(error, file: catalogFile))
    case nil: break
    }
    let folder =
      candidates.first { folders.contains($0) }
      ?? ["en", "Base"].first { folders.contains($0) }
    let files = (folder.map { ["\($0).lproj/\(table).strings"] } ?? []) + ["\(table).strings"]
    // iOS takes a key's plural (and device) forms from the table's `.stringsdict` before its
    // `.strings` file.
    let dictionary = (folder.map { "\($0).lproj/" } ?? "") + "\(table).stringsdict"
    switch stringsdict(dictionary) {
    case .success(let parsed)?:
      problems += parsed.problems.map { "'\(dictionary)': \($0)" }
      if let value = parsed.entries[key] {
        let language = folder.map(Self.code(of:)) ?? "en"
        return (.init(key: key, value: value, language: language, file: dictionary), problems)
      }
    case .failure(let error)?:
      problems.append(Self.describe(error, file: dictionary))
    case nil: break
    }
    for file in files {
      switch strings(file) {
      case .success(let entries)?:
        if let value = entries[key] {
          let language = folder.map(Self.code(of:)) ?? "en"
          return (
            .init(key: key, value: .text(value), language: language, file: file), problems
          )
        }
        return (nil, problems)
      case .failure(let error)?:
        problems.append(Self.describe(error, file: file))
        return (nil, problems)
      case nil: continue
      }
    }
    return (nil, problems)
  }

  private mutating func catalog(named file: String) -> Result<StringCatalog, LocalizationError>? {
    if let cached = catalogs[file] { return cached }
    let result = LocalizationTables.read(root.appendingPathComponent(file)).map {
      $0.flatMap { data in Result { () throws(LocalizationError) in try StringCatalog.parse(data) }
      }
    }
    catalogs[file] = result
    return result
  }

  private var stringsdicts: [String: Result<StringsDictionary, LocalizationError>?] = [:]

  /// The `.stringsdict` property list at `file`, parsed; `nil` when there is none.
  private mutating func stringsdict(_ file: String) -> Result<StringsDictionary, LocalizationError>?
  {
    if let cached = stringsdicts[file] { return cached }
    let result = LocalizationTables.read(root.appendingPathComponent(file)).map {
      $0.flatMap { data in
        Result { () throws(LocalizationError) in try StringsDictionary.parse(data) }
      }
    }
    stringsdicts[file] = result
    return result
  }

  private mutating func strings(_ file: String) -> Result<[String: String], LocalizationError>? {
    if let cached = stringsFiles[file] { return cached }
    let result = LocalizationTables.read(root.appendingPathComponent(file)).map {
      $0.flatMap { data in Result { () throws(LocalizationError) in try StringsFile.parse(data) } }
    }
    stringsFiles[file] = result
    return result
  }

  private static func describe(_ error: LocalizationError, file: String) -> String {
    "'\(file)'" + (error.line.map { " line \($0)" } ?? "") + ": \(error.message) "
      + "(its keys are shown as written)"
  }

  /// The language folder names to try for `locale`, most specific first: "pt-BR", "pt_BR",
  /// "pt-Hans"-style script forms, then "pt".
  /// Worked out once per locale: every localized text looks its language up.
  static func languages(for locale: Locale) -> [String] {
    languageFolders.value(for: locale.identifier) { folderNames(for: locale) }
  }

  private static func folderNames(for locale: Locale) -> [String] {
    let identifier = locale.identifier
    let language = locale.language.languageCode?.identifier ?? identifier
    var result = [
      identifier.replacingOccurrences(of: "_", with: "-"),
      identifier.replacingOccurrences(of: "-", with: "_"),
    ]
    if let script = locale.language.script?.identifier {
      result.append(language + "-" + script)
    }
    result.append(language)
    var seen = Set<String>()
    return result.filter { seen.insert($0).inserted }
  }

  /// The folder names `languages(for:)` has worked out, by locale identifier.
  private static let languageFolders = Memo<String, [String]>()

  /// The language code of a folder or catalog language name ("pt-BR" → "pt").
  static func code(of language: String) -> String {
    String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }
}
