/// A unified diff of two texts (three lines of context), for golden mismatches.
public enum UnifiedDiff {
  /// `--- old` / `+++ new` and `@@` hunks; empty when the texts are equal.
  public static func diff(_ old: String, _ new: String, oldName: String, newName: String) -> String {
    guard old != new else { return "" }
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = script(a, b)
    var text = "--- \(oldName)\n+++ \(newName)\n"
    var index = 0
    while index < edits.count {
      guard let change = edits[index...].firstIndex(where: { $0.kind != " " }) else { break }
      let start = max(index, change - 3)
      var end = change
      var quiet = 0
      while end < edits.count, quiet <= 6 {
        quiet = edits[end].kind == " " ? quiet + 1 : 0
        end += 1
      }
      end = min(edits.count, end - max(0, quiet - 3))
      let slice = edits[start..<end]
      let oldStart = (slice.first?.oldLine ?? 0) + 1
      let newStart = (slice.first?.newLine ?? 0) + 1
      let oldCount = slice.filter { $0.kind != "+" }.count
      let newCount = slice.filter { $0.kind != "-" }.count
      text += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for edit in slice { text += edit.kind + edit.text + "\n" }
      index = end
    }
    return text
  }

  private struct Edit {
    var kind: String
    var text: String
    var oldLine: Int
    var newLine: Int
  }

  /// The shortest edit script by longest common subsequence.
  private static func script(_ a: [String], _ b: [String]) -> [Edit] {
    let n = a.count
    let m = b.count
    var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, a[i] == b[j] {
        edits.append(Edit(kind: " ", text: a[i], oldLine: i, newLine: j))
        i += 1
        j += 1
      } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
        edits.append(Edit(kind: "-", text: a[i], oldLine: i, newLine: j))
        i += 1
      } else {
        edits.append(Edit(kind: "+", text: b[j], oldLine: i, newLine: j))
        j += 1
      }
    }
    return edits
  }
}
