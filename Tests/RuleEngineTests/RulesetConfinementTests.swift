import Diagnostics
import Foundation
import RuleEngine
import TestSupport
import Testing

/// A ruleset reads only its own files (issue 27, item 10).
///
/// A rule id is a name, never a path, and no symbolic link out of the ruleset folder is followed, whether it is a file
/// or a folder. A refused file is never read, so no message quotes it.
@Suite struct RulesetConfinementTests {
  private let fixture: RulesetFixture
  private let ok = (id: "ok", source: "return { summary = \"fine\", view = function() end }\n")
  /// What the files outside the ruleset hold: a valid rule, and a secret that is not Lua.
  private let secret = "SECRET-TOKEN figd_12345 not lua\n"

  init() throws {
    fixture = try RulesetFixture()
    let outside = fixture.root + "/outside"
    try FileManager.default.createDirectory(atPath: outside + "/lib", withIntermediateDirectories: true)
    try "return { summary = \"evil\", view = function() end }\n".write(
      toFile: outside + "/evil.lua", atomically: true, encoding: .utf8)
    try secret.write(toFile: outside + "/passwd", atomically: true, encoding: .utf8)
    try secret.write(toFile: outside + "/secret.lua", atomically: true, encoding: .utf8)
    try "return { gap = 8 }\n".write(toFile: outside + "/lib/util.lua", atomically: true, encoding: .utf8)
  }

  /// Writes ruleset `named` listing the rule ids written as the Lua strings `ids`.
  private func listing(_ ids: [String], named name: String = "paths") throws -> Diagnostic? {
    try fixture.write(name, rules: [ok])
    let list = (["\"ok\""] + ids).joined(separator: ", ")
    try "return { name = \"\(name)\", api = 1, rules = { \(list) } }\n".write(
      toFile: fixture.root + "/rulesets/\(name)/ruleset.lua", atomically: true, encoding: .utf8)
    return fixture.loadError(name)
  }

  @Test func aRuleIDThatClimbsIsRefused() throws {
    let error = try required(try listing(["\"../../outside/evil\""]))
    verify(error.location, equals: SourceLocation(file: "rulesets/paths/ruleset.lua"))
    verify(
      error.message,
      equals: "rule id \"../../outside/evil\" in 'rules' is not a name: an id holds only letters, digits, '_', '-' and "
        + "'.', and no '..'")
  }

  @Test func aRuleIDWithANulIsRefusedEscapedAndTheFileIsNeverRead() throws {
    let error = try required(try listing(["\"../../outside/passwd\\0\""]))
    verify(error.location, equals: SourceLocation(file: "rulesets/paths/ruleset.lua"))
    verify(error.message.hasPrefix("rule id \"../../outside/passwd\\0\" in 'rules' is not a name"), "\(error)")
    verify(error.description, lacks: "SECRET")
    verify(!error.description.unicodeScalars.contains { $0.value == 0 })
  }

  @Test(arguments: ["a/b", "", "a..b", "rules/../ok", "é", "a b", "x\\n"])
  func ruleIDsAreNames(_ id: String) throws {
    let error = try required(try listing(["\"\(id)\""]))
    verify(error.message, contains: "in 'rules' is not a name", "\(error)")
    verify(error.message, lacks: "\n")
  }

  @Test func namesWithDotsDashesAndUnderscoresLoad() throws {
    try fixture.write("names", rules: [("team.v2-row_fix", ok.source)])
    verify(try fixture.runner("names").describe().rules.map(\.id), equals: ["team.v2-row_fix"])
  }

  @Test func aRuleFileLinkedOutsideIsRefusedUnread() throws {
    let folder = try fixture.write("linked", rules: [ok, ("r", "")])
    try FileManager.default.removeItem(atPath: folder + "/rules/r.lua")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/rules/r.lua", withDestinationPath: fixture.root + "/outside/secret.lua")
    let error = try required(fixture.loadError("linked"))
    verify(error.location, equals: SourceLocation(file: "rulesets/linked/rules/r.lua"))
    verify(error.message, equals: "rules/r.lua resolves (through a symbolic link) to a file outside the ruleset folder")
    verify(error.description, lacks: "SECRET")
  }

  @Test func aManifestLinkedOutsideIsRefusedUnread() throws {
    let folder = try fixture.write("manifest", rules: [ok])
    try FileManager.default.removeItem(atPath: folder + "/ruleset.lua")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/ruleset.lua", withDestinationPath: fixture.root + "/outside/secret.lua")
    let error = try required(fixture.loadError("manifest"))
    verify(error.location, equals: SourceLocation(file: "rulesets/manifest/ruleset.lua"))
    verify(error.message.hasPrefix("ruleset.lua resolves (through a symbolic link) to a file outside"), "\(error)")
    verify(error.description, lacks: "SECRET")
  }

  @Test func aLibraryFolderLinkedOutsideIsRefused() throws {
    let user = "local util = require(\"util\")\nreturn { summary = \"uses util\", view = function() end }\n"
    let folder = try fixture.write("library", rules: [("user", user)])
    try FileManager.default.removeItem(atPath: folder + "/lib")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/lib", withDestinationPath: fixture.root + "/outside/lib")
    let error = try required(fixture.loadError("library"))
    verify(error.location, equals: SourceLocation(file: "rulesets/library/rules/user.lua", line: 1))
    verify(
      error.message, equals: "module 'util' resolves (through a symbolic link) to a file outside the ruleset folder")
  }

  @Test func linksInsideTheRulesetAreFollowed() throws {
    let user = "local util = require(\"util\")\nreturn { summary = \"uses util\", view = function() end }\n"
    let folder = try fixture.write("inside", rules: [("user", user)])
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/shared/lib", withIntermediateDirectories: true)
    try "return { gap = 8 }\n".write(toFile: folder + "/shared/lib/util.lua", atomically: true, encoding: .utf8)
    try manager.removeItem(atPath: folder + "/lib")
    try manager.createSymbolicLink(atPath: folder + "/lib", withDestinationPath: "shared/lib")
    try manager.moveItem(atPath: folder + "/rules/user.lua", toPath: folder + "/shared/user.lua")
    try manager.createSymbolicLink(atPath: folder + "/rules/user.lua", withDestinationPath: "../shared/user.lua")
    verify(try fixture.runner("inside").describe().rules.map(\.id), equals: ["user"])
  }
}
