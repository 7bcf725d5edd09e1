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
    #expect(
      code.contains(
        "searchIconImageView.snp.makeConstraints { make in\n      make.leading.equalTo(juLabel.snp.trailing).offset(4)")
    )
    #expect(code.contains("make.leading.equalTo(quantityStepper.snp.trailing).offset(8)"))
    #expect(!code.contains("make.trailing.equalToSuperview().offset(-121)"))
  }

  @Test func theRemarkBoxKeepsItsExactSize() throws {
    let code = try swift("order-form")
    let block = try #require(
      code.components(separatedBy: "remarkTextView.snp.makeConstraints { make in\n").last?.components(
        separatedBy: "}"
      )
      .first)
    #expect(block.contains("make.width.equalTo(298)"))
    #expect(block.contains("make.height.equalTo(100)"))
    #expect(!block.contains("leading.trailing.equalToSuperview()"))
    #expect(!block.contains("greaterThanOrEqualTo"))
  }

  @Test func theBottomButtonSitsOnTheSafeAreaWithoutAHardCodedInset() throws {
    let code = try swift("order-form")
    // On the safe area, and above the keyboard where one shows (the form takes text).
    #expect(
      code.contains(
        "submitButton.snp.makeConstraints { make in\n      make.bottom.equalTo(safeAreaLayoutGuide).priority(.high)\n"
          + "      make.bottom.lessThanOrEqualTo(keyboardLayoutGuide.snp.top)\n"))
    // At least the design's height: its title grows with the text size.
    #expect(code.contains("make.height.greaterThanOrEqualTo(111)"))
    #expect(!code.contains("-34"))
    #expect(!code.contains("#available(iOS 11"), "the safe area needs no availability check")
  }

  @Test func theNavigationBarStartsBelowTheStatusBar() throws {
    let code = try swift("order-form")
    #expect(code.contains("navBarView.snp.makeConstraints { make in\n      make.top.equalTo(safeAreaLayoutGuide)\n"))
    #expect(!code.contains("statusBar"))
    #expect(!code.contains("homeIndicator"))
  }

  @Test func theAutoLayoutCardIsAStackThatHugsItsContent() throws {
    let code = try swift("profile-card")
    #expect(code.contains("profileCardView.addArrangedSubview(avatarImageView)"))
    #expect(code.contains("stackView.spacing = 8"))
    // 'Bio' fills the card, which aligns the avatar and the name to its leading margin.
    #expect(code.contains("bioLabel.snp.makeConstraints { make in\n      make.width.equalToSuperview().offset(-32)\n"))
    // Its row of two buttons that share its width is a stack view that makes them equal.
    #expect(code.contains("stackView.distribution = .fillEqually"))
    #expect(code.contains("actionsView.addArrangedSubview(messageButton)"))
    let card = try #require(
      code.components(separatedBy: "profileCardView.snp.makeConstraints { make in\n").last?.components(separatedBy: "}")
        .first)
    #expect(!card.contains("height"), "a hugging card takes its height from its content")
  }

  @Test func labelsUseDynamicTypeAndSystemColours() throws {
    let code = try swift("order-form")
    #expect(code.contains("label.font = UIFont.preferredFont(forTextStyle: .body)"))
    #expect(code.contains("label.adjustsFontForContentSizeCategory = true"))
    #expect(code.contains("configuration.baseBackgroundColor = .systemBlue"))
    #expect(code.contains("label.textColor = .label"))
  }
}
