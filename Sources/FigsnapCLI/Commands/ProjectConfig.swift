import Diagnostics
import FigmaAPI
import Foundation
import JSONText

/// A project's `figsnap.json`: what a bare `figsnap generate` reads, so a team's runs need no options.
///
/// JSON rather than Lua: a project's settings are data that build tools and editors read too, and reading them runs
/// no code. Paths are relative to the file's folder; a key figsnap does not know is an error that names it.
struct ProjectConfig: Sendable, Equatable {
  /// The file name figsnap looks for, in the current folder and then its parents.
  static let fileName = "figsnap.json"
  static let keys = [
    "input", "output", "target", "ruleset", "screens", "nodes", "deploymentTarget", "assets", "figma", "variables",
    "allowPathsOutsideProject",
  ]
  /// The keys whose paths figsnap reads and writes: each stays in the project's folder (the config's) unless
  /// `allowPathsOutsideProject` is true.
  static let confinedKeys = ["input", "output", "assets", "variables"]
  /// The keys of `figma`.
  static let figmaKeys = ["file", "nodes", "version"]

  /// The config file, as found.
  var file: String
  /// The Figma JSON to read, resolved against the file's folder.
  var input: String
  /// The folder the Swift files go into, resolved.
  var output: String?
  /// `uikit` or `swiftui`.
  var target: String?
  /// A ruleset name, or a path resolved against the file's folder.
  var ruleset: String?
  var screens: [String] = []
  var nodes: [String] = []
  /// The iOS version the code is written for (`"15.0"`), over the ruleset's.
  var deploymentTarget: String?
  /// The asset catalog `figsnap sync` exports images into, resolved.
  var assets: String?
  /// Where `figsnap sync` fetches the input from.
  var figma: FigmaSource?
  /// The file's variables (what the variables API returned), resolved: `--variables`.
  var variables: String?
  /// The paths that leave the project's folder, as `allowPathsOutsideProject` allows: each run says so.
  var outsideProject: [String] = []

  /// The Figma file (and optionally some of its nodes, at a version) that `input` is a copy of.
  struct FigmaSource: Sendable, Equatable {
    var file: String
    var nodes: [String] = []
    var version: String?
  }

  /// The config of the nearest `figsnap.json` at or above `folder`, or nil when there is none.
  static func find(from folder: String) throws(Diagnostic) -> ProjectConfig? {
    var current = URL(fileURLWithPath: folder).standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) { return try load(candidate) }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// Reads and checks the config at `path`.
  static func load(_ path: String) throws(Diagnostic) -> ProjectConfig {
    let location = SourceLocation(file: path)
    func fail(_ message: String, at value: JSONValue? = nil) -> Diagnostic {
      let place = value.map { SourceLocation(file: path, line: $0.lineAndColumn.line, column: $0.lineAndColumn.column) }
      return Diagnostic(.error, "figsnap.config", "\(message)", at: place ?? location)
    }
    guard let data = FileManager.default.contents(atPath: path) else { throw fail("cannot read the project config") }
    let document: JSONDocument
    do {
      document = try JSONDocument(bytes: [UInt8](data))
    } catch {
      throw fail("not valid JSON: \(error.description)")
    }
    let root = document.root
    guard root.kind == .object else { throw fail("the project config must be a JSON object") }
    for key in root.keys where !keys.contains(key) {
      let hint = Suggestion.closest(to: key, in: keys).map { "; did you mean '\($0)'?" } ?? ""
      throw fail("unknown key '\(key)'\(hint); figsnap.json knows \(keys.joined(separator: ", "))", at: root[key])
    }
    let folder = (URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()).path
    func resolved(_ relative: String) -> String {
      relative.hasPrefix("/")
        ? relative
        : URL(fileURLWithPath: relative, relativeTo: URL(fileURLWithPath: folder + "/"))
          .standardizedFileURL.path
    }
    func string(_ key: String) throws(Diagnostic) -> String? {
      guard let value = root[key] else { return nil }
      guard let text = value.string, !text.isEmpty else { throw fail("'\(key)' must be a non-empty string", at: value) }
      return text
    }
    func strings(_ key: String) throws(Diagnostic) -> [String] {
      guard let value = root[key] else { return [] }
      guard value.kind == .array else { throw fail("'\(key)' must be an array of strings", at: value) }
      var texts: [String] = []
      for element in value.elements {
        guard let text = element.string, !text.isEmpty else {
          throw fail("'\(key)' must hold non-empty strings", at: element)
        }
        texts.append(text)
      }
      return texts
    }
    // A config from a repository should not write outside it: a path that leaves the folder must be allowed
    // explicitly, and every run names it.
    var allowsOutside = false
    if let allow = root["allowPathsOutsideProject"] {
      guard let flag = allow.bool else { throw fail("'allowPathsOutsideProject' must be true or false", at: allow) }
      allowsOutside = flag
    }
    var outside: [String] = []
    for key in confinedKeys {
      guard let text = try string(key), let value = root[key], !Self.isInside(resolved(text), folder: folder) else {
        continue
      }
      guard allowsOutside else {
        throw fail(
          "'\(key)' is \"\(text)\", outside the project's folder \(folder); keep it inside, or set "
            + "\"allowPathsOutsideProject\": true", at: value)
      }
      outside.append("'\(key)' is \(resolved(text)), outside the project's folder (allowPathsOutsideProject)")
    }
    guard let input = try string("input") else { throw fail("'input' is missing: the Figma JSON to generate from") }
    var config = ProjectConfig(file: path, input: resolved(input))
    config.outsideProject = outside
    config.output = try string("output").map(resolved)
    config.variables = try string("variables").map(resolved)
    if let target = try string("target") {
      guard ["uikit", "swiftui"].contains(target) else {
        throw fail("'target' is \"\(target)\"; expected \"uikit\" or \"swiftui\"", at: root["target"])
      }
      config.target = target
    }
    // A ruleset is a name unless it looks like a path.
    config.ruleset = try string("ruleset").map { $0.contains("/") ? resolved($0) : $0 }
    config.screens = try strings("screens")
    config.nodes = try strings("nodes")
    if let version = try string("deploymentTarget") {
      guard TargetOption.isVersion(version) else {
        throw fail(
          "'deploymentTarget' is \"\(version)\"; expected an iOS version such as \"15.0\"", at: root["deploymentTarget"]
        )
      }
      config.deploymentTarget = version
    }
    if let catalog = try string("assets") {
      guard catalog.hasSuffix(".xcassets") else {
        throw fail(
          "'assets' is \"\(catalog)\"; expected an asset catalog, a folder ending in .xcassets", at: root["assets"])
      }
      config.assets = resolved(catalog)
    }
    if let figma = root["figma"] {
      guard figma.kind == .object else {
        throw fail("'figma' must be an object such as { \"file\": \"KEY\" }", at: figma)
      }
      for key in figma.keys where !figmaKeys.contains(key) {
        let hint = Suggestion.closest(to: key, in: figmaKeys).map { "; did you mean '\($0)'?" } ?? ""
        throw fail(
          "unknown key 'figma.\(key)'\(hint); 'figma' knows \(figmaKeys.joined(separator: ", "))", at: figma[key])
      }
      guard let file = figma["file"]?.string, !file.isEmpty else {
        throw fail("'figma.file' is missing: the file key from the Figma URL (figma.com/design/KEY/…)", at: figma)
      }
      guard FigmaIdentifier.fileKey.accepts(file) else {
        throw fail("'figma.file' must be a Figma file key: \(FigmaIdentifier.fileKey.shape)", at: figma["file"])
      }
      var source = FigmaSource(file: file)
      for node in figma["nodes"]?.elements ?? [] {
        guard let id = node.string, !id.isEmpty else { throw fail("'figma.nodes' must hold node ids", at: node) }
        source.nodes.append(id)
      }
      if let nodes = figma["nodes"], nodes.kind != .array { throw fail("'figma.nodes' must be an array", at: nodes) }
      if let version = figma["version"] {
        guard let text = version.string, !text.isEmpty else {
          throw fail("'figma.version' must be a non-empty string", at: version)
        }
        source.version = text
      }
      config.figma = source
    }
    return config
  }

  /// Whether `path` (absolute, standardised) is `folder` or inside it, symbolic links resolved: in the part of the
  /// path that exists (an output folder the run will create lies where its nearest existing folder really is).
  static func isInside(_ path: String, folder: String) -> Bool {
    realComponents(of: path).starts(with: realComponents(of: folder))
  }

  /// The components of `path` with its longest existing ancestor's symbolic links resolved.
  private static func realComponents(of path: String) -> [String] {
    var existing = URL(fileURLWithPath: path).standardizedFileURL
    var rest: [String] = []
    while existing.path != "/", !FileManager.default.fileExists(atPath: existing.path) {
      rest.insert(existing.lastPathComponent, at: 0)
      existing.deleteLastPathComponent()
    }
    guard let resolved = realpath(existing.path, nil) else { return URL(fileURLWithPath: path).pathComponents }
    defer { free(resolved) }
    return URL(fileURLWithPath: String(cString: resolved)).pathComponents + rest
  }

  /// The config a command without INPUT uses: the one `--config` names (`named`), else the nearest; nil when there
  /// is none.
  ///
  /// Each path the config allows outside the project is named on standard error.
  static func locate(_ named: String?, workingDirectory: String) throws -> ProjectConfig? {
    let config: ProjectConfig?
    if let path = named {
      guard FileManager.default.fileExists(atPath: path) else {
        throw UsageError(message: "--config \(path): no such file")
      }
      config = try load(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    } else {
      config = try find(from: workingDirectory)
    }
    for path in config?.outsideProject ?? [] {
      StandardStreams.write("\(config?.file ?? fileName): note: \(path)\n", to: .error)
    }
    return config
  }

  /// Fills `options` from the project config when they name no input; a usage error when there is none.
  ///
  /// - Returns: the config's output folder, as its other paths are given, when a config filled the options: the
  ///   folder of a command that writes there (generate's `--output`, check's `--generated`) when its command line
  ///   names none.
  @discardableResult
  static func resolve(_ options: inout DesignOptions) throws -> String? {
    guard options.design.input == nil else {
      if options.config != nil {
        throw UsageError(message: "--config and an INPUT exclude each other: the config names the input")
      }
      return nil
    }
    let workingDirectory = FileManager.default.currentDirectoryPath
    guard let config = try locate(options.config, workingDirectory: workingDirectory) else {
      throw UsageError(
        message: "missing the input file (Figma JSON), and no \(fileName) here or in a parent folder "
          + "('figsnap init --project' writes one)")
    }
    return config.fill(&options, workingDirectory: workingDirectory)
  }

  /// Sets what the config says wherever the command line says nothing; its paths relative to `workingDirectory`, as
  /// a user would write them there (they name the input in headers and findings).
  ///
  /// A config named with `--config` from outside its folder (a build plugin's, run from wherever the build runs)
  /// gives absolute paths instead of ones that climb out of the working folder, so the headers and findings of its
  /// files do not depend on where the command ran.
  ///
  /// - Returns: the output folder, likewise relative.
  func fill(_ options: inout DesignOptions, workingDirectory: String) -> String? {
    let named = options.config != nil
    let relative = { (path: String) in
      let relative = Self.relative(path, to: workingDirectory)
      return named && relative.hasPrefix("..") ? path : relative
    }
    if options.design.input == nil { options.design.input = relative(input) }
    if options.design.variables == nil, let variables { options.design.variables = relative(variables) }
    if options.target.target == nil, let target { options.target.target = target }
    if options.ruleset.ruleset == nil, let ruleset { options.ruleset.ruleset = ruleset }
    if options.target.deploymentTarget == nil, let deploymentTarget {
      options.target.deploymentTarget = deploymentTarget
    }
    if options.design.screens.isEmpty, options.design.nodes.isEmpty {
      options.design.screens = screens
      options.design.nodes = nodes
    }
    return output.map(relative)
  }

  /// `path` relative to `folder` (both absolute): `design/app.json`, `../design/app.json`.
  static func relative(_ path: String, to folder: String) -> String {
    let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
    var shared = 0
    while shared < min(target.count, base.count), target[shared] == base[shared] { shared += 1 }
    let parts = Array(repeating: "..", count: base.count - shared) + target[shared...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// The starter config `figsnap init --project` writes.
  static let starter = """
    {
      "input": "design/app.json",
      "output": "Sources/Screens",
      "target": "uikit",
      "ruleset": "default"
    }

    """
}
