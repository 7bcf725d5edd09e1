import SwiftSource

/// A case's `expect.txt`: the lines a single-feature case is about, per output, instead of whole-file goldens.
///
/// ```
/// # blur: a background blur becomes a material, a layer blur a finding
/// [uikit]
/// let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
/// view.insertSubview(blurView, at: 0)
/// [swiftui]
/// .background(.regularMaterial)
/// !.background(.ultraThinMaterial)
/// ```
///
/// A section (`[uikit]`, `[swiftui]`, `[diagnostics]`, `[ir]`) lists lines that must appear in that output in that
/// order, each equal to a line of the output once both are trimmed of leading and trailing whitespace. A line starting
/// with `~` matches any output line that contains the rest; a line starting with `!` (or `!~`) must not appear anywhere
/// in that output. Blank lines and lines starting with `#` followed by a space (or alone) are ignored; a leading `\` is
/// dropped, so `\!`, `\~`, `\[` and `\# ` start a line with those characters.
///
/// A statement the generated code breaks over several lines to keep within the line limit (a call's arguments on the
/// lines after its `(`, a comment's words) is also matched as one line, as it reads unbroken
/// (``SwiftStatements``): a case states what the code says, not where the line limit broke it.
public struct LineExpectations: Sendable, Hashable {
  /// One of a case's outputs.
  public enum Output: String, Sendable, Hashable, CaseIterable {
    case uikit, swiftui, diagnostics, ir

    /// How messages name it.
    public var title: String {
      switch self {
      case .uikit: "the UIKit output"
      case .swiftui: "the SwiftUI output"
      case .diagnostics: "the diagnostics output"
      case .ir: "the IR dump"
      }
    }
  }

  /// One stated line.
  public struct Line: Sendable, Hashable {
    /// The trimmed text.
    public var text: String
    /// True for `!`: the text must not appear.
    public var forbidden: Bool
    /// True for `~`: any output line containing the text matches, not only an equal one.
    public var partial: Bool
    /// Its line number in the file, for messages.
    public var number: Int
  }

  /// The stated lines of each output, in the file's order.
  public var sections: [Output: [Line]]

  /// The file's name in a case folder.
  public static let fileName = "expect.txt"

  /// Parses a file's text; throws the first malformed line as `file:line: why`.
  public init(parsing text: String, file: String) throws(LineExpectationError) {
    sections = [:]
    var current: Output?
    for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let number = index + 1
      var line = Self.trimmed(raw)
      if line.isEmpty || line == "#" || line.hasPrefix("# ") { continue }
      if line.hasPrefix("["), line.hasSuffix("]") {
        let name = String(line.dropFirst().dropLast())
        guard let output = Output(rawValue: name) else {
          let known = Output.allCases.map { "[\($0.rawValue)]" }.joined(separator: ", ")
          throw LineExpectationError("\(file):\(number): unknown section '\(line)'; the sections are \(known)")
        }
        guard sections[output] == nil else {
          throw LineExpectationError("\(file):\(number): the section '\(line)' appears twice")
        }
        sections[output] = []
        current = output
        continue
      }
      guard let output = current else {
        throw LineExpectationError(
          "\(file):\(number): a line before any section; start with [uikit], [swiftui], [diagnostics] or [ir]")
      }
      let forbidden = line.hasPrefix("!")
      if forbidden { line = Self.trimmed(line.dropFirst()) }
      let partial = line.hasPrefix("~")
      if partial { line = Self.trimmed(line.dropFirst()) }
      if line.hasPrefix("\\") { line = String(line.dropFirst()) }
      guard !line.isEmpty else { throw LineExpectationError("\(file):\(number): a '!' or '~' with no text") }
      sections[output, default: []].append(Line(text: line, forbidden: forbidden, partial: partial, number: number))
    }
    guard sections.values.contains(where: { !$0.isEmpty }) else {
      throw LineExpectationError("\(file) states no lines; a case needs at least one")
    }
  }

  /// The problems of `actual` against this output's stated lines, one message each; empty when they hold.
  ///
  /// Stated lines are matched in order, each after the previous match; a forbidden line must not appear anywhere.
  public func problems(_ output: Output, in actual: String, file: String) -> [String] {
    guard let lines = sections[output], !lines.isEmpty else { return [] }
    let trimmed = actual.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(Self.trimmed)
    let statements = SwiftStatements.statements(of: actual)
    let chains = SwiftStatements.statements(of: actual, joiningChains: true)
    var problems: [String] = []
    var next = 0
    var previous: Line?
    for line in lines {
      let equals = { (candidate: String) in line.partial ? candidate.contains(line.text) : candidate == line.text }
      let matches = { (index: Int) in
        equals(trimmed[index]) || equals(statements[index]) || equals(chains[index])
      }
      if line.forbidden {
        if let found = trimmed.indices.first(where: matches) {
          problems.append(
            "\(file):\(line.number): \(output.title) has a line it must not have (line \(found + 1)):\n"
              + "    \(line.text)\n" + Self.excerpt(trimmed, around: found))
        }
        continue
      }
      if let found = trimmed.indices[next...].first(where: matches) {
        next = found + 1
        previous = line
        continue
      }
      if let earlier = trimmed.indices[..<next].first(where: matches), let previous {
        problems.append(
          "\(file):\(line.number): \(output.title) has this line only before '\(previous.text)' (line "
            + "\(next) of the output), not after it as stated:\n    \(line.text)\n"
            + Self.excerpt(trimmed, around: earlier))
      } else {
        let anchor = Self.nearest(line.text, in: trimmed, from: next) ?? max(0, next - 1)
        problems.append(
          "\(file):\(line.number): \(output.title) lacks \(line.partial ? "a line containing" : "the line"):\n"
            + "    \(line.text)\n"
            + Self.excerpt(trimmed, around: anchor))
      }
    }
    return problems
  }

  /// Outputs up to this many lines are shown whole in a failure; longer ones around the place that matters.
  static let wholeOutputLimit = 30

  /// The output's lines around `index` (the whole output when it is short), numbered, `>` marking `index`.
  static func excerpt(_ lines: [String], around index: Int) -> String {
    var shown = lines
    while shown.last?.isEmpty == true { shown.removeLast() }
    guard !shown.isEmpty else { return "  the output is empty" }
    let index = min(index, shown.count - 1)
    let range: Range<Int>
    if shown.count <= wholeOutputLimit {
      range = 0..<shown.count
    } else {
      range = max(0, index - 5)..<min(shown.count, index + 6)
    }
    let width = String(range.upperBound).count
    var text =
      shown.count <= wholeOutputLimit ? "  the output (trimmed):\n" : "  the output near line \(index + 1) (trimmed):\n"
    for row in range {
      let number = String(row + 1)
      let padding = String(repeating: " ", count: width - number.count)
      text += "  \(row == index ? ">" : " ") \(padding)\(number) | \(shown[row])\n"
    }
    return String(text.dropLast())
  }

  /// The output line most like `text` (the longest shared prefix, at least half of `text` or 8 characters),
  /// preferring lines after `start`; nil when none is close.
  static func nearest(_ text: String, in lines: [String], from start: Int) -> Int? {
    var best: (index: Int, length: Int)?
    let order = Array(lines.indices[start...]) + Array(lines.indices[..<start])
    for index in order {
      let length = zip(text, lines[index]).prefix { $0 == $1 }.count
      if length > (best?.length ?? 0) { best = (index, length) }
    }
    guard let best, best.length >= min(8, (text.count + 1) / 2) else { return nil }
    return best.index
  }

  private static func trimmed(_ text: some StringProtocol) -> String {
    var slice = Substring(text)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }
}

/// A malformed `expect.txt`.
public struct LineExpectationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `file:line: why`.
  public var description: String

  init(_ description: String) { self.description = description }
}
