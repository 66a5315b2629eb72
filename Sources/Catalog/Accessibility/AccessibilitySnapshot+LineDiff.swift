// MARK: - AccessibilitySnapshot + LineDiff

extension AccessibilitySnapshot {
  /// A unified line diff from `expected` to `actual`: `- ` for lines only in expected, `+ ` for
  /// lines only in actual, `  ` for up to two lines of context around each change, and `…`
  /// between hunks further apart; empty when the texts have the same lines.
  ///
  /// Lines are split at line feeds, a final line feed ending the last line. Within a change,
  /// removed lines come before added ones. The diff is minimal and deterministic: common
  /// leading and trailing lines are set aside, lines found in only one text are changes
  /// without search, and the rest goes to Myers' algorithm in its linear-space form, so memory
  /// stays linear in the number of lines and time is O((N + M) · D) for D changed lines.
  public static func lineDiff(expected: String, actual: String) -> String {
    let a = diffLines(expected)
    let b = diffLines(actual)
    let edits = LineDiffer(a, b).edits()
    return render(edits, a: a, b: b, context: 2)
  }

  private static func diffLines(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  // MARK: Rendering

  private static func render(
    _ edits: [LineEdit], a: [Substring], b: [Substring],
    context: Int
  ) -> String {
    // Hunks are runs of edits widened by the context, merged when they touch.
    var hunks: [Range<Int>] = []
    var index = 0
    while index < edits.count {
      guard edits[index].isChange else {
        index += 1
        continue
      }
      var end = index
      while end < edits.count, edits[end].isChange { end += 1 }
      let hunk = max(0, index - context)..<min(edits.count, end + context)
      if let last = hunks.last, hunk.lowerBound <= last.upperBound {
        hunks[hunks.count - 1] = last.lowerBound..<hunk.upperBound
      } else {
        hunks.append(hunk)
      }
      index = end
    }

    var out: [Substring] = []
    for (number, hunk) in hunks.enumerated() {
      if number > 0 { out.append("…") }
      var removed: [Substring] = []
      var added: [Substring] = []
      func flush() {
        out.append(contentsOf: removed)
        out.append(contentsOf: added)
        removed.removeAll()
        added.removeAll()
      }
      for edit in edits[hunk] {
        switch edit {
        case .keep(let i, _):
          flush()
          out.append("  " + a[i])
        case .remove(let i): removed.append("- " + a[i])
        case .add(let j): added.append("+ " + b[j])
        }
      }
      flush()
    }
    return out.joined(separator: "\n")
  }
}

// MARK: - LineEdit

/// One step of an edit script over line indices.
enum LineEdit: Equatable {
  /// Line `a` of expected equals line `b` of actual.
  case keep(Int, Int)
  /// Line of expected that actual lacks.
  case remove(Int)
  /// Line of actual that expected lacks.
  case add(Int)

  var isChange: Bool {
    if case .keep = self { false } else { true }
  }
}

// MARK: - LineDiffer

/// A minimal edit script between two line lists: Myers' O(ND) algorithm in linear space
/// (divide and conquer on the middle snake), after lines are numbered so comparisons are of
/// integers, and after lines present in only one list are taken out (they can never match,
/// which is what keeps two unrelated files from costing N × M).
struct LineDiffer {
  private let a: [Int], b: [Int]
  // Positions of the kept (matchable) lines in the original lists.
  private let aIndex: [Int], bIndex: [Int]
  private let aCount: Int, bCount: Int
  private var script: [LineEdit] = []

  init(_ lines: [Substring], _ other: [Substring]) {
    var ids: [Substring: Int] = [:]
    func id(_ line: Substring) -> Int {
      if let id = ids[line] { return id }
      ids[line] = ids.count
      return ids.count - 1
    }
    let rawA = lines.map(id)
    let rawB = other.map(id)
    var inA = [Bool](repeating: false, count: ids.count)
    var inB = [Bool](repeating: false, count: ids.count)
    for x in rawA { inA[x] = true }
    for y in rawB { inB[y] = true }
    aIndex = rawA.indices.filter { inB[rawA[$0]] }
    bIndex = rawB.indices.filter { inA[rawB[$0]] }
    a = aIndex.map { rawA[$0] }
    b = bIndex.map { rawB[$0] }
    aCount = lines.count
    bCount = other.count
  }

  /// The edit script in order: keeps, removals and additions by original line index.
  consuming func edits() -> [LineEdit] {
    script.reserveCapacity(a.count + b.count)
    solve(0, a.count, 0, b.count)
    // Put back the lines set aside, each before the first edit that comes after it.
    var out: [LineEdit] = []
    out.reserveCapacity(aCount + bCount)
    var nextA = 0
    var nextB = 0
    func catchUp(a limitA: Int, b limitB: Int) {
      while nextA < limitA {
        out.append(.remove(nextA))
        nextA += 1
      }
      while nextB < limitB {
        out.append(.add(nextB))
        nextB += 1
      }
    }
    for edit in script {
      switch edit {
      case .keep(let i, let j):
        catchUp(a: aIndex[i], b: bIndex[j])
        out.append(.keep(aIndex[i], bIndex[j]))
        nextA = aIndex[i] + 1
        nextB = bIndex[j] + 1
      case .remove(let i):
        catchUp(a: aIndex[i], b: nextB)
        out.append(.remove(aIndex[i]))
        nextA = aIndex[i] + 1
      case .add(let j):
        catchUp(a: nextA, b: bIndex[j])
        out.append(.add(bIndex[j]))
        nextB = bIndex[j] + 1
      }
    }
    catchUp(a: aCount, b: bCount)
    return out
  }

  private mutating func solve(_ left: Int, _ right: Int, _ top: Int, _ bottom: Int) {
    var left = left
    var top = top
    var right = right
    var bottom = bottom
    while left < right, top < bottom, a[left] == b[top] {
      script.append(.keep(left, top))
      left += 1
      top += 1
    }
    var suffix = 0
    while left < right - suffix, top < bottom - suffix,
      a[right - suffix - 1] == b[bottom - suffix - 1]
    {
      suffix += 1
    }
    right -= suffix
    bottom -= suffix
    if left == right {
      for j in top..<bottom { script.append(.add(j)) }
    } else if top == bottom {
      for i in left..<right { script.append(.remove(i)) }
    } else if let snake = middleSnake(left, right, top, bottom) {
      solve(left, snake.x0, top, snake.y0)
      solve(snake.x0, snake.x1, snake.y0, snake.y1)
      solve(snake.x1, right, snake.y1, bottom)
    } else {
      for i in left..<right { script.append(.remove(i)) }
      for j in top..<bottom { script.append(.add(j)) }
    }
    for k in 0..<suffix { script.append(.keep(right + k, bottom + k)) }
  }

  /// The middle snake of the box: a segment of an optimal path, at most one edit plus a run
  /// of matches, found by searching from both corners until the searches meet.
  private func middleSnake(_ left: Int, _ right: Int, _ top: Int, _ bottom: Int)
    -> (x0: Int, y0: Int, x1: Int, y1: Int)?
  {
    let width = right - left
    let height = bottom - top
    let delta = width - height
    let limit = (width + height + 1) / 2
    let offset = limit + 1
    var forward = [Int](repeating: 0, count: 2 * limit + 3)
    var backward = [Int](repeating: 0, count: 2 * limit + 3)
    forward[offset + 1] = left
    backward[offset + 1] = bottom
    for d in 0...limit {
      // Forward: diagonals k = x - left - (y - top).
      for k in stride(from: d, through: -d, by: -2) {
        let c = k - delta
        var x: Int
        var px: Int
        if k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]) {
          x = forward[offset + k + 1]
          px = x
        } else {
          px = forward[offset + k - 1]
          x = px + 1
        }
        var y = top + (x - left) - k
        let py = (d == 0 || x != px) ? y : y - 1
        while x < right, y < bottom, a[x] == b[y] {
          x += 1
          y += 1
        }
        forward[offset + k] = x
        if delta % 2 != 0, c >= -(d - 1), c <= d - 1, y >= backward[offset + c] {
          return (px, py, x, y)
        }
      }
      // Backward: diagonals c = k - delta, tracked by y.
      for c in stride(from: d, through: -d, by: -2) {
        let k = c + delta
        var y: Int
        var py: Int
        if c == -d || (c != d && backward[offset + c - 1] > backward[offset + c + 1]) {
          y = backward[offset + c + 1]
          py = y
        } else {
          py = backward[offset + c - 1]
          y = py - 1
        }
        var x = left + (y - top) + k
        let px = (d == 0 || y != py) ? x : x + 1
        while x > left, y > top, a[x - 1] == b[y - 1] {
          x -= 1
          y -= 1
        }
        backward[offset + c] = y
        if delta % 2 == 0, k >= -d, k <= d, x <= forward[offset + k] {
          return (x, y, px, py)
        }
      }
    }
    // Unreachable: an optimal path always has a middle snake within `limit` steps of each end.
    return nil
  }
}
