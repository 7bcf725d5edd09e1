import Foundation
import JSONText
import LayoutIR
import Pipeline
import RuleEngine
import Ruling
import Semantics
import TestSupport
import Testing

/// Issues 11 and 28: the IR is target-neutral.
///
/// Its JSON names roles, colours and fonts as values, and holds no UIKit class and no Swift, except a team's own class, initialiser and properties in a view's UIKit-only `uikit` part: for
/// the examples and every shared fixture with the default and the team ruleset, and for every ruleset case with its
/// own ruleset.
@Suite struct SemanticIRTests {
  private static let swiftSource = ["UIFont", "UIColor(", ".preferredFont", "UIImage(", "UIFontMetrics"]

  private static var inputs: [String] {
    ["order-form", "profile-card", "settings-list"].map { "examples/\($0)/design.json" }
      + (Paths.sharedFixturesAvailable ? Paths.sharedFixtureFiles.map { Paths.sharedFixtures + "/" + $0 } : [])
  }

  /// Each ruleset case's input, with the ruleset it is a case of.
  private static var rulesetCases: [(ruleset: String, input: String)] {
    let manager = FileManager.default
    let rulesets = (try? manager.contentsOfDirectory(atPath: Paths.package("rulesets"))) ?? []
    return rulesets.sorted().flatMap { ruleset in
      let tests = "rulesets/\(ruleset)/tests"
      let cases = (try? manager.contentsOfDirectory(atPath: Paths.package(tests))) ?? []
      return cases.sorted().map { (ruleset, "\(tests)/\($0)/input.json") }.filter {
        manager.fileExists(atPath: Paths.package($0.1))
      }
    }
  }

  /// Every input by the default ruleset; by the team's, whose own classes live in the UIKit part, the inputs up to
  /// 1.5 MB (its cases are `everyRulesetCasesIRIsTargetNeutral`'s).
  @Test(arguments: ["default", "example-team"])
  func theIRJSONHoldsNoSwift(ruleset: String) throws {
    var roles = Set<String>()
    for input in Self.inputs where ruleset == "default" || Paths.isModest(input) {
      let document = try Self.document(input, ruleset: ruleset)
      Self.expectNeutral(document, input)
      for screen in document.screens { roles.formUnion(screen.views.map(\.role.rawValue)) }
    }
    verify(roles.isSuperset(of: ["container", "label", "image"]), "\(roles.sorted())")
  }

  @Test func everyRulesetCasesIRIsTargetNeutral() throws {
    let cases = Self.rulesetCases
    verify(cases.count > 20, "\(cases.map(\.input))")
    var customized = 0
    for (ruleset, input) in cases {
      let document = try Self.document(input, ruleset: ruleset)
      Self.expectNeutral(document, input)
      customized += document.layouts.flatMap(\.views).filter { $0.uikit != nil }.count
    }
    verify(customized > 0, "the team's cases keep their own classes and initialisers in the UIKit part")
  }

  /// The layout of `input` (package-relative or absolute) by `ruleset`: the default ruleset's from the whole run the
  /// other suites share, another's from a run through the layout only (nothing else reads it).
  private static func document(_ input: String, ruleset: String) throws -> LayoutDocument {
    let through: Pipeline.Stage = ruleset == "default" ? .emitted : .layout
    return try required(try PipelineCache.run(input, ruleset: ruleset, through: through).layout).document
  }

  /// Checks that the JSON of `document` names no UIKit, Foundation or Core Animation class and holds no Swift outside
  /// the views' `uikit` parts; what people read (messages, the design's own texts) is not the IR's vocabulary.
  private static func expectNeutral(_ document: LayoutDocument, _ input: String) {
    let file = (input as NSString).lastPathComponent
    let json = LayoutJSON.json(document)
    verify(json.rendered(), contains: "\"version\": \(LayoutDocument.currentVersion)")
    verify(LayoutDocument.currentVersion, equals: 4)
    var found: [String] = []
    // A document repeats its keys and values (roles, attributes) thousands of times: each text is judged once.
    var judged: [String: Bool] = [:]
    visit(json, path: "") { path, text in
      let foreign = judged[text] ?? isSDKClassOrSwift(text)
      judged[text] = foreign
      if foreign { found.append("\(path): \(text)") }
    }
    verify(found.isEmpty, "\(file): \(found.prefix(5))")
  }

  /// Whether `text` names a class of the SDKs or is Swift.
  private static func isSDKClassOrSwift(_ text: String) -> Bool {
    text.firstMatch(of: sdkClass) != nil || text.firstMatch(of: swiftMember) != nil
      || text.firstMatch(of: swiftCall) != nil || swiftSource.contains(where: text.contains)
  }

  /// Keys whose values are prose or the design's own text.
  private static let prose: Set<String> = [
    "message", "text", "title", "placeholder", "segments", "items", "label", "reason", "figmaName", "default",
    "accessibilityLabel", "source",
  ]

  /// Calls `check` with every key and string value outside prose, with its path; a `uikit` part's initialiser and
  /// properties are Swift by design, and its class must be a team's own.
  private static func visit(_ value: JSONOutput, path: String, check: (String, String) -> Void) {
    switch value {
    case .string(let text): check(path, text)
    case .array(let items): for item in items { visit(item, path: path + "[]", check: check) }
    case .object(let fields):
      for (key, field) in fields where !prose.contains(key) {
        check(path + "." + key, key)
        if key == "uikit", case .object(let uikit) = field {
          if let own = uikit["class"] { visit(own, path: path + ".uikit.class", check: check) }
          continue
        }
        visit(field, path: path + "." + key, check: check)
      }
    case .null, .bool, .number: break
    }
  }

  /// A class of UIKit, Foundation or Core Animation: `UIButton`, `NSLayoutConstraint`, `CAGradientLayer`.
  nonisolated(unsafe) private static let sdkClass = #/\b(UI|NS|CA)[A-Z][a-z]/#
  /// A Swift member by its leading dot: `.never`.
  nonisolated(unsafe) private static let swiftMember = #/^\.[a-z]/#
  /// A Swift call with a labelled argument: `AcmeButton(style: .primary)`.
  nonisolated(unsafe) private static let swiftCall = #/[A-Za-z_]\w*\(\w+:/#
}
