import Diagnostics
import LayoutIR
import Pipeline

/// What `generate` tells on standard error after a run: a line per screen when there are
/// several (its file, its counts, and whether its errors held it back), then the totals.
struct GenerateSummary {
  let document: LayoutDocument
  let files: [GeneratedFile]
  let findings: ScreenFindings

  /// The summary, given the names of the files written and the output folder.
  func text(written: Set<String>, folder: String?) -> String {
    var lines: [String] = []
    if files.count > 1 {
      for file in files {
        guard let screen = document.screens.first(where: { $0.node == file.screen }) else { continue }
        let counts = findings.findings(onScreen: file.screen).severityCounts
        let state = written.contains(file.name) ? "" : "not written (errors remain): "
        lines.append(
          "  \(file.name) '\(Self.flat(screen.name))' (\(screen.node)): \(state)\(Self.size([screen])); \(counts)")
      }
    }
    let held = files.count - written.count
    let place = folder.map { " into \($0)" } ?? ""
    let verb: String
    if held == 0 {
      verb = "generated \(files.count) screen(s)\(place)"
    } else if written.isEmpty {
      verb = "did not write (errors remain; --allow-errors writes anyway) \(files.count) screen(s)"
    } else {
      verb =
        "generated \(written.count) of \(files.count) screen(s)\(place), \(held) not written "
        + "(errors remain; --allow-errors writes anyway)"
    }
    let skipped = document.screens.reduce(0) { $0 + $1.skipped.count }
    lines.append(
      "figsnap generate: \(verb): \(Self.size(document.screens)), \(skipped) skipped; \(findings.all.severityCounts)")
    return lines.map { $0 + "\n" }.joined()
  }

  private static func size(_ screens: [LayoutScreen]) -> String {
    let views = screens.reduce(0) { $0 + $1.views.count }
    let constraints = screens.reduce(0) { total, screen in
      total + screen.views.reduce(0) { $0 + $1.constraints.filter { !$0.implicit }.count }
    }
    return "\(views) views, \(constraints) constraints"
  }

  private static func flat(_ name: String) -> String {
    name.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
