import Concurrency
public import Decisions
public import Diagnostics
public import FigmaModel
public import LayoutIR
import LayoutPlanner
public import Ruling
import Semantics
import SnapKitEmitter
public import SwiftSource
import SwiftUIEmitter
public import Validation

extension Converter {
  /// `tree` run through ``Pipeline/run(_:)`` to its layout: the constraint IR and everything the stages found,
  /// solved at its design size when `solving` asks for it or a rule has a `check` hook.
  public func layout(_ tree: DesignTree, with runner: any Rules, solving: Bool = false) throws(Diagnostic)
    -> LayoutResult
  {
    let result = try Pipeline.run(Pipeline.Request(design: tree, runner: runner, through: solving ? .solved : .layout))
    guard let layout = result.layout else { preconditionFailure("a run with a ruleset through its layout has one") }
    return layout
  }

  /// Solves and checks the layout of `result`, at its design size and at `sizes` (by default the devices that run the
  /// ruleset's deployment target, ``DeviceMatrix``), grading findings by the ruleset's severities.
  public func validate(_ result: LayoutResult, sizes: [Size]? = nil) -> [Diagnostic] {
    validator(for: result, sizes: sizes).validate(result.document)
  }

  /// The validator the ruleset configures: its severities, spacing grid and safe-area table.
  public func validator(for result: LayoutResult, sizes: [Size]? = nil) -> Validator {
    Self.validator(options: result.ruled.options, severity: result.severity, sizes: sizes)
  }

  /// The validator of a ruleset's options and severities.
  static func validator(options: RulesetOptions, severity: [String: String], sizes: [Size]?) -> Validator {
    var validation = ValidationOptions(
      sizes: sizes, matrix: DeviceMatrix(deploymentMajor: options.deploymentMajor), severity: severity,
      grid: options.grid)
    validation.safeAreas = SafeAreaTable.all(options, sizes: validation.checkedSizes)
    return Validator(options: validation)
  }

  /// How every generated Swift file begins.
  public static var generatedMarker: String { CodeEmitter.marker }

  /// How every file figsnap generates begins: its Swift files and its asset manifest.
  public static var generatedMarkers: [String] { [CodeEmitter.marker, AssetManifest.marker] }

  /// How every Swift file generated from the input `source` begins.
  public func generatedHeader(source: String) -> String { CodeEmitter.header(source: source) }

  /// The Swift file of each screen of `result`, in the target it was planned for.
  public func emit(_ result: LayoutResult) -> [GeneratedFile] {
    result.ruled.options.target == .swiftui ? emitSwiftUI(result).files : emitUIKit(result)
  }

  /// The SwiftUI file of each screen and component of `result`, and what the SwiftUI does not draw or lays out away
  /// from the design.
  public func emitSwiftUI(_ result: LayoutResult) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
    let document = result.document
    let emitter = SwiftUIEmitter(
      options: SwiftUIEmitter.Options(
        deploymentMajor: result.ruled.options.deploymentMajor,
        inputsBelongToOwner: result.ruled.options.inputOwnership == .binding),
      style: SwiftUIStyle(
        symbols: result.ruled.swiftuiSymbols, uikitSymbols: result.ruled.uikitSymbols, document: document)
    ).bindingInputs(of: document.components)
    let screens = document.screens.concurrentMap { screen in
      (screen, emitter.emit(screen, source: document.source))
    }
    var files = screens.map { screen, file in
      GeneratedFile(
        name: screen.className + ".swift", screen: screen.node, contents: file.contents, sourceMap: file.sourceMap)
    }
    var diagnostics = screens.flatMap(\.1.diagnostics)
    if let tokens = tokenFile(result, swiftUI: true) { files.append(tokens) }
    if let lengths = lengthFile(result, swiftUI: true) { files.append(lengths) }
    if !document.shadowStyles.isEmpty {
      files.append(
        GeneratedFile(
          name: ShadowStyleSpec.fileName, screen: "",
          contents: ShadowModifierSource.contents(
            document.shadowStyles, style: emitter.style, source: document.source)))
    }
    // The typography declares each font itself: spelt with no palette, or its cases would name themselves.
    var fonts = emitter.style
    fonts.fontPalette = [:]
    let typography = typographyFile(result, swiftUI: true, spell: { fonts.font($0).expression })
    if let typography { files.append(typography) }
    for component in document.components {
      let screen = document.screens.first { screen in
        screen.withCells.contains { layout in layout.views.contains { $0.node == component.node } }
      }
      let file = emitter.emit(component, source: document.source)
      files.append(
        GeneratedFile(
          name: component.className + ".swift", screen: screen?.node ?? component.node, contents: file.contents,
          sourceMap: file.sourceMap))
      diagnostics += file.diagnostics
    }
    return (files, diagnostics)
  }

  private func emitUIKit(_ result: LayoutResult) -> [GeneratedFile] {
    let emitter = CodeEmitter(
      options: CodeEmitter.Options(
        deploymentMajor: result.ruled.options.deploymentMajor, finalClasses: result.ruled.options.finalClasses,
        viewControllers: result.ruled.options.output == .viewController),
      style: UIKitStyle(symbols: result.ruled.uikitSymbols, document: result.document))
    let screens = result.document.screens.concurrentMap { screen in
      GeneratedFile(
        name: screen.className + ".swift", screen: screen.node, emitter.emit(screen, source: result.document.source))
    }
    // A component's class is a file of its own, written with the screen its layout was planned in.
    let components = result.document.components.map { component in
      let screen = result.document.screens.first { screen in
        screen.withCells.contains { layout in layout.views.contains { $0.node == component.node } }
      }
      return GeneratedFile(
        name: component.className + ".swift", screen: screen?.node ?? component.node,
        emitter.emit(component, source: result.document.source))
    }
    var fonts = emitter.style
    fonts.fontPalette = [:]
    let typography = typographyFile(result, swiftUI: false) { font in fonts.font(font) }
    let shadows =
      result.document.shadowStyles.isEmpty
      ? nil
      : GeneratedFile(
        name: ShadowStyleSpec.fileName, screen: "",
        contents: ShadowStyleSource.contents(
          result.document.shadowStyles, style: emitter.style,
          castsFromOutlines: (screens + components).contains { $0.contents.contains("ShapeLayerView(") },
          source: result.document.source))
    let tokens = [tokenFile(result, swiftUI: false), typography, lengthFile(result, swiftUI: false), shadows]
    let emitted = screens + components + tokens.compactMap { $0 }
    // The views the screens' decorations draw with and the font helpers, declared once for all of them.
    let support = emitter.supportFile(
      for: result.document.layouts, emitted: emitted.map(\.contents), source: result.document.source
    ).map { GeneratedFile(name: CodeEmitter.supportFileName, screen: "", $0) }
    return emitted + [support].compactMap { $0 }
  }

  /// The design's text style tokens the screens use and its font palette, declared for SwiftUI or UIKit with each
  /// font spelt by `spell` (nil when the ruleset names every token, and the screens use none and draw no font of a
  /// palette).
  private func typographyFile(_ result: LayoutResult, swiftUI: Bool, spell: (FontValue) -> String) -> GeneratedFile? {
    let symbols = swiftUI ? result.ruled.swiftuiSymbols.fonts : result.ruled.uikitSymbols.fonts
    var fonts: [String: FontValue] = [:]
    for (_, decided) in result.ruled.fonts.sorted(by: { $0.key < $1.key }) {
      if case .styleToken(let name, let font) = decided.value, fonts[name] == nil { fonts[name] = font }
    }
    let declared = result.ruled.textStyleTokens.compactMap { token -> (token: TextStyleToken, font: String)? in
      guard symbols.isDeclared(token.name), let font = fonts[token.name] else { return nil }
      return (token, spell(font))
    }
    let palette = result.document.fontPalette
    guard !declared.isEmpty || !palette.isEmpty else { return nil }
    return GeneratedFile(
      name: TextStyleToken.fileName, screen: "",
      contents: TypographySource.contents(
        declared, palette: palette.map { ($0, spell($0.font)) }, bundled: result.document.fontsToBundle,
        source: result.document.source,
        swiftUI: swiftUI))
  }

  /// The design's number tokens the screens use, declared for SwiftUI or UIKit (nil when the ruleset names every
  /// one, or the screens use none).
  private func lengthFile(_ result: LayoutResult, swiftUI: Bool) -> GeneratedFile? {
    let symbols = swiftUI ? result.ruled.swiftuiSymbols.numbers : result.ruled.uikitSymbols.numbers
    let used = result.document.lengthTokens
    let declared = result.ruled.numberTokens.filter { used.contains($0.name) && symbols.isDeclared($0.name) }
    guard !declared.isEmpty else { return nil }
    return GeneratedFile(
      name: NumberToken.fileName, screen: "",
      contents: LengthTokenSource.contents(declared, source: result.document.source, swiftUI: swiftUI))
  }

  /// The design's colour tokens the screens use and its palette, declared for SwiftUI or UIKit (nil when the ruleset
  /// names every token, and the screens use none and draw no colour of a palette).
  private func tokenFile(_ result: LayoutResult, swiftUI: Bool) -> GeneratedFile? {
    let declared = declaredColorTokens(result, swiftUI: swiftUI)
    // SwiftUI names the system's colours itself, the palette's among them.
    let palette = result.document.palette.filter { !swiftUI || !$0.isSwiftUISystemColor }
    guard !declared.isEmpty || !palette.isEmpty else { return nil }
    return GeneratedFile(
      name: ColorToken.fileName, screen: "",
      contents: ColorTokenSource.contents(
        declared, palette: palette, source: result.document.source, swiftUI: swiftUI,
        inCatalog: result.ruled.options.colorTokenForm == .catalog))
  }

  /// The design's colour tokens the screens use that figsnap declares (the ruleset names no symbol for them).
  private func declaredColorTokens(_ result: LayoutResult, swiftUI: Bool) -> [ColorToken] {
    let symbols = swiftUI ? result.ruled.swiftuiSymbols.colors : result.ruled.uikitSymbols.colors
    let used = Set(
      result.ruled.colors.values.compactMap { decided -> String? in
        if case .token(let name) = decided.value { return name }
        return nil
      })
    return result.ruled.colorTokens.filter { used.contains($0.name) && symbols.isDeclared($0.name) }
  }
}

extension Converter {
  /// The asset manifest of `result`: every image its Swift shows by name, and the fonts to bundle.
  public func assetManifest(_ result: LayoutResult) -> GeneratedFile {
    // The colour tokens kept in the catalogue are its colour sets, which the token file names.
    let colors =
      result.ruled.options.colorTokenForm == .catalog
      ? Set(declaredColorTokens(result, swiftUI: false) + declaredColorTokens(result, swiftUI: true)).map(
        ColorTokenSource.colorSet) : []
    return GeneratedFile(
      name: AssetManifest.fileName, screen: "",
      contents: AssetManifest.text(
        result.document.assets, colors: colors, fonts: result.document.fontsToBundle, source: result.document.source))
  }
}

/// The IR of a design and the decisions it came from.
public struct LayoutResult: Sendable {
  public var document: LayoutDocument
  public var ruled: RuledTree
  /// Lines the rules logged.
  public var log: [String]
  /// The ruleset's severities by check id.
  public var severity: [String: String]
  /// The layout solved at its design size, when it was.
  public var solved: SolvedDocument?
}

/// One generated Swift file.
public struct GeneratedFile: Sendable, Hashable {
  /// The file name: `OrderFormView.swift`.
  public var name: String
  /// The screen's node id.
  public var screen: String
  public var contents: String
  /// Where it declares and constrains each view (empty for a file that is not Swift).
  public var sourceMap: SwiftSourceMap

  /// Creates a file.
  public init(name: String, screen: String, contents: String, sourceMap: SwiftSourceMap = SwiftSourceMap()) {
    self.name = name
    self.screen = screen
    self.contents = contents
    self.sourceMap = sourceMap
  }

  /// Creates a Swift file from its source.
  public init(name: String, screen: String, _ source: SwiftSource) {
    self.init(name: name, screen: screen, contents: source.contents, sourceMap: source.sourceMap)
  }
}
