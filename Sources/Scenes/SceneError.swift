// MARK: - SceneError

/// Why a scene file could not be read: the op index and field when one is at fault.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The op's index in `ops`, or `nil` for a top-level problem.
  public var opIndex: Int?
  /// The op's name, such as `stroke`, when known.
  public var op: String?
  /// What is wrong, quoting the field.
  public var message: String

  public init(opIndex: Int? = nil, op: String? = nil, message: String) {
    self.opIndex = opIndex
    self.op = op
    self.message = message
  }

  public var description: String {
    guard let opIndex else { return message }
    return "op \(opIndex)" + (op.map { " (\($0))" } ?? "") + ": " + message
  }
}

// MARK: - SceneFontReference

/// The `font` object of a `glyphs` op: which font file the glyph ids refer to.
public struct SceneFontReference: Hashable, Sendable {
  public var file: String
  public var family: String?
  public var style: String?
  public var unitsPerEm: Int?
  /// Lowercase hex SHA-256 of the font file, to make sure it is the same version.
  public var sha256: String?

  public init(
    file: String, family: String? = nil, style: String? = nil, unitsPerEm: Int? = nil,
    sha256: String? = nil
  ) {
    self.file = file
    self.family = family
    self.style = style
    self.unitsPerEm = unitsPerEm
    self.sha256 = sha256
  }
}
