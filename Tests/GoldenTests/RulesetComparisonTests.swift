import Foundation
import TestSupport
import Testing

/// The default ruleset and the example team's make different, correct code from one design.
@Suite struct RulesetComparisonTests {
  private let defaultGolden = Paths.package("rulesets/default/tests/order-form/expected.swift")
  private let teamGolden = Paths.package("rulesets/example-team/tests/order-form/expected.swift")

  @Test func theTwoRulesetsWriteDifferentCodeForTheSameDesign() throws {
    let plain = try String(contentsOfFile: defaultGolden, encoding: .utf8)
    let team = try String(contentsOfFile: teamGolden, encoding: .utf8)
    verify(plain != team)
    verify(plain, contains: "configuration.baseBackgroundColor = .systemBlue")
    verify(team, contains: "let button = PrimaryButton(title: \"提交\")")
    verify(
      team, contains: "submitButton.addAction(UIAction { [weak self] _ in self?.onSubmitTap?() }, for: .touchUpInside)")
    verify(plain, contains: "UIButton(configuration: configuration)", "the default targets iOS 15")
    verify(team, contains: "textView.backgroundColor = Theme.Color.fillSecondary")
    // The team's remark box stretches with the screen; the default keeps the design's width.
    verify(team, contains: "make.trailing.equalToSuperview().inset(32)")
    verify(plain, contains: "make.width.equalTo(298)")
  }

  @Test func bothTypeCheck() throws {
    verify(try SwiftTypeChecker.problems(in: defaultGolden), equals: nil)
    let theme = Paths.package("rulesets/example-team/support/Theme.swift")
    let problems = try SwiftTypeChecker.problems(inFiles: [teamGolden, theme])
    verify(problems, equals: nil, "\(problems ?? "")")
  }
}
