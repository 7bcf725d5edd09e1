import Decisions

/// `--target uikit|swiftui`: the code to plan and write, over the ruleset's `options.target`.
enum TargetOption {
  static let values = ["--target"]

  static let help = """
      --target T        uikit (a UIView laid out with SnapKit) or swiftui (a SwiftUI View); the
                        ruleset's options.target by default, else uikit
    """

  /// The target the arguments name, or nil for the ruleset's.
  static func target(_ arguments: ParsedArguments) throws -> RulesetOptions.OutputTarget? {
    guard let value = arguments.value("--target") else { return nil }
    guard let target = RulesetOptions.OutputTarget(rawValue: value) else {
      let names = RulesetOptions.OutputTarget.allCases.map(\.rawValue).joined(separator: " or ")
      throw UsageError(message: "--target \(value): expected \(names)")
    }
    return target
  }
}
