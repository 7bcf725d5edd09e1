import Foundation

/// A ruleset on disk that extends the default one with a single rule, for tests that run the
/// real binary against a hostile or picky rule.
public enum OneRuleRuleset {
  /// Writes ruleset `name` into `folder` (created when missing) with the rule `rule` whose source
  /// is `source`, and returns `folder`.
  @discardableResult
  public static func write(name: String, rule: String, source: String, into folder: String) throws -> String {
    try FileManager.default.createDirectory(atPath: folder + "/rules", withIntermediateDirectories: true)
    try "return { name = \"\(name)\", api = 1, extends = \"default\", rules = { \"\(rule)\" } }\n".write(
      toFile: folder + "/ruleset.lua", atomically: true, encoding: .utf8)
    try source.write(toFile: folder + "/rules/\(rule).lua", atomically: true, encoding: .utf8)
    return folder
  }
}
