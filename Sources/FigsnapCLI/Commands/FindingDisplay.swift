import Diagnostics
import Pipeline

/// Which findings a command prints as text, and how: those below a minimum severity are only counted, and repeated
/// warnings and notes are folded into one line, unless `--verbose` asks for each.
struct FindingDisplay {
  static let values = ["--min-severity"]
  static let flags = ["--quiet", "--verbose"]

  static let help = """
      --min-severity S  print findings of severity S and above: note, warning or error (counted either way)
      --quiet           print errors only (as --min-severity error)
      --verbose         print every finding, not one line for repeated warnings and notes
    """

  /// Warnings or notes of one check on one screen beyond this many are printed as one line.
  static let groupLimit = 3

  var minimum: Diagnostic.Severity
  var verbose: Bool

  /// The options, as given.
  struct Options: Sendable {
    var quiet = false
    var verbose = false
    var minSeverity: String?

    /// Every finding from the command's own minimum up, folded.
    init() {}

    init(_ arguments: ParsedArguments) {
      quiet = arguments.has("--quiet")
      verbose = arguments.has("--verbose")
      minSeverity = arguments.value("--min-severity")
    }
  }

  /// The display the options ask for, `minimum` by default.
  init(_ options: Options, defaultMinimum minimum: Diagnostic.Severity) throws {
    verbose = options.verbose
    if options.quiet {
      guard options.minSeverity == nil else {
        throw UsageError(message: "--quiet and --min-severity cannot go together")
      }
      self.minimum = .error
    } else if let level = options.minSeverity {
      guard let severity = Diagnostic.Severity(rawValue: level) else {
        throw UsageError(message: "--min-severity takes note, warning or error")
      }
      self.minimum = severity
    } else {
      self.minimum = minimum
    }
  }

  /// The findings printed: those at the minimum and above, sorted; unless `verbose`, a warning or note said the same
  /// way about several nodes is one line, and so are a check's warnings or notes beyond ``groupLimit`` on one screen.
  func shown(_ findings: [Diagnostic]) -> [Diagnostic] {
    let kept = findings.filter { $0.severity >= minimum }.sorted()
    guard !verbose else { return kept }
    // Findings about different nodes are at different lines of a file: they fold by the file.
    let sameMessage = { (finding: Diagnostic) in
      "\(finding.location.file)\u{0}\(finding.ruleID)\u{0}\(finding.message)"
    }
    let same = Self.fold(kept, by: sameMessage, beyond: Self.groupLimit, summary: Self.likeIt)
    let sameScreen = { (finding: Diagnostic) in
      "\(finding.location.file)\u{0}\(finding.screen?.id ?? "")\u{0}\(finding.ruleID)"
    }
    return Self.fold(same, by: sameScreen, beyond: Self.groupLimit, summary: Self.onScreen)
  }

  /// `… (and 27 more like it on 27 screens)`.
  private static func likeIt(_ first: Diagnostic, _ group: [Diagnostic]) -> String {
    let screens = Set(group.compactMap(\.screen?.id)).count
    let place = screens > 1 ? " on \(screens) screens" : ""
    return "\(first.message) (and \(group.count - 1) more like it\(place))"
  }

  /// `26 findings on screen 'Home' (1:2), such as: …`.
  private static func onScreen(_ first: Diagnostic, _ group: [Diagnostic]) -> String {
    let screen = first.screen.map { " on screen '\($0.name)' (\($0.id))" } ?? ""
    return "\(group.count) findings\(screen), such as: \(first.message)"
  }

  /// `findings` with each group of more than `limit` warnings or notes of the same `key` folded into its first, whose
  /// message `summary` writes; errors are never folded.
  private static func fold(
    _ findings: [Diagnostic], by key: (Diagnostic) -> String, beyond limit: Int,
    summary: (Diagnostic, [Diagnostic]) -> String
  ) -> [Diagnostic] {
    var groups: [String: [Diagnostic]] = [:]
    for finding in findings where finding.severity != .error { groups[key(finding), default: []].append(finding) }
    var shown: [Diagnostic] = []
    var folded: Set<String> = []
    for finding in findings {
      let name = key(finding)
      guard finding.severity != .error, let group = groups[name], group.count > limit else {
        shown.append(finding)
        continue
      }
      guard folded.insert(name).inserted else { continue }
      var first = finding
      first.message = summary(finding, group)
      shown.append(first)
    }
    return shown
  }

  /// How many findings of each severity are not printed, as `12 notes not shown (--min-severity note)`; nil when
  /// all are.
  func hiddenSummary(_ findings: [Diagnostic]) -> String? {
    let hidden = findings.filter { $0.severity < minimum }
    guard !hidden.isEmpty else { return nil }
    let counts = Diagnostic.Severity.allCases.reversed().compactMap { severity -> String? in
      let count = hidden.filter { $0.severity == severity }.count
      return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }
    let lowest = hidden.map(\.severity).min() ?? .note
    return "\(counts.joined(separator: ", ")) not shown (--min-severity \(lowest.rawValue) prints them)"
  }

}
