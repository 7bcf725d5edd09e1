public import Diagnostics
import LayoutIR
import Validation

/// Points the findings about emitted views at the generated Swift: the line that declares the view, or the one
/// that constrains it for a finding about its layout.
public enum GeneratedLocations {
  /// `findings`, each about a view that one of `files` (written into `folder`) declares with its Swift line and
  /// column, and a first note naming where it was (the design read from `source`, or a rule); the others as they
  /// are.
  ///
  /// A finding is looked up in its screen's file first, then in the rest (a component's class has a file of its
  /// own).
  public static func locate(_ findings: [Diagnostic], in files: [GeneratedFile], folder: String, source: String)
    -> [Diagnostic]
  {
    let swiftFiles = files.filter { !$0.sourceMap.isEmpty }.sorted { $0.name < $1.name }
    guard !swiftFiles.isEmpty else { return findings }
    let prefix = folder == "." || folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
    return findings.map { finding in
      guard let node = finding.node?.id else { return finding }
      let order = [
        subject(of: finding.ruleID), subject(of: finding.ruleID) == .declaration ? .constraints : .declaration,
      ]
      let screenFiles = swiftFiles.filter { $0.screen == finding.screen?.id }
      for file in screenFiles + swiftFiles.filter({ $0.screen != finding.screen?.id }) {
        guard let position = order.lazy.compactMap({ file.sourceMap.position(of: node, $0) }).first else { continue }
        var located = finding
        located.generated = SourceLocation(file: prefix + file.name, line: position.line, column: position.column)
        let origin = finding.location.file == source ? "the view's node in the design" : "where it was reported"
        located.notes.insert(Diagnostic.Note(origin, at: finding.location), at: 0)
        return located
      }
      return finding
    }
  }

  /// What of a view a finding of `id` is about: the checks say; every other finding is about the declaration.
  private static func subject(of id: String) -> SwiftSourceMap.Kind {
    subjects[id] ?? .declaration
  }

  private static let subjects: [String: SwiftSourceMap.Kind] = Dictionary(
    allChecks.map { (type(of: $0).id, type(of: $0).subject) }, uniquingKeysWith: { first, _ in first })
}
