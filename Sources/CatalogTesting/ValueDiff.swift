// MARK: - ValueDiff

/// The differences between two values of one type, field by field, one line each:
/// `reservation.guests: expected 2, actual 3`. Structs, classes and tuples are compared by
/// their stored properties (through reflection), collections element by element, enums and
/// everything else by their description.
public enum ValueDiff {
  /// The lines describing how `actual` differs from `expected`; empty when they describe alike.
  public static func lines<T>(expected: T, actual: T) -> [String] {
    var lines: [String] = []
    compare(expected, actual, path: "", into: &lines)
    return lines
  }

  private static func compare(
    _ expected: Any, _ actual: Any, path: String,
    into lines: inout [String]
  ) {
    let left = Mirror(reflecting: expected)
    let right = Mirror(reflecting: actual)
    let name = path.isEmpty ? "value" : path
    switch (left.displayStyle, right.displayStyle) {
    case (.struct?, .struct?), (.class?, .class?), (.tuple?, .tuple?):
      let a = Array(left.children)
      let b = Array(right.children)
      guard a.count == b.count, !a.isEmpty else { break }
      for (index, (x, y)) in zip(a, b).enumerated() {
        let field = x.label ?? ".\(index)"
        compare(x.value, y.value, path: path.isEmpty ? field : "\(path).\(field)", into: &lines)
      }
      return
    case (.collection?, .collection?), (.set?, .set?):
      let a = Array(left.children)
      let b = Array(right.children)
      if a.count != b.count {
        lines.append("\(name): expected \(a.count) elements, actual \(b.count)")
        if left.displayStyle == .set { return }
      }
      for (index, (x, y)) in zip(a, b).enumerated() {
        compare(x.value, y.value, path: "\(name)[\(index)]", into: &lines)
      }
      return
    case (.optional?, .optional?):
      switch (left.children.first, right.children.first) {
      case (nil, nil): return
      case (let x?, let y?):
        compare(x.value, y.value, path: path, into: &lines)
        return
      default: break
      }
    default:
      break
    }
    let a = describe(expected)
    let b = describe(actual)
    if a != b { lines.append("\(name): expected \(a), actual \(b)") }
  }

  private static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first else { return "nil" }
      return describe(wrapped.value)
    }
    if let string = value as? String { return String(reflecting: string) }
    return String(describing: value)
  }
}
