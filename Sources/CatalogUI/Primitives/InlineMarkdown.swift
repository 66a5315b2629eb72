import Foundation

// MARK: - InlineMarkdown

/// The inline Markdown SwiftUI draws in a `Text` made from a string literal (a
/// `LocalizedStringKey`): `**strong**` and `__strong__` bold, `*emphasis*` and `_emphasis_`
/// italic, `` `code` `` in the monospaced design (the built-in DejaVu Sans Mono),
/// `~~strikethrough~~`, `[links](https://example.com)` in the tint colour, and backslash
/// escapes. Emphasis follows CommonMark's flanking rules, so `snake_case` and `2 * 3 * 4`
/// stay as written. Block syntax (headings, lists) is shown as written, as on iOS.
enum InlineMarkdown {
  /// One stretch of text and the styles Markdown gave it.
  struct Piece: Equatable {
    var text: String
    var isBold = false
    var isItalic = false
    var isCode = false
    var isStruck = false
    var link: URL?
  }

  /// `value` as Markdown source that shows it as it is: ASCII punctuation and symbols escaped.
  static func escaped(_ value: String) -> String {
    var markdown = ""
    for c in value {
      if c.isASCII, c.isPunctuation || c.isSymbol { markdown.append("\\") }
      markdown.append(c)
    }
    return markdown
  }

  /// The pieces of `source`, or `nil` when it holds no Markdown (the text is shown as is).
  static func pieces(_ source: String) -> [Piece]? {
    guard source.contains(where: { "*_`~[\\".contains($0) }) else { return nil }
    var tokens = tokenize(Array(source))
    resolveEmphasis(&tokens)
    var pieces: [Piece] = []
    var changed = false
    for token in tokens {
      let piece: Piece
      switch token.kind {
      case .text(let text): piece = Piece(text: text)
      case .delimiter(let character, let count, _, _):
        piece = Piece(text: String(repeating: character, count: count))
      }
      var styled = piece
      styled.isBold = token.bold > 0
      styled.isItalic = token.italic > 0
      styled.isStruck = token.struck > 0
      styled.isCode = token.isCode
      styled.link = token.link
      if token.isMarkup { changed = true }
      guard !styled.text.isEmpty else { continue }
      if var last = pieces.last, last.isBold == styled.isBold, last.isItalic == styled.isItalic,
        last.isCode == styled.isCode, last.isStruck == styled.isStruck, last.link == styled.link
      {
        last.text += styled.text
        pieces[pieces.count - 1] = last
      } else {
        pieces.append(styled)
      }
    }
    return changed ? pieces : nil
  }

  // MARK: Tokens

  private struct Token {
    enum Kind {
      case text(String)
      /// A run of `*`, `_` or `~`: how many are left, and whether it may open or close.
      case delimiter(Character, Int, canOpen: Bool, canClose: Bool)
    }
    var kind: Kind
    var bold = 0
    var italic = 0
    var struck = 0
    var isCode = false
    var link: URL?
    /// Whether Markdown changed this token (an escape, code, a link), so the text is not as is.
    var isMarkup = false
  }

  private static func tokenize(_ chars: [Character]) -> [Token] {
    var tokens: [Token] = []
    var text = ""
    func flush() {
      if !text.isEmpty { tokens.append(Token(kind: .text(text))) }
      text = ""
    }
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == "\\", i + 1 < chars.count, chars[i + 1].isASCII,
        chars[i + 1].isPunctuation
          || chars[i + 1].isSymbol
      {
        flush()
        var token = Token(kind: .text(String(chars[i + 1])))
        token.isMarkup = true
        tokens.append(token)
        i += 2
        continue
      }
      if c == "`" {
        var ticks = 0
        while i + ticks < chars.count, chars[i + ticks] == "`" { ticks += 1 }
        if let close = closingTicks(chars, from: i + ticks, count: ticks) {
          flush()
          var code = String(chars[(i + ticks)..<close])
          if code.count >= 2, code.first == " ", code.last == " ",
            code.contains(where: { $0 != " " })
          {
            code = String(code.dropFirst().dropLast())
          }
          var token = Token(kind: .text(code))
          token.isCode = true
          token.isMarkup = true
          tokens.append(token)
          i = close + ticks
          continue
        }
        text += String(repeating: "`", count: ticks)
        i += ticks
        continue
      }
      if c == "[", let (label, url, end) = link(chars, at: i) {
        flush()
        var inner = tokenize(label)
        for index in inner.indices {
          inner[index].link = url
          inner[index].isMarkup = true
        }
        tokens += inner
        i = end
        continue
      }
      if c == "*" || c == "_" || c == "~" {
        var count = 0
        while i + count < chars.count, chars[i + count] == c { count += 1 }
        let before: Character? = i > 0 ? chars[i - 1] : nil
        let after: Character? = i + count < chars.count ? chars[i + count] : nil
        let (left, right) = flanking(before: before, after: after)
        var canOpen = left
        var canClose = right
        if c == "_" {
          canOpen = left && (!right || isPunctuation(before))
          canClose = right && (!left || isPunctuation(after))
        }
        if c == "~", count > 2 {
          canOpen = false
          canClose = false
        }
        flush()
        tokens.append(Token(kind: .delimiter(c, count, canOpen: canOpen, canClose: canClose)))
        i += count
        continue
      }
      text.append(c)
      i += 1
    }
    flush()
    return tokens
  }

  /// The index of the backtick run of exactly `count` that closes a code span.
  private static func closingTicks(_ chars: [Character], from start: Int, count: Int) -> Int? {
    var i = start
    while i < chars.count {
      guard chars[i] == "`" else {
        i += 1
        continue
      }
      var run = 0
      while i + run < chars.count, chars[i + run] == "`" { run += 1 }
      if run == count { return i }
      i += run
    }
    return nil
  }

  /// `[label](destination)` at `start`: the label, the URL and the index after the link.
  private static func link(_ chars: [Character], at start: Int)
    -> (label: [Character], url: URL, end: Int)?
  {
    var depth = 0
    var i = start
    var close: Int?
    // CommonMark caps link labels at 999 characters; the cap keeps a text of many `[` linear.
    let end = min(chars.count, start + 1_000)
    while i < end {
      if chars[i] == "\\" {
        i += 2
        continue
      }
      if chars[i] == "[" { depth += 1 }
      if chars[i] == "]" {
        depth -= 1
        if depth == 0 {
          close = i
          break
        }
      }
      i += 1
    }
    guard let close, close + 1 < chars.count, chars[close + 1] == "(",
      let end = chars[(close + 2)...].firstIndex(of: ")")
    else { return nil }
    let destination = String(chars[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
    guard !destination.contains(" "), let url = URL(string: destination) else { return nil }
    return (Array(chars[(start + 1)..<close]), url, end + 1)
  }

  private static func isPunctuation(_ c: Character?) -> Bool {
    guard let c else { return false }
    return c.isPunctuation || c.isSymbol
  }

  /// CommonMark's left- and right-flanking tests for a delimiter run between two characters.
  private static func flanking(before: Character?, after: Character?) -> (Bool, Bool) {
    let afterSpace = after.map { $0.isWhitespace } ?? true
    let beforeSpace = before.map { $0.isWhitespace } ?? true
    let left = !afterSpace && (!isPunctuation(after) || beforeSpace || isPunctuation(before))
    let right = !beforeSpace && (!isPunctuation(before) || afterSpace || isPunctuation(after))
    return (left, right)
  }

  // MARK: Emphasis

  /// Matches closing delimiter runs with the nearest opener of the same character (CommonMark's
  /// "process emphasis", without the rule of three), styling the tokens between them.
  private static func resolveEmphasis(_ tokens: inout [Token]) {
    // Per delimiter character, the index below which no opener is left to find (CommonMark's
    // "openers bottom"), so a text of unmatched closers stays linear.
    var bottom: [Character: Int] = [:]
    var closer = 0
    while closer < tokens.count {
      guard case .delimiter(let c, let closeCount, _, true) = tokens[closer].kind, closeCount > 0
      else {
        closer += 1
        continue
      }
      var opener = closer - 1
      var found: Int?
      while opener >= (bottom[c] ?? 0) {
        if case .delimiter(c, let openCount, true, _) = tokens[opener].kind, openCount > 0,
          c != "~" || openCount == closeCount
        {
          found = opener
          break
        }
        opener -= 1
      }
      guard let found,
        case .delimiter(_, let openCount, let openerOpens, let openerCloses) =
          tokens[found].kind
      else {
        // `~` openers match only runs of their own length, so one failure says nothing of the
        // next closer; `*` and `_` have no opener below this closer for later closers either.
        if c != "~" { bottom[c] = closer }
        closer += 1
        continue
      }
      let used = c == "~" ? closeCount : (openCount >= 2 && closeCount >= 2 ? 2 : 1)
      for index in (found + 1)..<closer {
        if c == "~" {
          tokens[index].struck += 1
        } else if used == 2 {
          tokens[index].bold += 1
        } else {
          tokens[index].italic += 1
        }
      }
      tokens[found].kind = .delimiter(
        c, openCount - used, canOpen: openerOpens, canClose: openerCloses)
      tokens[found].isMarkup = true
      if case .delimiter(_, _, let opens, let closes) = tokens[closer].kind {
        tokens[closer].kind = .delimiter(
          c, closeCount - used, canOpen: opens, canClose: closes)
      }
      tokens[closer].isMarkup = true
      // Delimiters between the two can no longer match across this pair.
      for index in (found + 1)..<closer {
        if case .delimiter(let inner, let n, _, _) = tokens[index].kind {
          tokens[index].kind = .text(String(repeating: inner, count: n))
        }
      }
      if closeCount - used == 0 { closer += 1 }
    }
  }
}
