import Decisions
import Diagnostics
import FigmaModel
import Foundation
import Pipeline
import Semantics
import SwiftSource
import TestSupport
import Testing

/// Figma variables as colour tokens: the response read in both its forms, aliases followed across collections in each
/// mode of the theme, and broken input found and located.
@Suite struct VariablesTests {
  private func tokens(_ json: String) throws(Diagnostic) -> (tokens: [ColorToken], diagnostics: [Diagnostic]) {
    try ColorTokens.tokens(fromVariables: Array(json.utf8), source: "variables.json")
  }

  /// A response with one theme collection (Light, Dark) whose variables are `variables`, each `(id, name, values)`.
  private func response(_ variables: [(String, String, String)], envelope: Bool = false) -> String {
    let list = variables.map { id, name, values in
      #""\#(id)": {"id": "\#(id)", "name": "\#(name)", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {\#(values)}}"#
    }.joined(separator: ", ")
    let body =
      #"{"variableCollections": {"C:1": {"id": "C:1", "name": "Theme", "defaultModeId": "m:1", "modes": [{"modeId": "m:1", "name": "Light"}, {"modeId": "m:2", "name": "Dark"}]}}, "variables": {\#(list)}}"#
    return envelope ? #"{"status": 200, "error": false, "meta": \#(body)}"# : body
  }

  private func color(_ red: Double) -> String { #"{"r": \#(red), "g": 0, "b": 0, "a": 1}"# }
  private func alias(_ id: String) -> String { #"{"type": "VARIABLE_ALIAS", "id": "\#(id)"}"# }

  @Test func theExampleResolvesAliasesInEachModeAndNamesTokensByTheirCodeSyntax() throws {
    let bytes = try Paths.bytes(Paths.package("examples/tokens/variables.json"))
    let (tokens, diagnostics) = try ColorTokens.tokens(fromVariables: bytes, source: "variables.json")
    // The primitives are hidden from publishing, and the number variables are no colours: both said once.
    verify(
      diagnostics.map(\.message),
      equals: [
        "5 colour variable(s) hidden from publishing (the primitives the others alias) are no tokens; --include-hidden writes them too",
        "6 variable(s) that are no colours (numbers, strings, booleans) are not written; the numbers a design binds to its spacing, radii and sizes are tokens of generate --variables (LayoutTokens.swift)",
      ])
    verify(tokens.map(\.symbol), equals: ["brandPrimary", "overlayScrim", "surfaceBackground", "textPrimary"])
    let brand = try required(tokens.first { $0.name == "Brand/Primary" })
    verify(brand.values.map(\.mode), equals: ["Light", "Dark"])
    verify(brand.values.map(\.green), equals: [0.478, 0.518], "blue/500 in Light, blue/300 in Dark, through aliases")
    // With the primitives, `white` is UIColor's and Color's own.
    let all = try ColorTokens.tokens(fromVariables: bytes, source: "variables.json", includingHidden: true).tokens
    verify(all.count, equals: 9)
    verify(all.first { $0.name == "white" }?.symbol, equals: "whiteToken")
  }

  @Test func highContrastModesAreShownWithIncreaseContrastInEachAppearance() throws {
    let modes = ["Light", "Dark", "Light High Contrast", "Dark High Contrast", "Wireframe"]
    let json = response([
      ("V:1", "Text/Primary", (1...5).map { #""m:\#($0)": \#(color(Double($0) / 10))"# }.joined(separator: ", ")),
      ("V:2", "Divider", #""m:1": \#(color(0.2)), "m:2": \#(color(0.2)), "m:3": \#(color(0.9))"#),
    ]).replacingOccurrences(
      of: #"[{"modeId": "m:1", "name": "Light"}, {"modeId": "m:2", "name": "Dark"}]"#,
      with: "[" + modes.enumerated().map { #"{"modeId": "m:\#($0 + 1)", "name": "\#($1)"}"# }.joined(separator: ", ")
        + "]")
    let (tokens, _) = try tokens(json)
    let text = try required(tokens.first { $0.name == "Text/Primary" })
    let appearances = TokenAppearances(text)
    verify(
      [appearances.light, appearances.dark, appearances.lightHighContrast, appearances.darkHighContrast].map(\.?.mode),
      equals: modes.prefix(4).map { $0 })
    verify(appearances.others.map(\.mode), equals: ["Wireframe"])
    let source = ColorTokenSource.contents(tokens, source: "variables.json", swiftUI: false)
    for line in [
      "switch (traits.userInterfaceStyle, traits.accessibilityContrast) {",
      "case (.dark, .high): return UIColor(red: 0.4, green: 0, blue: 0, alpha: 1)",
      "case (.dark, _): return UIColor(red: 0.2, green: 0, blue: 0, alpha: 1)",
      "case (_, .high): return UIColor(red: 0.3, green: 0, blue: 0, alpha: 1)",
      "default: return UIColor(red: 0.1, green: 0, blue: 0, alpha: 1)",
      // The divider has no Dark value of its own: Dark Mode without more contrast keeps its light one.
      "case (_, .high): return UIColor(red: 0.9, green: 0, blue: 0, alpha: 1)",
    ] {
      verify(source, contains: line, "\(line)\n\(source)")
    }
    verify(
      try SwiftTypeChecker.problems(inGenerated: [
        GeneratedFile(name: "ColorTokens.swift", screen: "", contents: source)
      ]), equals: nil)
  }

  @Test func aCodeSyntaxNamingThePlatformsOwnColourDeclaresNothing() throws {
    let json = response([("V:1", "Accent", #""m:1": \#(color(1)), "m:2": \#(color(0.5))"#)])
      .replacingOccurrences(
        of: #""resolvedType": "COLOR","#, with: #""resolvedType": "COLOR", "codeSyntax": {"iOS": "Color.blue"},"#)
    let (tokens, diagnostics) = try tokens(json)
    verify(tokens.isEmpty)
    verify(
      diagnostics.map(\.message),
      equals: [
        "codeSyntax.iOS 'Color.blue' of 'Accent' names the platform's own colour; no member is declared"
      ])
  }

  /// A codeSyntax naming a type of the SDK (`Color`) would declare `static let Color` in `extension Color`, which
  /// hides the type from the extension's own initialisers (compile fuzz): the token keeps the variable's name.
  @Test func aCodeSyntaxNamingAnSDKTypeIsNoTokensName() throws {
    for syntax in ["Color", "Color.UIColor", "Font"] {
      let json = response([("V:1", "Accent", #""m:1": \#(color(1)), "m:2": \#(color(0.5))"#)])
        .replacingOccurrences(
          of: #""resolvedType": "COLOR","#, with: #""resolvedType": "COLOR", "codeSyntax": {"iOS": "\#(syntax)"},"#)
      let (tokens, diagnostics) = try tokens(json)
      verify(tokens.map(\.symbol), equals: ["accent"], "\(syntax)")
      verify(
        diagnostics.map(\.message),
        equals: [
          "codeSyntax.iOS '\(syntax)' of 'Accent' is no Swift name a token can have; the token is 'accent'"
        ])
    }
  }

  @Test func theResponseIsReadWithOrWithoutItsEnvelope() throws {
    let variables = [("V:1", "Accent", #""m:1": \#(color(1)), "m:2": \#(color(0.5))"#)]
    for envelope in [false, true] {
      let (tokens, diagnostics) = try tokens(response(variables, envelope: envelope))
      verify(diagnostics.isEmpty)
      verify(tokens.map(\.symbol), equals: ["accent"])
      verify(tokens.first?.values.map(\.red), equals: [1, 0.5])
    }
  }

  @Test func aCycleOrAValueOfAnotherTypeIsAnErrorOnItsVariableAndAMissingTargetAWarning() throws {
    let json = response([
      ("V:1", "Loop/A", #""m:1": \#(alias("V:2")), "m:2": \#(color(0))"#),
      ("V:2", "Loop/B", #""m:1": \#(alias("V:1")), "m:2": \#(color(0))"#),
      ("V:3", "Library", #""m:1": \#(alias("VariableID:abc/1:2")), "m:2": \#(color(0))"#),
      ("V:4", "Ok", #""m:1": \#(color(1)), "m:2": \#(color(0))"#),
    ])
    let (tokens, diagnostics) = try tokens(json)
    verify(tokens.map(\.name), equals: ["Ok"])
    let messages = diagnostics.map { "\($0.severity.rawValue): \($0.message)" }
    verify(
      messages.contains { $0.hasPrefix("error: variable 'Loop/A'") && $0.contains("'Loop/A' → 'Loop/B' → 'Loop/A'") })
    verify(messages.contains { $0.hasPrefix("warning: variable 'Library'") && $0.contains("/variables/published") })
    // Each finding names the variable's line in the input.
    verify(diagnostics.allSatisfy { $0.location.file == "variables.json" && $0.location.line == 1 })
  }

  @Test func anAliasOfANumberIsNoColour() throws {
    let json = #"""
      {"variableCollections": {"C:1": {"id": "C:1", "name": "T", "defaultModeId": "m", "modes": [{"modeId": "m", "name": "Value"}]}},
       "variables": {
         "V:1": {"id": "V:1", "name": "space", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "valuesByMode": {"m": 8}},
         "V:2": {"id": "V:2", "name": "tint", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "V:1"}}}}}
      """#
    let (tokens, diagnostics) = try tokens(json)
    verify(tokens.isEmpty)
    let error = try required(diagnostics.first { $0.severity == .error })
    verify(error.message, equals: "variable 'tint' cannot be resolved: 'space' holds a number, not a colour")
    verify(error.location.line, equals: 4)
  }

  @Test func numbersResolveThroughAliasesInEachModeAndBrokenOnesAreLocated() throws {
    let json = #"""
      {"variableCollections": {
         "C:1": {"id": "C:1", "name": "Scale", "defaultModeId": "v", "modes": [{"modeId": "v", "name": "Value"}]},
         "C:2": {"id": "C:2", "name": "Layout", "defaultModeId": "r", "modes": [{"modeId": "c", "name": "Compact"}, {"modeId": "r", "name": "Regular"}]}},
       "variables": {
         "V:1": {"id": "V:1", "name": "scale/400", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "valuesByMode": {"v": 16}},
         "V:2": {"id": "V:2", "name": "inset", "variableCollectionId": "C:2", "resolvedType": "FLOAT", "valuesByMode": {"c": 12, "r": {"type": "VARIABLE_ALIAS", "id": "V:1"}}},
         "V:3": {"id": "V:3", "name": "ink", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {"v": {"r": 0, "g": 0, "b": 0, "a": 1}}},
         "V:4": {"id": "V:4", "name": "gap", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "valuesByMode": {"v": {"type": "VARIABLE_ALIAS", "id": "V:3"}}},
         "V:5": {"id": "V:5", "name": "loop", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "valuesByMode": {"v": {"type": "VARIABLE_ALIAS", "id": "V:5"}}}}}
      """#
    let decoded = try VariablesDecoder(source: "variables.json").decode(Array(json.utf8))
    let resolver = VariableResolver(decoded.variables, source: "variables.json")
    let (numbers, diagnostics) = resolver.numbers(among: ["V:2", "V:4", "V:5"])
    // The default mode first, an alias followed into another collection.
    let inset = try required(numbers.first { $0.variable.name == "inset" })
    verify(inset.modes.map(\.name) == ["Regular", "Compact"] && inset.modes.map(\.value) == [16, 12])
    verify(numbers.map(\.variable.name), equals: ["inset"], "only the ids asked for, and only those that resolve")
    let messages = diagnostics.map { "\($0.severity.rawValue): \($0.message) at \($0.location.line ?? 0)" }
    verify(
      messages,
      equals: [
        "error: variable 'gap' cannot be resolved: 'ink' holds a colour, not a number at 8",
        "error: variable 'loop' cannot be resolved: its aliases form a cycle ('loop' → 'loop') at 9",
      ])
  }

  @Test func inputThatIsNoVariablesResponseFailsWithItsPlace() throws {
    let cases: [(String, String)] = [
      (#"{"variables": {"#, "invalid JSON"),
      (#"{"status": 403, "error": true, "message": "Forbidden"}"#, "the response is an error 403: Forbidden"),
      (#"{"name": "a file", "document": {}}"#, "expected a variables response"),
      (
        #"{"variableCollections": {}, "variables": {"V:1": {"id": "V:1", "name": "x", "variableCollectionId": "C:9", "resolvedType": "COLOR", "valuesByMode": {}}}}"#,
        "belongs to collection 'C:9', which the response does not have"
      ),
    ]
    for (json, message) in cases {
      do throws(Diagnostic) {
        _ = try tokens(json)
        Issue.record("no failure for \(json)")
      } catch {
        verify(error.message, contains: message, "\(error.message)")
        verify(error.location.line != nil)
      }
    }
  }

  @Test(.enabled(if: Paths.sharedFixturesAvailable, "skipped: ../shared/fixtures is not beside the checkout"))
  func spectrumsColourVariablesResolveWithTheirLightAndDarkValues() throws {
    let path =
      (Paths.sharedFixtures as NSString).deletingLastPathComponent
      + "/variables/spectrum-design-data__s2-web-variables.json"
    let (tokens, diagnostics) = try ColorTokens.tokens(fromVariables: try Paths.bytes(path), source: "spectrum.json")
    // 1,497 colour variables: 747 published ones, aliases of the hidden theme's 747 and of three of a library's
    // variables the response does not hold.
    verify(tokens.count, equals: 747)
    verify(diagnostics.filter { $0.severity == .warning }.count, equals: 3)
    verify(!diagnostics.contains { $0.severity == .error })
    verify(Set(tokens.map(\.symbol)).count, equals: tokens.count)
    let themed = tokens.filter { $0.values.map(\.mode) == ["Light", "Dark", "Wireframe"] }
    verify(themed.count > 700, "the theme's modes reach the tokens that alias into it")
    let accent = try required(tokens.first { $0.values.count == 3 })
    let appearances = TokenAppearances(accent)
    verify(appearances.dark != nil && appearances.others.map(\.mode) == ["Wireframe"])
  }
}

/// A design file's colour styles as tokens: the value each style paints, which the file does not give but its layers
/// do.
@Suite struct StyleTokenTests {
  @Test func eachSolidStyleIsATokenOfTheColourItsLayersPaintTheMostUsedWhenTheyDiffer() throws {
    func box(_ id: String, _ y: Double, style: String, red: Double, opacity: Double = 1) -> String {
      FigmaJSON.node(
        id, "RECTANGLE", name: "Box", box: (0, y, 100, 40),
        extra:
          #""fills": [{"type": "SOLID", "opacity": \#(opacity), "color": {"r": \#(red), "g": 0, "b": 0, "a": 1}}], "styles": {"fill": "\#(style)"}"#
      )
    }
    let screen = FigmaJSON.node(
      "1:1", name: "Screen", box: (0, 0, 390, 844),
      children: [
        box("1:2", 0, style: "S:1", red: 1), box("1:3", 50, style: "S:1", red: 1),
        box("1:4", 100, style: "S:1", red: 0.5),
        box("1:5", 150, style: "S:2", red: 0, opacity: 0.4),
      ])
    let styles =
      #""styles": {"S:1": {"name": "Brand / Accent", "styleType": "FILL"}, "S:2": {"name": "Scrim", "styleType": "FILL"}}"#
    let json = FigmaJSON.file([screen], extra: styles)
    let (tokens, diagnostics) = try ColorTokens.tokens(from: Array(json.utf8), source: "design.json")
    verify(tokens.map(\.symbol), equals: ["brandAccent", "scrim"])
    verify(tokens.map { $0.values.map(\.red) }, equals: [[1], [0]])
    verify(tokens.last?.values.first?.alpha, equals: 0.4, "a style's opacity is its colour's")
    verify(
      diagnostics.map(\.message),
      equals: [
        "style 'Brand / Accent' paints 2 colours; its token is the most used, #FF0000 (2), not #800000 (1)"
      ])
  }
}

/// A design whose paints are bound to colour variables, run with its variables: the screens use the tokens.
@Suite struct BoundVariableTests {
  private func run(_ target: RulesetOptions.OutputTarget) throws -> Pipeline.Result {
    var request = Pipeline.Request(
      bytes: try Paths.bytes(Paths.package("examples/tokens/welcome.json")), source: "welcome.json",
      runner: PipelineCache.runner("default"), through: .emitted)
    request.target = target
    request.variables = (try Paths.bytes(Paths.package("examples/tokens/variables.json")), "variables.json")
    return try Pipeline.run(request)
  }

  @Test func paintsBoundToColourVariablesAreTheirTokensInBothTargets() throws {
    let uikit = try run(.uikit)
    let screen = try required(uikit.files.first { $0.name == "WelcomeView.swift" }).contents
    verify(screen, contains: "label.textColor = UIColor.textPrimary")
    verify(screen, contains: "configuration.baseBackgroundColor = UIColor.brandPrimary")
    verify(screen, contains: "backgroundColor = UIColor.surfaceBackground")
    let tokens = try required(uikit.files.first { $0.name == "ColorTokens.swift" }).contents
    // The three the screen uses, each following Dark Mode; none of the rest.
    verify(tokens.components(separatedBy: "static let ").count - 1, equals: 3)
    verify(tokens.components(separatedBy: "traits.userInterfaceStyle == .dark").count - 1, equals: 3)
    let swiftUI = try run(.swiftui)
    let view = try required(swiftUI.files.first { $0.name == "WelcomeView.swift" }).contents
    verify(view, contains: ".foregroundStyle(.textPrimary)", "\(view)")
    verify(try SwiftTypeChecker.problems(inGenerated: uikit.files), equals: nil)
    verify(try SwiftTypeChecker.problems(inGenerated: swiftUI.files), equals: nil)
  }

  @Test func lengthsBoundToNumberVariablesAreTheirTokensInBothTargets() throws {
    let uikit = try run(.uikit)
    let screen = try required(uikit.files.first { $0.name == "WelcomeView.swift" }).contents
    for line in [
      "stackView.spacing = Spacing.small", "top: 0, leading: Spacing.large, bottom: 0, trailing: Spacing.large)",
      "top: Spacing.medium, leading: Spacing.medium, bottom: Spacing.medium, trailing: Spacing.medium)",
      "stackView.layer.cornerRadius = Radius.card", "configuration.background.cornerRadius = Radius.control",
      "make.height.greaterThanOrEqualTo(Size.control)",
    ] {
      verify(screen, contains: line, "\(line)")
    }
    // codeSyntax.iOS names the member; scopes or the field bound name the kind.
    let lengths = try required(uikit.files.first { $0.name == "LayoutTokens.swift" }).contents
    for line in [
      "enum Spacing {", "static let large: CGFloat = 24", "static let medium: CGFloat = 16", "enum Radius {",
      "/// 'radius/card': Cards and sheets.", "static let control: CGFloat = 12", "enum Size {",
      "static let control: CGFloat = 52",
    ] {
      verify(lengths, contains: line, "\(line)")
    }
    let swiftUI = try run(.swiftui)
    let view = try required(swiftUI.files.first { $0.name == "WelcomeView.swift" }).contents
    for line in [
      "VStack(alignment: .leading, spacing: Spacing.small)", ".padding(.horizontal, Spacing.large)",
      ".padding(Spacing.medium)", "RoundedRectangle(cornerRadius: Radius.card", ".frame(minHeight: Size.control)",
    ] {
      verify(view, contains: line, "\(line)")
    }
    verify(swiftUI.files.contains { $0.name == "LayoutTokens.swift" })
  }

  @Test func stylesAndVariablesTheInputDoesNotNameAreNotedNotCalledMissing() throws {
    // A nodes export without its file's styles, and paints bound to variables with no --variables: the palette must
    // not say the design has no style for them.
    let screen = FigmaJSON.node(
      "1:1", name: "Screen", box: (0, 0, 390, 844),
      children: [
        FigmaJSON.node(
          "1:2", "RECTANGLE", name: "Box", box: (0, 0, 100, 40),
          extra:
            #""fills": [{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}], "styles": {"fill": "6:453"}"#
        ),
        FigmaJSON.node(
          "1:3", "RECTANGLE", name: "Bound", box: (0, 50, 100, 40),
          extra:
            #""fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 1, "a": 1}, "boundVariables": {"color": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:2"}}}]"#
        ),
      ])
    let result = try Pipeline.run(
      Pipeline.Request(
        bytes: Array(FigmaJSON.file([screen]).utf8), source: "nodes.json", runner: PipelineCache.runner("default"),
        through: .decisions))
    let messages = result.findings.map(\.message)
    verify(
      messages.contains {
        $0.hasPrefix(
          "1 style(s) the layers use are not named in the input (6:453): it holds nodes without their file's")
      }, "\(messages)")
    verify(
      messages.contains { $0.hasPrefix("1 colour variable(s) the layers are bound to are not named (no --variables)") },
      "\(messages)")
  }

  @Test func withoutItsVariablesTheDesignKeepsItsColours() throws {
    let result = try Pipeline.run(
      Pipeline.Request(
        bytes: try Paths.bytes(Paths.package("examples/tokens/welcome.json")), source: "welcome.json",
        runner: PipelineCache.runner("default"), through: .emitted))
    // No token is declared: only the palette names the near-black its texts repeat.
    let tokens = result.files.first { $0.name == "ColorTokens.swift" }?.contents ?? ""
    verify(tokens.components(separatedBy: "static let ").count - 1 == 1 && tokens.contains("static let gray890"))
    let screen = try required(result.files.first { $0.name == "WelcomeView.swift" }).contents
    verify(screen, lacks: "brandPrimary")
    verify(screen, contains: "configuration.baseBackgroundColor = .systemBlue", "the bound blue is the system's")
    // Its lengths are numbers, and no length token is declared.
    verify(!screen.contains("Spacing.") && screen.contains("stackView.spacing = 8"))
    verify(!result.files.contains { $0.name == "LayoutTokens.swift" })
    verify(
      result.findings.contains {
        $0.message.hasPrefix(
          "3 colour variable(s) the layers are bound to and 6 number variable(s) their spacing, radii or sizes are "
            + "bound to are not named (no --variables)")
      }, "\(result.findings.map(\.message))")
  }
}
