import Decisions
import Diagnostics
import FigmaModel
import JSONText
import LayoutIR
import LayoutPlanner
import Ruling
import Semantics
import Validation

extension Pipeline {
  /// One run of the pipeline as it goes.
  ///
  /// It holds what each stage made, the findings not yet graded, and the session of the ruleset the later stages ask
  /// again. Each stage does nothing when the request does not reach it.
  struct Run {
    let request: Request
    private(set) var result: Result
    /// The findings of every stage so far, before the ruleset grades them.
    private var found: [Diagnostic]
    private var session: (any RulingSession)?
    /// The ruleset's severities, sizes and grid, once it is known.
    private var validator: Validator?
    /// The input as UTF-8, the text every position in a finding counts in.
    private let bytes: [UInt8]

    /// Reads and normalises the design (or takes the one given).
    init(reading request: Request) throws(Diagnostic) {
      self.request = request
      let text = TextEncoding.utf8(request.bytes)
      bytes = text.bytes
      if let design = request.design {
        result = Result(tree: design)
        found = []
      } else {
        let design = try Converter().loadDesign(bytes, source: request.source, selection: request.selection)
        result = Result(tree: design.tree)
        found = design.diagnostics
        if text.encoding != .utf8 {
          found.append(
            Diagnostic(
              .note, "figma.json", "the file is \(text.encoding.rawValue) text, read as UTF-8 (JSON's own encoding)",
              at: SourceLocation(file: request.source)))
        }
      }
    }

    private func reaches(_ stage: Stage) -> Bool { request.through >= stage && request.runner != nil }

    /// Asks the ruleset for its decisions on every screen; the request's target and iOS version stand over the
    /// ruleset's from the plan on.
    mutating func rule() throws(Diagnostic) {
      guard reaches(.decisions), let runner = request.runner else { return }
      let session = try runner.start()
      let variables = try request.variables.map { (given) throws(Diagnostic) in
        (decoded: try VariablesDecoder(source: given.source).decode(given.bytes), source: given.source)
      }
      let named = variables.map { (variables: $0.decoded.variables, source: $0.source) }
      let tokens = ColorTokens.tokens(of: &result.tree, variables: named)
      let textStyles = TextStyleTokens.tokens(of: &result.tree)
      let numbers = named.map { NumberTokens.tokens(of: result.tree, variables: $0) }
      found += (variables?.decoded.diagnostics ?? []) + tokens.diagnostics + textStyles.diagnostics
      found += numbers?.diagnostics ?? []
      var run = try session.rule(result.tree)
      Self.add(tokens.tokens, to: &run.tree)
      found += NumberTokens.add(numbers?.tokens ?? [], to: &run.tree)
      TextStyleTokens.resolve(textStyles.tokens, in: &run.tree)
      if reaches(.layout) {
        if let target = request.target { run.tree.options.target = target }
        if let deploymentTarget = request.deploymentTarget { run.tree.options.deploymentTarget = deploymentTarget }
      }
      self.session = session
      result.decisions = run
      found += run.diagnostics
      validator = Converter.validator(options: run.tree.options, severity: run.severity, sizes: request.sizes)
    }

    /// Plans the IR from the decisions, and lets the ruleset's `constraints` hook refine it.
    mutating func plan() throws(Diagnostic) {
      guard reaches(.layout), let session, let run = result.decisions else { return }
      request.progress?(.layout, result.tree.screens.count)
      let planned = Planner().plan(run.tree)
      var (document, refining) = try session.refine(planned, from: run.tree)
      document = LengthTokens(run.tree).marked(document)
      refining += ShadowStyles.declare(in: &document)
      // A run of some screens cannot see what the others draw: it writes literals.
      if run.tree.options.palette, request.selection == .all {
        let named = LiteralPalette.palette(of: document, tokens: run.tree.colorTokens)
        document.palette = named.palette
        let fonts = LiteralPalette.fonts(of: document, tokens: run.tree.textStyleTokens)
        document.fontPalette = fonts.palette
        refining += [named.note, fonts.note].compactMap { $0 }
      }
      document.diagnostics = (planned.diagnostics + run.diagnostics + refining).sorted()
      result.layout = LayoutResult(
        document: document, ruled: run.tree, log: run.log, severity: run.severity, solved: nil)
      found += planned.diagnostics + refining
    }

    /// Solves the IR at its design size once, when the request reaches ``Stage/solved`` or the ruleset has a `check`
    /// hook, and asks that hook about the solved views.
    mutating func solve() throws(Diagnostic) {
      guard var layout = result.layout, let session, reaches(.solved) || session.checksViews else { return }
      let solved = SolvedDocument(layout.document)
      let checking = try session.check(layout.document, from: layout.ruled, solved: solved.frames)
      layout.solved = solved
      layout.document.diagnostics = (layout.document.diagnostics + checking).sorted()
      result.layout = layout
      found += checking
    }

    /// Solves every layout at the other sizes and directions and runs every check.
    mutating func check() {
      guard reaches(.checked), let layout = result.layout, let validator else { return }
      request.progress?(.checked, result.tree.screens.count)
      let clock = ContinuousClock()
      let started = clock.now
      let checked = validator.check(layout.document, solved: layout.solved)
      result.validationTime = clock.now - started
      result.checked = checked
      found += checked.findings
    }

    /// Writes the Swift of every screen and component.
    ///
    /// SwiftUI is emitted once checked even when the request stops there: where the model of SwiftUI's layout leaves
    /// the design is a finding.
    mutating func emit() {
      guard reaches(.checked), let layout = result.layout else { return }
      if layout.ruled.options.target == .swiftui {
        let swiftUI = Converter().emitSwiftUI(layout)
        found += swiftUI.diagnostics
        if reaches(.emitted) { result.files = swiftUI.files }
      } else if reaches(.emitted) {
        result.files = Converter().emit(layout)
      }
    }

    /// The design's colour tokens, and the symbols screens spell them with (`UIColor.brandPrimary`,
    /// `Color.brandPrimary`) where the ruleset names none.
    private static func add(_ tokens: [ColorToken], to tree: inout RuledTree) {
      tree.colorTokens = tokens
      // A token the team spells in UIKit is its own in SwiftUI too (`Color(uiColor:)` of that symbol, unless named).
      for token in tokens where tree.uikitSymbols.colors.symbol(for: token.name) == nil {
        tree.uikitSymbols.colors.names[token.name] = "UIColor.\(token.symbol)"
        tree.uikitSymbols.colors.declared.insert(token.name)
        if tree.swiftuiSymbols.colors.symbol(for: token.name) == nil {
          tree.swiftuiSymbols.colors.names[token.name] = "Color.\(token.symbol)"
          tree.swiftuiSymbols.colors.declared.insert(token.name)
        }
      }
    }

    /// The result, its findings graded by the ruleset's severities (once it is known), each placed on its screen and
    /// at its node's line in the input, and sorted.
    func finished() -> Result {
      var finished = result
      let graded = validator?.grade(found) ?? found
      finished.findings =
        ScreenFindings(NodePositions.positioned(graded, in: result.tree, bytes: bytes), tree: result.tree).all
      return finished
    }
  }
}
