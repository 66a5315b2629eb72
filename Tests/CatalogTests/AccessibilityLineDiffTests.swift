import Catalog
import Testing

// MARK: - AccessibilityLineDiffTests

@MainActor @Suite struct AccessibilityLineDiffTests {
  static func numbered(_ range: ClosedRange<Int>) -> [String] { range.map { "line \($0)" } }

  static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

  @Test func aRenamedButtonShowsAsOneLineOutOneLineIn() {
    let expected = AccessibilitySnapshot.text(of: TestElements.example())
    let actual = AccessibilitySnapshot.text(of: TestElements.example(reserveLabel: "Reserve now"))
    #expect(
      AccessibilitySnapshot.lineDiff(expected: expected, actual: actual) == """
          # catalog-a11y/1
          - header "Reviews" frame: (16, 20, 120×24)
        - - button "Reserve" [selected] value: "2 guests" hint: "Books the stay" actions: [Share, Save] frame: (16, 500, 343×48)
        + - button "Reserve now" [selected] value: "2 guests" hint: "Books the stay" actions: [Share, Save] frame: (16, 500, 343×48)
          - adjustable "Rating" value: "3 of 5" frame: (16, 80, 130×44)
          - group "Filters" frame: (0, 120, 390×44):
        """)
  }

  @Test func equalTextsHaveAnEmptyDiff() {
    let text = AccessibilitySnapshot.text(of: TestElements.example())
    #expect(AccessibilitySnapshot.lineDiff(expected: text, actual: text) == "")
    #expect(AccessibilitySnapshot.lineDiff(expected: "", actual: "") == "")
  }

  @Test func distantHunksAreSeparatedByAnEllipsis() {
    var actual = Self.numbered(1...20)
    actual[2] = "three"
    actual.remove(at: 14)
    actual.append("new")
    let diff = AccessibilitySnapshot.lineDiff(
      expected: Self.text(Self.numbered(1...20)), actual: Self.text(actual))
    #expect(
      diff == """
          line 1
          line 2
        - line 3
        + three
          line 4
          line 5
        …
          line 13
          line 14
        - line 15
          line 16
          line 17
        …
          line 19
          line 20
        + new
        """)
  }

  @Test func hunksFourLinesApartAreOne() {
    var actual = Self.numbered(1...12)
    actual[2] = "three"
    actual[7] = "eight"
    let diff = AccessibilitySnapshot.lineDiff(
      expected: Self.text(Self.numbered(1...12)), actual: Self.text(actual))
    #expect(
      diff == """
          line 1
          line 2
        - line 3
        + three
          line 4
          line 5
          line 6
          line 7
        - line 8
        + eight
          line 9
          line 10
        """)
  }

  @Test func removalsComeBeforeAdditionsWithinAChange() {
    let diff = AccessibilitySnapshot.lineDiff(
      expected: "a\nb\nc\nd\n", actual: "a\nx\ny\nd\n")
    #expect(
      diff == """
          a
        - b
        - c
        + x
        + y
          d
        """)
  }

  @Test func emptySidesAndMissingFinalLineFeeds() {
    #expect(AccessibilitySnapshot.lineDiff(expected: "", actual: "a\nb\n") == "+ a\n+ b")
    #expect(AccessibilitySnapshot.lineDiff(expected: "a\nb", actual: "") == "- a\n- b")
    #expect(AccessibilitySnapshot.lineDiff(expected: "a\nb", actual: "a\nb\n") == "")
    #expect(
      AccessibilitySnapshot.lineDiff(expected: "a\n\nb\n", actual: "a\nb\n") == "  a\n- \n  b")
  }

  @Test func repeatedLinesGiveAMinimalDiff() {
    let diff = AccessibilitySnapshot.lineDiff(
      expected: "x\nx\nx\ny\nx\nx\n", actual: "x\ny\nx\nx\nx\nx\n")
    let changes = diff.split(separator: "\n").filter { !$0.hasPrefix("  ") && $0 != "…" }
    #expect(changes.count == 2)
  }

  /// Checks random small cases against a dynamic-programming LCS: the diff changes exactly
  /// the lines outside a longest common subsequence, and its context and removed lines appear
  /// in expected, its context and added lines in actual, in order.
  @Test func diffsAreMinimalAndConsistentOnRandomInputs() {
    var random = SplitMix64(seed: 42)
    for _ in 0..<600 {
      let a = (0..<Int(random.next() % 25)).map { _ in "l\(random.next() % 4)" }
      let b = (0..<Int(random.next() % 25)).map { _ in "l\(random.next() % 4)" }
      let diff = AccessibilitySnapshot.lineDiff(expected: Self.text(a), actual: Self.text(b))
      let lines = diff.isEmpty ? [] : diff.split(separator: "\n", omittingEmptySubsequences: false)
      let removed = lines.filter { $0.hasPrefix("- ") }.count
      let added = lines.filter { $0.hasPrefix("+ ") }.count
      let lcs = Self.lcsLength(a, b)
      #expect(removed == a.count - lcs, "\(a) → \(b)")
      #expect(added == b.count - lcs, "\(a) → \(b)")
      let fromA = lines.filter { $0.hasPrefix("  ") || $0.hasPrefix("- ") }
        .map { String($0.dropFirst(2)) }
      let fromB = lines.filter { $0.hasPrefix("  ") || $0.hasPrefix("+ ") }
        .map { String($0.dropFirst(2)) }
      #expect(Self.isSubsequence(fromA, of: a), "\(a) → \(b)")
      #expect(Self.isSubsequence(fromB, of: b), "\(a) → \(b)")
    }
  }

  @Test func tenThousandLinesWithScatteredChanges() {
    let expected = (0..<10_000).map { "- text \"Row \($0)\" frame: (0, \($0 * 44), 390×44)" }
    var actual = expected
    for index in stride(from: 50, to: 10_000, by: 100) { actual[index] = "changed \(index)" }
    actual.insert("inserted", at: 5_000)
    let diff = AccessibilitySnapshot.lineDiff(
      expected: Self.text(expected), actual: Self.text(actual))
    let lines = diff.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("- ") }.count == 100)
    #expect(lines.filter { $0.hasPrefix("+ ") }.count == 101)
    #expect(lines.filter { $0 == "…" }.count == 100)
  }

  @Test func unrelatedFilesAndAReversedFile() {
    let expected = (0..<10_000).map { "a \($0)" }
    let unrelated = (0..<10_000).map { "b \($0)" }
    let diff = AccessibilitySnapshot.lineDiff(
      expected: Self.text(expected), actual: Self.text(unrelated))
    #expect(diff.split(separator: "\n").count == 20_000)

    let forward = (0..<2_000).map { "r \($0)" }
    let reversed = AccessibilitySnapshot.lineDiff(
      expected: Self.text(forward), actual: Self.text(forward.reversed()))
    let lines = reversed.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("- ") }.count == 1_999)
    #expect(lines.filter { $0.hasPrefix("+ ") }.count == 1_999)
  }

  // MARK: Helpers

  static func lcsLength(_ a: [String], _ b: [String]) -> Int {
    var previous = [Int](repeating: 0, count: b.count + 1)
    for x in a {
      var current = [0]
      for (j, y) in b.enumerated() {
        current.append(x == y ? previous[j] + 1 : max(previous[j + 1], current[j]))
      }
      previous = current
    }
    return previous[b.count]
  }

  static func isSubsequence(_ small: [String], of large: [String]) -> Bool {
    var iterator = large.makeIterator()
    return small.allSatisfy { line in
      while let next = iterator.next() { if next == line { return true } }
      return false
    }
  }
}

/// A small deterministic generator, so random cases are the same on every run.
struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
