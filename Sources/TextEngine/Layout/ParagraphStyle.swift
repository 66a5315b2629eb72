// MARK: - ParagraphStyle

/// How a paragraph is broken into lines, truncated, aligned and spaced.
public struct ParagraphStyle: Hashable, Sendable {
  /// Horizontal placement of lines; leading and trailing follow the writing direction.
  public enum Alignment: Hashable, Sendable { case leading, center, trailing }
  /// Where the ellipsis goes when text does not fit its lines.
  public enum TruncationMode: Hashable, Sendable { case head, middle, tail }
  /// The paragraph's base direction.
  public enum Direction: Hashable, Sendable {
    case leftToRight, rightToLeft
    /// From the first strong character, left to right when there is none.
    case natural
  }

  public var alignment: Alignment
  /// The most lines shown; `nil` for no limit.
  public var lineLimit: Int?
  public var truncationMode: TruncationMode
  /// Extra space between lines, in points.
  public var lineSpacing: Double
  /// Extra space after every glyph, in points.
  public var tracking: Double
  public var direction: Direction
  /// The direction that decides which edge `.leading` and `.trailing` mean: a view's layout
  /// direction, as SwiftUI aligns text by it whatever order the text reads in; `.natural`
  /// aligns each line by its paragraph's direction.
  public var alignmentDirection: Direction

  public init(
    alignment: Alignment = .leading, lineLimit: Int? = nil,
    truncationMode: TruncationMode = .tail, lineSpacing: Double = 0,
    tracking: Double = 0, direction: Direction = .natural,
    alignmentDirection: Direction = .natural
  ) {
    self.alignmentDirection = alignmentDirection
    self.alignment = alignment
    self.lineLimit = lineLimit
    self.truncationMode = truncationMode
    self.lineSpacing = lineSpacing
    self.tracking = tracking
    self.direction = direction
  }
}
