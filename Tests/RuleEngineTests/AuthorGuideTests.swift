import Foundation
import RuleEngine
import TestSupport
import Testing

/// `rulesets/README.md` names every hook and helper that exists, and each one it names exists.
@Suite struct AuthorGuideTests {
  private let guide: String = (try? String(contentsOfFile: Paths.package("rulesets/README.md"), encoding: .utf8)) ?? ""

  /// Names written as `name(` inside backticks in the guide's hook table rows.
  private var documentedHooks: Set<String> {
    var hooks: Set<String> = []
    for line in guide.split(separator: "\n") where line.hasPrefix("| `") {
      let cell = line.dropFirst(3).prefix { $0 != "`" }
      if let name = cell.split(separator: "(").first,
        cell.contains("(view") || cell.contains("(node")
          || cell.contains("(paint") || cell.contains("(text")
      {
        hooks.insert(String(name))
      }
    }
    return hooks
  }

  /// `snap.<module>.<name>` and `<name>(` lists under each helper module's bullet.
  private var documentedHelpers: [String] {
    var bullets: [String] = []
    for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("- ") {
        bullets.append(String(line))
      } else if line.hasPrefix("  "), !bullets.isEmpty {
        bullets[bullets.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
      } else {
        bullets.append("")
      }
    }
    var helpers: [String] = []
    for line in bullets where line.hasPrefix("- `snap.") {
      let module = line.dropFirst(3).prefix { $0 != "`" }
      guard module.split(separator: ".").count == 2, !module.contains("(") else { continue }
      let body = line.split(separator: ":", maxSplits: 1).last ?? ""
      for part in body.split(separator: "`") where part.first?.isLetter == true {
        let name = part.prefix { $0.isLetter || $0 == "_" }
        if !name.isEmpty, part.dropFirst(name.count).first == "(" {
          helpers.append("\(module).\(name)")
        }
      }
    }
    return helpers
  }

  @Test func documentsExactlyTheHooksThatExist() {
    verify(documentedHooks, equals: Set(HookName.allCases.map(\.rawValue)))
  }

  @Test func everyDocumentedHelperExistsInTheSandbox() throws {
    let helpers = documentedHelpers
    verify(helpers.count >= 20, "\(helpers)")
    let fixture = try RulesetFixture()
    let checks = helpers.map { "  assert(type(\($0)) == \"function\", \"missing \($0)\")" }.joined(separator: "\n")
    try fixture.write("guide", rules: [("noop", "return { summary = \"nothing\" }\n")])
    let folder = fixture.root + "/rulesets/guide"
    try FileManager.default.createDirectory(atPath: folder + "/tests", withIntermediateDirectories: true)
    try "snap.test.case(\"helpers\", function()\n\(checks)\nend)\n".write(
      toFile: folder + "/tests/helpers_test.lua", atomically: true, encoding: .utf8)
    let results = try RulesetUnitTests(folder: folder, searchPath: fixture.searchPath).run()
    verify(results.map(\.failure), equals: [nil], "\(results)")
  }

  @Test func documentsEverySnapHelperTheSandboxOffers() throws {
    let fixture = try RulesetFixture()
    let listing = """
      local names = {}
      for module, functions in pairs(snap) do
        if type(functions) == "table" and module ~= "test" then
          for name, value in pairs(functions) do
            if type(value) == "function" then names[#names + 1] = "snap." .. module .. "." .. name end
          end
        end
      end
      snap.test.case("listing", function() error(table.concat(names, ",")) end)

      """
    try fixture.write("listing", rules: [("noop", "return { summary = \"nothing\" }\n")])
    let folder = fixture.root + "/rulesets/listing"
    try FileManager.default.createDirectory(atPath: folder + "/tests", withIntermediateDirectories: true)
    try listing.write(toFile: folder + "/tests/list_test.lua", atomically: true, encoding: .utf8)
    let failure = try RulesetUnitTests(folder: folder, searchPath: fixture.searchPath).run().first?.failure ?? ""
    let offered = Set((failure.split(separator: " ").last ?? "").split(separator: ",").map(String.init))
    let documented = Set(documentedHelpers)
    verify(offered.subtracting(documented).isEmpty, "undocumented: \(offered.subtracting(documented).sorted())")
  }
}
