import Diagnostics
import FileTransactions
import Foundation
import Pipeline
import RuleEngine

/// `figsnap init`: scaffolds a ruleset whose example rule, unit test and fixture case pass.
enum InitCommand: Command {
  static let name = "init"
  static let summary = "create a ruleset with an example rule and tests, or (--project) a figsnap.json"
  static let options = OptionSpec(flags: ["--project"], values: ["--extends", "--name"])
  static let help = """
    Usage: figsnap init DIR [--extends default] [--name NAME]
           figsnap init --project [DIR]

    Creates a ruleset in DIR: ruleset.lua (extending the default ruleset), rules/brand_colors.lua
    (Figma colour styles under 'Brand/' become named asset colours), tests/brand_colors_test.lua
    (a Lua unit test of that rule) and tests/welcome/ (a fixture case with its golden Swift). They
    pass as created: run 'figsnap test DIR', then change the rule and watch the test fail.

    With --project, writes a starter figsnap.json into DIR (the current folder by default): the
    input, output folder, target and ruleset a bare 'figsnap generate' uses there and below.

    Options:
      --project         write a project config (figsnap.json) instead of a ruleset
      --extends NAME    the ruleset to extend (default: default)
      --name NAME       the ruleset's name (default: DIR's last component)

    Examples:
      figsnap init rulesets/acme
      figsnap test rulesets/acme

    """

  /// The command's options, as given.
  struct Options: Sendable {
    /// `--project`: a project config instead of a ruleset.
    var project: Bool
    /// The folder to write into.
    var folder: String?
    /// `--name NAME`: the ruleset's name (default: the folder's).
    var name: String?
    /// `--extends NAME`: the ruleset it extends.
    var extends: String

    init(_ arguments: ParsedArguments) {
      project = arguments.has("--project")
      folder = arguments.positionals.first
      name = arguments.value("--name")
      extends = arguments.value("--extends") ?? "default"
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let options = Options(arguments)
    if options.project { return try writeProject(in: options.folder ?? ".", console: console) }
    guard let directory = options.folder else { throw UsageError(message: "missing the folder to create") }
    let folder = URL(fileURLWithPath: directory).standardizedFileURL.path
    let name = options.name ?? (folder as NSString).lastPathComponent
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || "_-".contains($0) }), !name.isEmpty else {
      throw UsageError(message: "the ruleset name '\(name)' may hold only letters, digits, '_' and '-' (use --name)")
    }
    guard !FileManager.default.fileExists(atPath: folder + "/ruleset.lua") else {
      throw Diagnostic(
        .error, "figsnap.init", "already holds a ruleset; not overwriting it", at: SourceLocation(file: directory))
    }
    let extends = options.extends
    let files: [(String, String)] = [
      ("ruleset.lua", RulesetTemplate.manifest(name: name, extends: extends)),
      ("rules/brand_colors.lua", RulesetTemplate.rule),
      ("tests/brand_colors_test.lua", RulesetTemplate.unitTest),
      ("tests/welcome/input.json", RulesetTemplate.fixture),
      ("lib/README.md", RulesetTemplate.libraryNote),
    ]
    for (path, contents) in files {
      let full = folder + "/" + path
      let parent = (full as NSString).deletingLastPathComponent
      do {
        try FolderMaker.create(parent)
      } catch {
        throw Diagnostic(
          .error, "figsnap.init", "cannot create the folder: \(error)",
          at: SourceLocation(
            file: (directory as NSString).appendingPathComponent((path as NSString).deletingLastPathComponent)))
      }
      try AtomicWriter.write(contents, to: full)
    }
    let standard = RulesetSearchPath.standard()
    let record = RulesetTestRun(
      folder: folder, searchFolders: standard.folders + [(folder as NSString).deletingLastPathComponent], update: true)
    _ = try record.run()
    console.err(
      "figsnap init: created ruleset '\(name)' in \(directory) (extends \(extends)); run 'figsnap test \(directory)'\n")
    return .success
  }

  /// Writes a starter `figsnap.json` into `directory`, never over one that is there.
  private static func writeProject(in directory: String, console: Console) throws -> ExitStatus {
    let path = (directory as NSString).appendingPathComponent(ProjectConfig.fileName)
    guard !FileManager.default.fileExists(atPath: path) else {
      throw Diagnostic(
        .error, "figsnap.init", "already holds a project config; not overwriting it", at: SourceLocation(file: path))
    }
    do {
      try FolderMaker.create(directory)
      try Data(ProjectConfig.starter.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
    } catch {
      throw Diagnostic(
        .error, "figsnap.init", "cannot write it: \(String(describing: error))", at: SourceLocation(file: path))
    }
    console.err("figsnap init: wrote \(path); set 'input' to your Figma JSON, then run 'figsnap generate'\n")
    return .success
  }
}
