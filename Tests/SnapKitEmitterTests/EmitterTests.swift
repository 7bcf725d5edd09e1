import Foundation
import LayoutIR
import Semantics
import SnapKitEmitter
import SwiftSource
import TestSupport
import Testing

/// The UIKit emitter alone, on hand-written IR: each test states the lines a construct prints, and every screen it
/// prints type-checks against the shims.
@Suite struct EmitterTests {
  private static let root = "1:1"

  /// A 390×844 screen of `views`, printed for iOS `major`, type-checked with `declarations` (a team's own classes)
  /// beside it, as trimmed lines.
  private func emit(_ views: [ViewSpec], major: Int = 15, declarations: String = "") throws -> [String] {
    let screen = LayoutScreen(
      node: Self.root, name: "Card", className: "CardView", canvas: Size(width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, bottom: 34), views: views)
    let source = CodeEmitter(options: CodeEmitter.Options(deploymentMajor: major)).emit(screen, source: "card.json")
    let problems = try SwiftTypeChecker.problems(inSource: source.contents + declarations)
    verify(problems, equals: nil, "\(problems ?? "")")
    return source.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// Whether `lines` holds each of `expected`, in order.
  private func holds(_ lines: [String], inOrder expected: [String]) -> Bool {
    var rest = lines[...]
    for line in expected {
      guard let found = rest.firstIndex(of: line) else { return false }
      rest = rest[(found + 1)...]
    }
    return true
  }

  private func view(
    _ node: String, _ name: String, _ role: ViewRole, parent: String = root,
    frame: Frame = Frame(x: 16, y: 63, width: 358, height: 24), constraints: [Constraint] = []
  ) -> ViewSpec {
    ViewSpec(node: node, name: name, role: role, parent: parent, frame: frame, constraints: constraints)
  }

  @Test func aLabelIsAUILabelThatFollowsTheTextSize() throws {
    var title = view("1:2", "titleLabel", .label, constraints: [Constraint(.top, .safeArea(.top), origin: "t")])
    title.properties.text = "Quote \" and \\(x)"
    title.properties.font = .textStyle(.headline)
    let lines = try emit([title])
    verify(
      holds(
        lines,
        inOrder: [
          "private let titleLabel: UILabel = {", "let label = UILabel()", #"label.text = "Quote \" and \\(x)""#,
          "label.font = UIFont.preferredFont(forTextStyle: .headline)",
          "label.adjustsFontForContentSizeCategory = true",
        ]), "\(lines)")
  }

  @Test func constraintsAreSnapKitChainsWithTheirRelationAndPriority() throws {
    let title = view(
      "1:2", "titleLabel", .label,
      constraints: [
        Constraint(.top, .safeArea(.top), constant: 16, origin: "t"),
        Constraint(.leading, .superview(.leading), constant: 16, origin: "t"),
        Constraint(
          .trailing, .superview(.trailing), relation: .lessThanOrEqual, constant: -16, priority: 750, origin: "t"),
      ])
    let badge = view(
      "1:3", "badgeView", .container, frame: Frame(x: 175, y: 100, width: 40, height: 40),
      constraints: [
        Constraint(.top, .view("1:2", .bottom), constant: 13, origin: "t"),
        Constraint(.centerX, .superview(.centerX), origin: "t"),
        Constraint(.width, .constant, constant: 40, origin: "t"),
        Constraint(.height, .constant, constant: 40, origin: "t"),
      ])
    let lines = try emit([title, badge])
    verify(
      holds(
        lines,
        inOrder: [
          "titleLabel.snp.makeConstraints { make in", "make.top.equalTo(safeAreaLayoutGuide).inset(16)",
          "make.leading.equalToSuperview().inset(16)",
          "make.trailing.lessThanOrEqualToSuperview().inset(16).priority(.high)", "}",
          "badgeView.snp.makeConstraints { make in", "make.top.equalTo(titleLabel.snp.bottom).offset(13)",
          "make.centerX.equalToSuperview()", "make.size.equalTo(40)",
        ]), "\(lines)")
  }

  @Test func aStackIsAUIStackViewMadeFromItsFlow() throws {
    var stack = view(
      "1:2", "infoStackView", .stack, frame: Frame(x: 16, y: 63, width: 358, height: 56),
      constraints: [
        Constraint(.top, .safeArea(.top), constant: 16, origin: "t"),
        Constraint(.leading, .superview(.leading), constant: 16, origin: "t"),
        Constraint(.trailing, .superview(.trailing), constant: -16, origin: "t"),
      ])
    stack.flow = FlowLayout(axis: .vertical, spacing: 8)
    let arranged = [("1:3", "nameLabel", 63.0), ("1:4", "roleLabel", 95.0)].map { node, name, y in
      var label = view(node, name, .label, parent: "1:2", frame: Frame(x: 16, y: y, width: 358, height: 24))
      label.properties.text = name
      label.item = FlowItem(width: .fill, height: .hug)
      return label
    }
    let lines = try emit([stack] + arranged)
    verify(
      holds(
        lines,
        inOrder: [
          "let stackView = UIStackView()", "stackView.axis = .vertical", "stackView.spacing = 8", "return stackView",
          "addSubview(infoStackView)", "infoStackView.addArrangedSubview(nameLabel)",
          "infoStackView.addArrangedSubview(roleLabel)", "make.leading.trailing.equalToSuperview().inset(16)",
        ]), "\(lines)")
    verify(!lines.contains { $0.hasPrefix("nameLabel.snp") }, "the stack places its arranged views")
    verify(!lines.contains { $0.hasPrefix("stackView.alignment") }, "`.fill` is UIKit's default, and goes unsaid")
  }

  @Test func aScrollViewEndsAtTheKeyboardAndADragDismissesIt() throws {
    var scroll = view(
      "1:2", "scrollView", .scroll, frame: Frame(x: 0, y: 0, width: 390, height: 810),
      constraints: [
        Constraint(.top, .superview(.top), origin: "t"), Constraint(.bottom, .keyboard(.top), origin: "t"),
        Constraint(.leading, .superview(.leading), origin: "t"),
        Constraint(.trailing, .superview(.trailing), origin: "t"),
      ])
    scroll.properties.dismissesKeyboardInteractively = true
    let lines = try emit([scroll])
    verify(
      holds(
        lines,
        inOrder: [
          "scrollView.keyboardDismissMode = .interactive", "if #available(iOS 17.0, *) {",
          "keyboardLayoutGuide.usesBottomSafeArea = false", "scrollView.snp.makeConstraints { make in",
          "make.bottom.equalTo(keyboardLayoutGuide.snp.top)",
        ]), "\(lines)")
  }

  @Test func aTeamsOwnClassIsDeclaredWithItsInitialiser() throws {
    var badge = view("1:2", "badgeView", .container, frame: Frame(x: 16, y: 140, width: 40, height: 40))
    badge.uikit = UIKitCustomization(className: "AcmeBadge", initializer: "AcmeBadge(style: .round)")
    let declaration = """

      final class AcmeBadge: UIView {
        enum Style { case round }
        convenience init(style: Style) { self.init(frame: .zero) }
      }

      """
    let lines = try emit([badge], declarations: declaration)
    verify(
      holds(lines, inOrder: ["private let badgeView: AcmeBadge = {", "let view = AcmeBadge(style: .round)"]),
      "\(lines)")
  }
}

extension EmitterTests {
  @Test func aFieldsPlaceholderInANamedColourFallsBackToThePlaceholderColour() throws {
    var field = ViewSpec(
      node: "1:2", name: "emailTextField", role: .textField, parent: "1:1",
      frame: Frame(x: 16, y: 63, width: 358, height: 44), constraints: [])
    var input = TextInputControl()
    input.placeholder = "Email"
    input.placeholderColor = .asset("Neutral/Grey 600")
    field.control = .textField(input)
    let screen = LayoutScreen(
      node: "1:1", name: "Card", className: "CardView", canvas: Size(width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, bottom: 34), views: [field])
    let source = CodeEmitter(options: CodeEmitter.Options(deploymentMajor: 15)).emit(screen, source: "card.json")
    // The asset may be missing from the catalog: `UIColor(named:)` is optional, and an attribute takes a colour.
    let problems = try SwiftTypeChecker.problems(inSource: source.contents)
    verify(problems, equals: nil, "\(problems ?? "")")
    verify(
      source.contents,
      contains: #"[.foregroundColor: (UIColor(named: "Neutral/Grey 600") as UIColor?) ?? .placeholderText as UIColor]"#)
  }
}
