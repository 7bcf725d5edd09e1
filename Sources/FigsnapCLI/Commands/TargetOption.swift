import Decisions

/// `--target uikit|swiftui` and `--deployment-target VERSION`: the code to plan and write, over the ruleset's
/// `options.target` and `options.deployment_target`; as given, checked when read.
struct TargetOption: Sendable {
  static let values = ["--target", "--deployment-target"]

  static let help = """
      --target T        uikit (a UIView laid out with SnapKit) or swiftui (a SwiftUI View); the
                        ruleset's options.target by default, else uikit
      --deployment-target V
                        the iOS version the code must run on, such as 15.0 (default: the
                        ruleset's options.deployment_target, which is what rules read in
                        ctx.options either way)
    """

  /// `--target`, as given.
  var target: String?
  /// `--deployment-target`, as given.
  var deploymentTarget: String?

  /// The ruleset's target and deployment target.
  init() {}

  init(_ arguments: ParsedArguments) {
    target = arguments.value("--target")
    deploymentTarget = arguments.value("--deployment-target")
  }

  /// The iOS version the options name, or nil for the ruleset's.
  func checkedDeploymentTarget() throws -> String? {
    guard let value = deploymentTarget else { return nil }
    guard Self.isVersion(value) else {
      throw UsageError(message: "--deployment-target \(value): expected an iOS version such as 15.0")
    }
    return value
  }

  /// Whether `text` is an iOS version: `15`, `15.0` or `15.0.1`, with a major version from 9 to 99 (as the ruleset's
  /// `options.deployment_target`).
  static func isVersion(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return false }
    return Int(parts[0]).map { (9...99).contains($0) } ?? false
  }

  /// The target the options name, or nil for the ruleset's.
  func outputTarget() throws -> RulesetOptions.OutputTarget? {
    guard let value = target else { return nil }
    guard let target = RulesetOptions.OutputTarget(rawValue: value) else {
      let names = RulesetOptions.OutputTarget.allCases.map(\.rawValue).joined(separator: " or ")
      throw UsageError(message: "--target \(value): expected \(names)")
    }
    return target
  }
}
