/// What the findings of one id mean: a check, a planner finding, a family of findings, or a ruleset's rule, as SARIF
/// describes its rules.
public struct FindingRule: Sendable, Hashable {
  /// The finding id: `touch_target`, `untranslated.layer_blur`, a ruleset rule's id.
  public var id: String
  /// What it is about, in one line.
  public var summary: String
  /// What it finds and why it matters, in full.
  public var details: String
  /// What to do about a finding.
  public var help: String
  /// The severity its findings have unless the ruleset grades them; nil where they have no one severity (a family
  /// of findings, a ruleset's rule, which says its findings' severity as it reports them).
  public var defaultSeverity: Diagnostic.Severity?

  /// Creates a rule description.
  public init(id: String, summary: String, details: String, help: String, defaultSeverity: Diagnostic.Severity?) {
    self.id = id
    self.summary = summary
    self.details = details
    self.help = help
    self.defaultSeverity = defaultSeverity
  }
}
