public import Diagnostics
public import FigmaModel
public import Ruling

/// Runs figsnap's stages in order.
///
/// The only type that knows that order; it never touches argv, the console or the file system.
public struct Converter: Sendable {
  /// Creates a converter.
  public init() {}

  /// Reads Figma JSON and normalises the selected screens.
  ///
  /// - Parameters:
  ///   - bytes: the response as read from disk or the network.
  ///   - source: the input's path as the user gave it, for diagnostics and generated headers.
  ///   - selection: which screens to keep.
  public func loadDesign(_ bytes: [UInt8], source: String, selection: ScreenSelection = .all) throws(Diagnostic)
    -> DesignResult
  {
    let (file, decoding) = try FigmaDecoder(source: source).decode(bytes)
    let (tree, notes) = try Normalizer(source: source).normalize(file, selection: selection)
    return DesignResult(tree: tree, diagnostics: decoding + notes)
  }
}

extension Converter {
  /// Asks the ruleset for its decisions on every screen of `tree`.
  public func rule(_ tree: DesignTree, with runner: any Rules) throws(Diagnostic) -> RuleRun {
    try runner.start().rule(tree)
  }
}

/// The design tree read from an input, with what reading it found.
public struct DesignResult: Sendable {
  public var tree: DesignTree
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(tree: DesignTree, diagnostics: [Diagnostic]) {
    self.tree = tree
    self.diagnostics = diagnostics
  }
}
