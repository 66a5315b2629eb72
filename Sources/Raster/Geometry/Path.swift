// MARK: - Path

/// A sequence of subpaths made of lines and Bézier curves, named as in SwiftUI's `Path`.
///
/// A path is a plain value: it owns two arrays (verbs and points) and nothing else. Drawing it
/// never fails; subpaths with non-finite points are skipped by the rasterizer.
///
/// The point-taking builders are `@_disfavoredOverload`: CatalogUI adds the same builders for
/// Foundation's `CGPoint`, and SwiftUI code such as `move(to: .zero)` must pick those.
public struct Path: Hashable, Sendable {
  /// One drawing command of a path.
  public enum Element: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case closeSubpath
  }

  enum Verb: UInt8, Hashable, Sendable { case move, line, quad, cubic, close }

  private(set) var verbs: [Verb] = []
  private(set) var points: [Point] = []

  /// Creates an empty path.
  public init() {}

  /// Creates a path from a list of elements.
  public init(elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { verbs.isEmpty }

  /// The last point added, if any.
  public var currentPoint: Point? { points.last }

  /// The elements, in order.
  public var elements: [Element] {
    var result: [Element] = []
    result.reserveCapacity(verbs.count)
    forEach { result.append($0) }
    return result
  }

  /// Calls `body` for each element in order, without allocating.
  public func forEach(_ body: (Element) -> Void) {
    var elements = elementIterator
    while let element = elements.next() { body(element) }
  }

  /// The elements in order, one at a time, without allocating. For a caller that keeps its
  /// state in local variables while it walks a path: captured by `forEach`'s closure instead,
  /// every access to them costs a runtime exclusivity check.
  var elementIterator: ElementIterator { ElementIterator(verbs: verbs, points: points) }

  /// Walks a path's verbs and the points each one takes.
  struct ElementIterator: IteratorProtocol {
    fileprivate let verbs: [Verb], points: [Point]
    private var verb = 0, point = 0

    fileprivate init(verbs: [Verb], points: [Point]) {
      self.verbs = verbs
      self.points = points
    }

    @inline(__always)
    mutating func next() -> Element? {
      guard verb < verbs.count else { return nil }
      let i = point
      defer { verb += 1 }
      switch verbs[verb] {
      case .move:
        point += 1
        return .move(to: points[i])
      case .line:
        point += 1
        return .line(to: points[i])
      case .quad:
        point += 2
        return .quadCurve(to: points[i + 1], control: points[i])
      case .cubic:
        point += 3
        return .curve(to: points[i + 2], control1: points[i], control2: points[i + 1])
      case .close: return .closeSubpath
      }
    }
  }

  /// Appends one element.
  public mutating func append(_ element: Element) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }

  /// Begins a new subpath at `point`.
  @_disfavoredOverload
  public mutating func move(to point: Point) {
    verbs.append(.move)
    points.append(point)
  }

  /// Adds a straight line from the current point to `point`.
  @_disfavoredOverload
  public mutating func addLine(to point: Point) {
    ensureSubpath()
    verbs.append(.line)
    points.append(point)
  }

  /// Adds a quadratic Bézier curve from the current point to `point`.
  @_disfavoredOverload
  public mutating func addQuadCurve(to point: Point, control: Point) {
    ensureSubpath()
    verbs.append(.quad)
    points.append(control)
    points.append(point)
  }

  /// Adds a cubic Bézier curve from the current point to `point`.
  @_disfavoredOverload
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    ensureSubpath()
    verbs.append(.cubic)
    points.append(control1)
    points.append(control2)
    points.append(point)
  }

  /// Closes the current subpath with a straight line back to its start.
  public mutating func closeSubpath() {
    guard let last = verbs.last, last != .close else { return }
    verbs.append(.close)
  }

  /// Appends every subpath of `other`.
  public mutating func addPath(_ other: Path, transform: Transform = .identity) {
    verbs.append(contentsOf: other.verbs)
    if transform.isIdentity {
      points.append(contentsOf: other.points)
    } else {
      points.append(contentsOf: other.points.lazy.map(transform.apply))
    }
  }

  /// The path with every point transformed.
  public func applying(_ transform: Transform) -> Path {
    if transform.isIdentity { return self }
    var copy = self
    copy.points = points.map(transform.apply)
    return copy
  }

  /// The smallest rectangle that holds every point, control points included; `nil` when empty.
  public var controlPointBounds: Rect? {
    guard let first = points.first else { return nil }
    var x0 = first.x
    var y0 = first.y
    var x1 = first.x
    var y1 = first.y
    for p in points {
      x0 = min(x0, p.x)
      y0 = min(y0, p.y)
      x1 = max(x1, p.x)
      y1 = max(y1, p.y)
    }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// After a close, a drawing command starts from the closed subpath's start, as in SVG.
  private mutating func ensureSubpath() {
    if verbs.isEmpty {
      move(to: .zero)
    } else if verbs.last == .close {
      move(to: subpathStart ?? .zero)
    }
  }

  private var subpathStart: Point? {
    var index = points.count
    for verb in verbs.reversed() {
      switch verb {
      case .move: return points[index - 1]
      case .line: index -= 1
      case .quad: index -= 2
      case .cubic: index -= 3
      case .close: break
      }
    }
    return nil
  }
}
