import Diagnostics
import LayoutIR
import Pipeline

/// What `generate` tells on standard error after a run: a line per screen when there are
/// several (its file, its counts, and whether its errors held it back), then the totals.
struct GenerateSummary {
  let document: LayoutDocument
  let files: [GeneratedFile]
  let findings: ScreenFindings

  /// The summary, given the names of the files written, the output folder, and what the display left out.
  func text(written: Set<String>, folder: String?, hidden: String? = nil) -> String {
    var lines: [String] = []
    if files.count > 1 {
      var instanceCounts: [String: Int] = [:]
      for view in (document.screens + document.components).flatMap(\.withCells).flatMap(\.views) {
        if let component = view.component?.className { instanceCounts[component, default: 0] += 1 }
      }
      for file in files {
        if let component = document.components.first(where: { $0.className + ".swift" == file.name }) {
          let state = written.contains(file.name) ? "" : "not written (errors remain): "
          let instances = instanceCounts[component.className] ?? 0
          lines.append(
            "  \(file.name) component '\(Self.flat(component.name))': \(state)\(Self.size([component])), "
              + "\(instances) instance\(instances == 1 ? "" : "s")")
          continue
        }
        guard let screen = document.screens.first(where: { $0.node == file.screen }) else { continue }
        let found = findings.findings(onScreen: file.screen)
        let state = written.contains(file.name) ? "" : "not written (errors remain): "
        let approximations = ApproximationCounts.summary(found).map { "; \($0)" } ?? ""
        lines.append(
          "  \(file.name) '\(Self.flat(screen.name))' (\(screen.node)): \(state)\(Self.size([screen])); "
            + "\(found.severityCounts)\(approximations)")
      }
    }
    lines.append(totals(written: written, folder: folder))
    let exported = document.assets.filter { $0.kind != .symbol }.count
    if let folder, exported > 0 {
      lines.append(
        "  \(exported) image(s) to export from Figma: figsnap assets \(folder)/\(AssetManifest.fileName) --file KEY "
          + "-o Assets.xcassets")
    }
    if let hidden { lines.append("  \(hidden)") }
    return lines.map { $0 + "\n" }.joined()
  }

  /// The last line: what was written, the sizes, the findings, and what the code does not draw exactly.
  func totals(written: Set<String>, folder: String?) -> String {
    let held = files.count - written.count
    let place = folder.map { " into \($0)" } ?? ""
    // A component's class is counted with the screens, as the file it is.
    let classes = document.components.count
    let kinds = classes == 0 ? "screen(s)" : "file(s) (\(files.count - classes) screen(s), \(classes) component(s))"
    let verb: String
    if held == 0 {
      verb = "generated \(files.count) \(kinds)\(place)"
    } else if written.isEmpty {
      verb = "did not write (errors remain; --allow-errors writes anyway) \(files.count) \(kinds)"
    } else {
      verb =
        "generated \(written.count) of \(files.count) \(kinds)\(place), \(held) not written "
        + "(errors remain; --allow-errors writes anyway)"
    }
    let skipped = document.screens.reduce(0) { $0 + $1.skipped.count }
    let layouts = document.screens + document.components
    var line =
      "figsnap generate: \(verb): \(Self.size(layouts)), \(skipped) skipped; \(findings.all.severityCounts)"
    if let approximations = ApproximationCounts.summary(findings.all) { line += "; \(approximations)" }
    let todos = Self.todoCount(layouts)
    if todos > 0 { line += "; \(todos) TODO comment\(todos == 1 ? "" : "s") in the code" }
    return line
  }

  /// The `// TODO:` comments the code of `screens` holds, their cells' included.
  static func todoCount(_ screens: [LayoutScreen]) -> Int {
    screens.flatMap(\.withCells).reduce(0) { total, layout in
      total + layout.rootTodos.count + layout.views.reduce(0) { $0 + $1.todos.count }
    }
  }

  private static func size(_ screens: [LayoutScreen]) -> String {
    let views = screens.reduce(0) { $0 + $1.views.count }
    let constraints = screens.reduce(0) { total, screen in
      total + screen.views.reduce(0) { $0 + $1.constraints.filter { !$0.implicit }.count }
    }
    return "\(views) views, \(constraints) constraints"
  }

  private static func flat(_ name: String) -> String { TerminalText.line(name) }
}
