public import Diagnostics
import Foundation

/// Where rulesets named by name are looked for, in order: the folders of `FIGSNAP_RULESETS`
/// (colon-separated), then the rulesets installed with figsnap.
public struct RulesetSearchPath: Sendable, Hashable {
  /// Folders holding one ruleset folder per name.
  public var folders: [String]
  /// The working directory, for showing paths relative to it.
  public var workingDirectory: String

  /// Creates a search path.
  public init(folders: [String], workingDirectory: String? = nil) {
    self.folders = folders
    self.workingDirectory = workingDirectory ?? FileManager.default.currentDirectoryPath
  }

  /// `FIGSNAP_RULESETS`, then the installed rulesets: `share/figsnap/rulesets` beside the
  /// executable's prefix, or the checkout's `rulesets/` when figsnap runs from its build folder.
  public static func standard(environment: [String: String]? = nil, executable: String? = nil) -> RulesetSearchPath {
    let variables = environment ?? ProcessInfo.processInfo.environment
    var folders = (variables["FIGSNAP_RULESETS"] ?? "").split(separator: ":").map(String.init)
    // The running binary's own path: `figsnap` found on PATH is `argv[0]` without a folder.
    folders += installedFolders(
      executable: executable ?? Bundle.main.executablePath ?? CommandLine.arguments.first ?? "")
    return RulesetSearchPath(folders: folders)
  }

  private static func installedFolders(executable: String) -> [String] {
    let resolved = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
    var directory = resolved.deletingLastPathComponent()
    var found: [String] = []
    let share = directory.deletingLastPathComponent().appendingPathComponent("share/figsnap/rulesets").path
    if FileManager.default.fileExists(atPath: share) { found.append(share) }
    for _ in 0..<6 {
      let candidate = directory.appendingPathComponent("rulesets").path
      if FileManager.default.fileExists(atPath: candidate + "/default/ruleset.lua") {
        found.append(candidate)
        break
      }
      directory.deleteLastPathComponent()
    }
    return found
  }

  /// The folder of the ruleset `reference` names: a path (with a `/`, or an existing folder) or
  /// a name on the search path.
  public func locate(_ reference: String, relativeTo base: String? = nil) throws(Diagnostic) -> String {
    let looksLikePath = reference.contains("/") || reference.hasPrefix(".")
    if looksLikePath || isRuleset(reference) {
      let path = reference.hasPrefix("/") ? reference : (base ?? workingDirectory) + "/" + reference
      let normalized = URL(fileURLWithPath: path).standardizedFileURL.path
      guard isRuleset(normalized) else {
        throw Diagnostic(
          .error, "ruleset.load", "no ruleset at '\(reference)' (a folder with ruleset.lua)",
          at: SourceLocation(file: display(normalized)))
      }
      return normalized
    }
    for folder in folders where isRuleset(folder + "/" + reference) {
      return URL(fileURLWithPath: folder + "/" + reference).standardizedFileURL.path
    }
    let known = Set(folders.flatMap { (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [] })
      .filter { isRuleset(folderNamed($0)) }
      .sorted()
    let hint = Suggestion.closest(to: reference, in: known).map { "; did you mean '\($0)'?" } ?? ""
    let list = known.isEmpty ? "none are installed" : "known: \(known.joined(separator: ", "))"
    throw Diagnostic(
      .error, "ruleset.load", "no ruleset named '\(reference)'\(hint) (\(list); FIGSNAP_RULESETS adds folders)",
      at: SourceLocation(file: reference))
  }

  private func folderNamed(_ name: String) -> String {
    folders.map { $0 + "/" + name }.first(where: isRuleset) ?? name
  }

  private func isRuleset(_ folder: String) -> Bool {
    FileManager.default.fileExists(atPath: folder + "/ruleset.lua")
  }

  /// The absolute path of a file as findings name it: relative to the working directory, or from a search folder's
  /// name on as ``display(_:)`` shows a ruleset's file, or absolute already.
  public func absolute(_ displayed: String) -> String {
    if displayed.hasPrefix("/") { return URL(fileURLWithPath: displayed).standardizedFileURL.path }
    let local = URL(fileURLWithPath: workingDirectory + "/" + displayed).standardizedFileURL.path
    if FileManager.default.fileExists(atPath: local) { return local }
    for folder in folders {
      let standardized = URL(fileURLWithPath: folder).standardizedFileURL
      let name = standardized.lastPathComponent
      guard displayed.hasPrefix(name + "/") else { continue }
      let candidate = standardized.deletingLastPathComponent().appendingPathComponent(displayed).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
    }
    return local
  }

  /// How a file is named in messages: relative to the working directory when inside it, else
  /// from the search folder's name on (`rulesets/default/rules/x.lua`).
  public func display(_ path: String) -> String {
    let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    for folder in folders {
      let standardized = URL(fileURLWithPath: folder).standardizedFileURL.path
      if path.hasPrefix(standardized + "/") {
        let name = (standardized as NSString).lastPathComponent
        return name + "/" + path.dropFirst(standardized.count + 1)
      }
    }
    return path
  }
}
