// MARK: - LayoutTree

/// A laid-out view tree as `ViewHost.dump()` writes it (one node a line, two spaces of indent
/// per level: `Text("Go") (28.5, 29, 23×21) text: "Go", font: Inter 17 regular`), read back so
/// two trees can be compared node by node.
///
/// Nodes are matched by their path: each level's type name and its position among the siblings
/// of that type, so a node inserted before a sibling of another type moves nothing. The
/// comparison says, per matched node, which values changed (`frame 16,12 80×21 → 16,12 94×21`),
/// and which nodes were added or removed (the topmost only: a removed stack's children go
/// with it).
///
/// Version 2 names the custom views of the app (`view: DLSButton` on the first node each
/// makes), and a change is named by the nearest one and the node
/// (`` `DLSButton › Text "Reserve"` ``). The names say where a node is, not how it is laid out:
/// they are never compared, so a version-1 tree (no names) compares with a version-2 rendering
/// as it did, its nodes named by the rendering's components, or by their types where the
/// rendering has none.
public struct LayoutTree: Hashable, Sendable {
  /// The format's version `record` writes.
  public static let version = 2
  /// The first line of a stored layout: its format and version.
  public static let header = "# catalog-layout/\(version)"

  /// One node: its type, what it shows, its frame and its values.
  public struct Node: Hashable, Sendable {
    /// The type name, such as `VStack` or `Text`.
    public var type: String
    /// The node's name as dumped, such as `Text("Go")`.
    public var name: String
    /// The frame as `x,y w×h`, in points.
    public var frame: String
    /// The values after the frame, in dump order: `(key, value)`; a flag has an empty value.
    public var values: [(key: String, value: String)]
    /// The custom view whose first node this is (`view: DLSButton`); `nil` for most nodes and
    /// in a version-1 tree.
    public var view: String?
    /// The children, in order.
    public var children: [Node]
    /// How a change names the node: its nearest custom view and itself (`DLSButton › Text
    /// "Reserve"`); `nil` outside every custom view.
    var shown: String?

    /// Equal when every part is equal.
    public static func == (a: Node, b: Node) -> Bool {
      a.type == b.type && a.name == b.name && a.frame == b.frame && a.view == b.view
        && a.children == b.children && a.values.map(\.key) == b.values.map(\.key)
        && a.values.map(\.value) == b.values.map(\.value)
    }

    /// Hashes the type, name and frame.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(type)
      hasher.combine(name)
      hasher.combine(frame)
    }
  }

  /// The top-level nodes (one for a host's dump).
  public var roots: [Node]
  /// The format's version from the header line; 1 without one.
  public var version: Int

  /// Reads a dump, with or without the header line; lines it cannot read are kept as nodes
  /// named by the whole line, so a change to them still shows.
  public init(_ text: String) {
    var stack: [(depth: Int, node: Node)] = []
    var roots: [Node] = []
    func close(to depth: Int) {
      while let last = stack.last, last.depth >= depth {
        stack.removeLast()
        if let parent = stack.indices.last {
          stack[parent].node.children.append(last.node)
        } else {
          roots.append(last.node)
        }
      }
    }
    var version = 1
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      guard !line.hasPrefix("#") else {
        let prefix = "# catalog-layout/"
        if line.hasPrefix(prefix), let number = Int(line.dropFirst(prefix.count)) {
          version = number
        }
        continue
      }
      let indent = line.prefix { $0 == " " }.count
      let node = Self.node(String(line.dropFirst(indent)))
      close(to: indent / 2)
      stack.append((indent / 2, node))
    }
    close(to: 0)
    self.roots = roots
    self.version = version
    Self.name(&self.roots)
  }

  /// Whether `a` and `b` lay out the same nodes in the same frames with the same values,
  /// whatever the custom views are named.
  public static func sameLayout(_ a: LayoutTree, _ b: LayoutTree) -> Bool {
    func plain(_ nodes: [Node]) -> [Node] {
      nodes.map { node in
        var copy = node
        copy.view = nil
        copy.children = plain(node.children)
        return copy
      }
    }
    return plain(a.roots) == plain(b.roots)
  }

  /// The text `record` stores for `dump`: the header, then the dump and a final line feed.
  public static func stored(_ dump: String) -> String {
    header + "\n" + dump + (dump.hasSuffix("\n") || dump.isEmpty ? "" : "\n")
  }

  // MARK: - Reading a line

  private static func node(_ line: String) -> Node {
    guard let (nameEnd, frame, rest) = frame(in: line) else {
      return Node(type: line, name: line, frame: "", values: [], children: [])
    }
    let name = String(line[..<nameEnd])
    let type = String(name.prefix { $0 != "(" })
    var values = values(rest)
    var view: String?
    if let first = values.first, first.key == "view" {
      view = first.value
      values.removeFirst()
    }
    return Node(type: type, name: name, frame: frame, values: values, view: view, children: [])
  }

  // MARK: - Naming nodes by their components

  /// Sets `shown` on every node inside a custom view: the view's name, `[n]` when the tree
  /// holds several of it (in tree order), then the node's label, `[n]` when that view holds
  /// several nodes with it.
  private static func name(_ roots: inout [Node]) {
    // What a node is called inside its view, by pre-order position.
    var labels: [(instance: Int, label: String)?] = []
    var instances: [(name: String, ordinal: Int)] = []
    var instancesByName: [String: Int] = [:]
    var labelCounts: [Int: [String: Int]] = [:]
    func collect(_ nodes: [Node], in instance: Int?) {
      for node in nodes {
        var here = instance
        if let name = node.view {
          let ordinal = (instancesByName[name] ?? 0) + 1
          instancesByName[name] = ordinal
          here = instances.count
          instances.append((name, ordinal))
        }
        if let here {
          let label = Self.label(node, ordinal: 1)
          labelCounts[here, default: [:]][label, default: 0] += 1
          labels.append((here, label))
        } else {
          labels.append(nil)
        }
        collect(node.children, in: here)
      }
    }
    collect(roots, in: nil)
    var index = 0
    var seen: [Int: [String: Int]] = [:]
    func assign(_ nodes: inout [Node]) {
      for position in nodes.indices {
        if let (instance, label) = labels[index] {
          let ordinal = (seen[instance]?[label] ?? 0) + 1
          seen[instance, default: [:]][label] = ordinal
          let view = instances[instance]
          let several = (labelCounts[instance]?[label] ?? 0) > 1
          nodes[position].shown =
            view.name + ((instancesByName[view.name] ?? 0) > 1 ? "[\(view.ordinal)]" : "")
            + " › " + Self.label(nodes[position], ordinal: several ? ordinal : 1)
        }
        index += 1
        assign(&nodes[position].children)
      }
    }
    assign(&roots)
  }

  /// The first ` (x, y, w×h)` in `line`: where the name ends, the frame as `x,y w×h`, and what
  /// follows it.
  private static func frame(in line: String) -> (String.Index, String, Substring)? {
    var search = line.startIndex
    while let open = line[search...].range(of: " (") {
      guard let close = line[open.upperBound...].firstIndex(of: ")") else { return nil }
      let inside = line[open.upperBound..<close]
      let parts = inside.split(separator: ", ", omittingEmptySubsequences: false)
      if parts.count == 3, parts[2].contains("×"),
        parts.allSatisfy({ $0.allSatisfy { "0123456789.-×e+".contains($0) } && !$0.isEmpty })
      {
        let rest = line[line.index(after: close)...].drop { $0 == " " }
        return (open.lowerBound, "\(parts[0]),\(parts[1]) \(parts[2])", rest)
      }
      search = open.upperBound
    }
    return nil
  }

  /// `key: value, flag, …` split at commas outside quotes and parentheses; a key repeated gets
  /// its ordinal (`section 2`).
  private static func values(_ text: Substring) -> [(key: String, value: String)] {
    var pieces: [String] = []
    var current = ""
    var depth = 0
    var quoted = false
    var escaped = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if quoted {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quoted = false
        }
      } else if character == "\"" {
        quoted = true
      } else if character == "(" {
        depth += 1
      } else if character == ")" {
        depth = max(depth - 1, 0)
      } else if character == ",", depth == 0,
        text.index(after: index) < text.endIndex, text[text.index(after: index)] == " "
      {
        pieces.append(current)
        current = ""
        index = text.index(index, offsetBy: 2)
        continue
      }
      current.append(character)
      index = text.index(after: index)
    }
    if !current.isEmpty { pieces.append(current) }
    var seen: [String: Int] = [:]
    return pieces.map { piece in
      let parts = piece.split(separator: ": ", maxSplits: 1, omittingEmptySubsequences: false)
      let key = parts.count == 2 ? String(parts[0]) : piece
      let value = parts.count == 2 ? String(parts[1]) : ""
      let count = (seen[key] ?? 0) + 1
      seen[key] = count
      return (count == 1 ? key : "\(key) \(count)", value)
    }
  }
}

// MARK: - LayoutTree + Diff

extension LayoutTree {
  /// What changed from `expected` to `actual`, one line per node in tree order:
  /// `` `HStack › Text "Go"`: frame 16,12 80×21 → 16,12 94×21; font Inter 17 → Inter 19 ``,
  /// `` `VStack › Text "New"`: added at 0,29 80×21 ``, `` `VStack › Image`: removed ``; empty
  /// when the trees are equal.
  public static func changes(from expected: LayoutTree, to actual: LayoutTree) -> [String] {
    var lines: [String] = []
    _ = compare(expected.roots, actual.roots, path: [], shift: Shift(x: 0, y: 0), into: &lines)
    return lines
  }

  /// How far a node moved: the difference of its frames' origins.
  private struct Shift: Equatable {
    var x: Double
    var y: Double
  }

  /// Compares two lists of siblings whose parent moved by `shift`; returns how many nodes
  /// moved by exactly that and changed nothing else, which no line names.
  private static func compare(
    _ expected: [Node], _ actual: [Node], path: [String], shift: Shift,
    into lines: inout [String]
  ) -> Int {
    let old = keyed(expected)
    let new = keyed(actual)
    let oldKeys = Set(old.map(\.key))
    let newKeys = Set(new.map(\.key))
    // At each level the removed nodes first, then the matched and added ones in the new order.
    for (key, node) in old where !newKeys.contains(key) {
      lines.append("\(shown(node, path + [label(node, key: key)])): removed")
    }
    let oldByKey = Dictionary(old.map { ($0.key, $0.node) }, uniquingKeysWith: { a, _ in a })
    var silent = 0
    for (key, node) in new {
      let here = path + [label(node, key: key)]
      guard oldKeys.contains(key), let before = oldByKey[key] else {
        lines.append(
          "\(shown(node, here)): added" + (node.frame.isEmpty ? "" : " at \(node.frame)"))
        continue
      }
      let moved = Self.shift(from: before.frame, to: node.frame)
      // A node carried along by its parent, the same size, says nothing of its own.
      let carried = moved == shift && size(before.frame) == size(node.frame)
      var changed = differences(before, node, framed: !carried)
      let line = lines.count
      let inside = compare(
        before.children, node.children, path: here, shift: moved ?? Shift(x: .nan, y: .nan),
        into: &lines)
      if changed.isEmpty {
        silent += (moved == Shift(x: 0, y: 0) ? 0 : 1) + inside
        continue
      }
      if inside > 0 {
        changed.append("\(inside) node\(inside == 1 ? "" : "s") inside moved with it")
      }
      lines.insert("\(shown(node, here)): " + changed.joined(separator: "; "), at: line)
    }
    return silent
  }

  /// How far the origin of `b` lies from that of `a` (frames as `x,y w×h`); `nil` when either
  /// cannot be read.
  private static func shift(from a: String, to b: String) -> Shift? {
    func origin(_ frame: String) -> (Double, Double)? {
      let parts = frame.split(separator: " ").first?.split(separator: ",") ?? []
      guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else {
        return nil
      }
      return (x, y)
    }
    guard let (ax, ay) = origin(a), let (bx, by) = origin(b) else { return nil }
    return Shift(x: bx - ax, y: by - ay)
  }

  private static func size(_ frame: String) -> Substring {
    frame.split(separator: " ").last ?? ""
  }

  /// The nodes with their keys: type name and ordinal among the siblings of that type.
  private static func keyed(_ nodes: [Node]) -> [(key: String, node: Node)] {
    var seen: [String: Int] = [:]
    return nodes.map { node in
      let count = (seen[node.type] ?? 0) + 1
      seen[node.type] = count
      return ("\(node.type)#\(count)", node)
    }
  }

  /// How a node reads in a path: its type, `[n]` after the first of its type, and a text's
  /// content (`Text "Go"`).
  private static func label(_ node: Node, key: String) -> String {
    label(node, ordinal: key.split(separator: "#").last.flatMap { Int($0) } ?? 1)
  }

  /// A node's label with its ordinal: `Text[2] "Go"`.
  private static func label(_ node: Node, ordinal: Int) -> String {
    var text = node.type + (ordinal > 1 ? "[\(ordinal)]" : "")
    if node.name.hasPrefix(node.type + "(\""), node.name.hasSuffix("\")") {
      text += " " + node.name.dropFirst(node.type.count + 1).dropLast()
    }
    return text
  }

  /// How a change names `node`: by its component where it has one, else by `path`.
  private static func shown(_ node: Node, _ path: [String]) -> String {
    node.shown.map(GitHubReport.code) ?? name(path)
  }

  /// The path as a code span: the last four levels, `…` before them when there are more.
  private static func name(_ path: [String]) -> String {
    let shown = path.suffix(4).joined(separator: " › ")
    return GitHubReport.code((path.count > 4 ? "… › " : "") + shown)
  }

  /// `frame a → b`, then each value that changed, was added (`spacing 8` → `spacing (none) →
  /// 8`) or removed, in the node's order.
  private static func differences(_ a: Node, _ b: Node, framed: Bool) -> [String] {
    var out: [String] = []
    if framed, a.frame != b.frame { out.append("frame \(a.frame) → \(b.frame)") }
    if a.name != b.name, !(a.name.hasPrefix(a.type + "(\"") && b.name.hasPrefix(b.type + "(\"")) {
      out.append("name \(a.name) → \(b.name)")
    }
    let before = Dictionary(a.values.map { ($0.key, $0.value) }, uniquingKeysWith: { x, _ in x })
    let after = Dictionary(b.values.map { ($0.key, $0.value) }, uniquingKeysWith: { x, _ in x })
    for (key, value) in b.values where before[key] != value {
      out.append("\(key) \(show(before[key])) → \(show(value))")
    }
    for (key, value) in a.values where after[key] == nil {
      out.append("\(key) \(show(value)) → \(show(nil))")
    }
    return out
  }

  private static func show(_ value: String?) -> String {
    guard let value else { return "(none)" }
    return value.isEmpty ? "(set)" : value
  }
}
