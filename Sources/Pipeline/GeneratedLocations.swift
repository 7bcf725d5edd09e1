public import Diagnostics
import LayoutIR
import SwiftSource
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
    // The files that write each node, in name order: a run has as many findings as views, and as many files as
    // screens.
    var writers: [String: [Int]] = [:]
    for (index, file) in swiftFiles.enumerated() {
      for node in file.sourceMap.nodes { writers[node, default: []].append(index) }
    }
    return findings.map { finding in
      guard let id = finding.node?.id,
        let node = NodeRef.designIDs(of: id).lazy.map(String.init).first(where: { writers[$0] != nil }),
        let candidates = writers[node]
      else { return finding }
      let ownScreen = candidates.first { swiftFiles[$0].screen == finding.screen?.id } ?? candidates[0]
      let file = swiftFiles[ownScreen]
      let subject = subject(of: finding.ruleID)
      let fallback: SwiftSourceMap.Kind = subject == .declaration ? .constraints : .declaration
      guard let position = file.sourceMap.position(of: node, subject) ?? file.sourceMap.position(of: node, fallback)
      else { return finding }
      var located = finding
      located.generated = SourceLocation(file: prefix + file.name, line: position.line, column: position.column)
      let origin = finding.location.file == source ? "the view's node in the design" : "where it was reported"
      located.notes.insert(Diagnostic.Note(origin, at: finding.location), at: 0)
      return located
    }
  }

  /// What of a view a finding of `id` is about: the checks say; every other finding is about the declaration.
  private static func subject(of id: String) -> SwiftSourceMap.Kind {
    subjects[id] ?? .declaration
  }

  private static let subjects: [String: SwiftSourceMap.Kind] = Dictionary(
    allChecks.map { (type(of: $0).id, type(of: $0).subject) }, uniquingKeysWith: { first, _ in first })
}
