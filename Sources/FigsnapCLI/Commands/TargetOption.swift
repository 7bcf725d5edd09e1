import Decisions

/// `--target uikit|swiftui` and `--deployment-target VERSION`: the code to plan and write, over the ruleset's
/// `options.target` and `options.deployment_target`.
enum TargetOption {
  static let values = ["--target", "--deployment-target"]

  static let help = """
      --target T        uikit (a UIView laid out with SnapKit) or swiftui (a SwiftUI View); the
                        ruleset's options.target by default, else uikit
      --deployment-target V
                        the iOS version the code must run on, such as 15.0 (default: the
                        ruleset's options.deployment_target)
    """

  /// The iOS version the arguments name, or nil for the ruleset's.
  static func deploymentTarget(_ arguments: ParsedArguments) throws -> String? {
    guard let value = arguments.value("--deployment-target") else { return nil }
    let parts = value.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts.allSatisfy({ Int($0).map { (0...99).contains($0) } ?? false }) else {
      throw UsageError(message: "--deployment-target \(value): expected an iOS version such as 15.0")
    }
    return value
  }

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
