/// A finding of any stage: a problem in the input, a ruleset, the layout, or a note on what figsnap could not
/// translate.
///
/// Fatal problems are thrown as a `Diagnostic`; recoverable ones travel beside a stage's value.
public struct Diagnostic: Error, Hashable, Comparable, Sendable, CustomStringConvertible {
  /// How serious a finding is.
  ///
  /// An `error` makes the CLI exit 1.
  public enum Severity: String, Comparable, Sendable, CaseIterable {
    case note, warning, error

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }

  /// Supporting detail printed under a diagnostic, such as one member of a conflicting set.
  public struct Note: Hashable, Sendable {
    /// What the note says.
    public var message: String
    /// Where it points, if anywhere.
    public var location: SourceLocation?

    /// Creates a note.
    public init(_ message: String, at location: SourceLocation? = nil) {
      self.message = message
      self.location = location
    }
  }

  /// How serious it is.
  public var severity: Severity
  /// The file (and line) it is about.
  public var location: SourceLocation
  /// The check or rule id, or a stage id such as `figma.decode`.
  public var ruleID: String
  /// What is wrong, lowercase and without a final period.
  public var message: String
  /// The design node it is about.
  public var node: NodeRef?
  /// The screen (its root frame) the node is on, once the pipeline has placed the finding.
  public var screen: NodeRef?
  /// Where in a run it arose, printed before the node: `hook horizontal`.
  public var scope: String?
  /// Supporting detail.
  public var notes: [Note]
  /// Where the generated Swift declares or constrains the view the finding is about, once the files are written.
  public var generated: SourceLocation?

  /// Creates a diagnostic.
  public init(
    _ severity: Severity, _ ruleID: String, _ message: Message, at location: SourceLocation,
    node: NodeRef? = nil, scope: String? = nil, notes: [Note] = []
  ) {
    self.severity = severity
    self.ruleID = ruleID
    self.message = message.text
    self.location = location
    self.node = node
    self.scope = scope
    self.notes = notes
  }

  /// `file:line: severity: [rule_id] message (hook horizontal, node 1:23 'Name')`.
  public var description: String {
    var text = "\(location): \(severity.rawValue): [\(ruleID)] \(message)"
    let context = [scope, node?.description].compactMap { $0 }
    if !context.isEmpty { text += " (\(context.joined(separator: ", ")))" }
    return text
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    let lhsNode = lhs.node?.id ?? ""
    let rhsNode = rhs.node?.id ?? ""
    if lhsNode != rhsNode { return NodeRef.idPrecedes(lhsNode, rhsNode) }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    if lhs.message != rhs.message { return lhs.message < rhs.message }
    return lhs.severity > rhs.severity
  }
}

extension Array where Element == Diagnostic {
  /// Whether any finding has severity `error`.
  public var containsError: Bool { contains { $0.severity == .error } }

  /// `2 errors, 0 warnings, 5 notes`, as the commands' summaries count findings.
  public var severityCounts: String {
    let count = { (severity: Diagnostic.Severity) in filter { $0.severity == severity }.count }
    return "\(count(.error)) errors, \(count(.warning)) warnings, \(count(.note)) notes"
  }
}
