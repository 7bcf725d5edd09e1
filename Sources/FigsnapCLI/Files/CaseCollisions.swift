import Diagnostics
import Pipeline

/// Generated files whose names differ only by case (`LoginView.swift`, `loginView.swift`): on a case-insensitive
/// disk (macOS's default) one would overwrite the other.
///
/// The planner numbers class names that match regardless of case, so this is a safety net: it finds what a
/// future naming change might let through.
enum CaseCollisions {
  /// The names of `files` that another name of them matches regardless of case.
  static func names(in files: [GeneratedFile]) -> Set<String> {
    let counts = Dictionary(files.map { ($0.name.lowercased(), 1) }, uniquingKeysWith: +)
    return Set(files.map(\.name).filter { counts[$0.lowercased(), default: 0] > 1 })
  }

  /// An error on each file of `files` whose name another one matches regardless of case, naming the other screens.
  ///
  /// - Parameter screens: each screen's name by its root's id.
  static func find(in files: [GeneratedFile], screens: [String: String], folder: String) -> [Diagnostic] {
    let groups = Dictionary(grouping: files) { $0.name.lowercased() }
    return files.compactMap { file -> Diagnostic? in
      let others = (groups[file.name.lowercased()] ?? []).filter { $0 != file }
      guard !others.isEmpty else { return nil }
      let named = others.map { "'\($0.name)' (screen '\(screens[$0.screen] ?? "")' \($0.screen))" }
      return Diagnostic(
        .error, "figsnap.output",
        "differs only by case from \(named.joined(separator: ", ")), and a case-insensitive disk keeps only one; writing neither",
        at: SourceLocation(file: folder + "/" + file.name),
        node: NodeRef(id: file.screen, name: screens[file.screen] ?? ""))
    }
  }
}
