import Foundation
import Pipeline
import TestSupport
import Testing

/// The seed documents' own examples, each as the line of SnapKit it asks for.
@Suite struct SeedConventionTests {
  private func swift(_ example: String) throws -> String {
    let outputs = try ExampleCase(name: example).outputs
    return outputs.files.map(\.contents).joined()
  }

  @Test func theIconFollowsTheUnitLabelLeftToRight() throws {
    let code = try swift("order-form")
    verify(
      code,
      contains:
        "searchIconImageView.snp.makeConstraints { make in\n      make.leading.equalTo(juLabel.snp.trailing).offset(4)")
    verify(code, contains: "make.leading.equalTo(quantityStepper.snp.trailing).offset(8)")
    verify(code, lacks: "make.trailing.equalToSuperview().offset(-121)")
  }

  @Test func theRemarkBoxKeepsItsExactSize() throws {
    let code = try swift("order-form")
    let block = try required(
      code.components(separatedBy: "remarkTextView.snp.makeConstraints { make in\n").last?.components(
        separatedBy: "}"
      )
      .first)
    verify(block, contains: "make.width.equalTo(298)")
    verify(block, contains: "make.height.equalTo(100)")
    verify(block, lacks: "leading.trailing.equalToSuperview()")
    verify(block, lacks: "greaterThanOrEqualTo")
  }

  @Test func theBottomButtonSitsOnTheSafeAreaWithoutAHardCodedInset() throws {
    let code = try swift("order-form")
    // On the safe area, and above the keyboard where one shows (the form takes text).
    verify(
      code,
      contains:
        "submitButton.snp.makeConstraints { make in\n      make.bottom.equalTo(safeAreaLayoutGuide).priority(.high)\n"
        + "      make.bottom.lessThanOrEqualTo(keyboardLayoutGuide.snp.top)\n")
    // At least the design's height: its title grows with the text size.
    verify(code, contains: "make.height.greaterThanOrEqualTo(111)")
    verify(code, lacks: "-34")
    verify(code, lacks: "#available(iOS 11", "the safe area needs no availability check")
  }

  @Test func theNavigationBarStartsBelowTheStatusBar() throws {
    let code = try swift("order-form")
    verify(code, contains: "navBarView.snp.makeConstraints { make in\n      make.top.equalTo(safeAreaLayoutGuide)\n")
    verify(code, lacks: "statusBar")
    verify(code, lacks: "homeIndicator")
  }

  @Test func theAutoLayoutCardIsAStackThatHugsItsContent() throws {
    let code = try swift("profile-card")
    verify(code, contains: "profileCardView.addArrangedSubview(avatarImageView)")
    verify(code, contains: "stackView.spacing = 8")
    // 'Bio' fills the card, which aligns the avatar and the name to its leading margin.
    verify(code, contains: "bioLabel.snp.makeConstraints { make in\n      make.width.equalToSuperview().offset(-32)\n")
    // Its row of two buttons that share its width is a stack view that makes them equal.
    verify(code, contains: "stackView.distribution = .fillEqually")
    verify(code, contains: "actionsView.addArrangedSubview(messageButton)")
    let card = try required(
      code.components(separatedBy: "profileCardView.snp.makeConstraints { make in\n").last?.components(separatedBy: "}")
        .first)
    verify(card, lacks: "height", "a hugging card takes its height from its content")
  }

  @Test func labelsUseDynamicTypeAndSystemColours() throws {
    let code = try swift("order-form")
    verify(code, contains: "label.font = UIFont.preferredFont(forTextStyle: .body)")
    verify(code, contains: "label.adjustsFontForContentSizeCategory = true")
    verify(code, contains: "configuration.baseBackgroundColor = .systemBlue")
    verify(code, contains: "label.textColor = .label")
  }
}
