import Foundation
import LayoutIR
import Pipeline
import TestSupport
import Testing

/// Property and class names a reviewer accepts: spelt in Latin, short, never a member the class inherits, told apart
/// by what a view shows before any number, and stable when screens are added.
@Suite struct NamingTests {
  private func names(_ screens: [String]) throws -> (classes: [String], views: [String], files: [String]) {
    let outputs = try ExampleCase.run(bytes: Array(FigmaJSON.file(screens).utf8), source: "names.json")
    // The files of the run, compiled together as the folder they are written to is.
    let problems = try SwiftTypeChecker.problems(inGenerated: outputs.files)
    verify(problems, equals: nil, "\(problems ?? "")")
    let document = try ExampleCase.layout(bytes: Array(FigmaJSON.file(screens).utf8), source: "names.json").1.document
    return (
      document.screens.map(\.className), document.screens.flatMap { $0.views.map(\.name) },
      outputs.files.map(\.contents)
    )
  }

  private func text(_ id: String, _ name: String, _ characters: String, y: Double) -> String {
    FigmaJSON.node(
      id, "TEXT", name: name, box: (16, y, 200, 20),
      extra: #""characters": "\#(characters)", "style": {"fontSize": 15, "textAutoResize": "WIDTH_AND_HEIGHT"}"#)
  }

  private func frame(_ id: String, _ name: String, y: Double, children: [String]) -> String {
    FigmaJSON.node(id, name: name, box: (0, y, 375, 60), children: children)
  }

  @Test func namesInOtherScriptsAreSpeltInLatin() throws {
    let screen = FigmaJSON.node(
      "1:1", name: "Главный экран", box: (0, 0, 375, 812),
      children: [
        // A Cyrillic "С" hiding in a Latin word, an accent, and Chinese.
        text("1:2", "Сalorie goal", "2,000 kcal", y: 100), text("1:3", "Histórico", "Histórico", y: 140),
        text("1:4", "确认订单", "确认订单", y: 180),
        // Latin letters no accent-stripping makes ASCII: Turkish dotless i, Danish ø, German ß.
        text("1:5", "Saat Aralığı", "Saat Aralığı", y: 220), text("1:6", "Søg", "Søg", y: 260),
        text("1:7", "Straße", "Straße", y: 300),
      ])
    let (classes, views, _) = try names([screen])
    verify(classes, equals: ["GlavnyjEkranView"])
    verify(
      views,
      equals: [
        "calorieGoalLabel", "historicoLabel", "queRenDingDanLabel", "saatAraligiLabel", "sogLabel", "strasseLabel",
      ])
  }

  @Test func namesAreShortAndNeverAnInheritedMember() throws {
    let long = "By continuing you agree to the terms of service and the privacy policy of the company"
    let screen = FigmaJSON.node(
      "1:1", name: "Settings", box: (0, 0, 375, 812),
      children: [
        frame("1:2", "Input View", y: 100, children: []), frame("1:3", "Window", y: 160, children: []),
        frame("1:4", "Layer", y: 220, children: []), text("1:5", "Tag", "Tag", y: 280),
        text("1:6", long, long, y: 320), text("1:7", "Description", "Description", y: 360),
      ])
    let (_, views, _) = try names([screen])
    verify(
      views,
      equals: [
        "inputContainerView", "windowView", "layerView", "tagLabel", "byContinuingAgreeTermsLabel", "descriptionLabel",
      ])
    verify(views.allSatisfy { $0.count <= 40 })
  }

  @Test func repeatedRowsAreToldApartByWhatTheyShow() throws {
    let rows = ["Wi-Fi", "Bluetooth", "Cellular"].enumerated().map { index, title in
      frame(
        "1:\(10 + index * 2)", "Settings Row", y: 100 + Double(index) * 60,
        children: [text("1:\(11 + index * 2)", "Title", title, y: 120 + Double(index) * 60)])
    }
    let screen = FigmaJSON.node("1:1", name: "Settings", box: (0, 0, 375, 812), children: rows)
    let (_, views, _) = try names([screen])
    verify(
      views,
      equals: [
        "settingsRowView", "bluetoothSettingsRowView", "cellularSettingsRowView", "titleLabel", "bluetoothTitleLabel",
        "cellularTitleLabel",
      ])
  }

  @Test func screenClassesComeFromTheirOwnNameAndContentNotTheirPosition() throws {
    let trips = FigmaJSON.node(
      "1:1", name: "Container", box: (0, 0, 375, 812), children: [text("1:2", "T", "Trips", y: 100)])
    let profile = FigmaJSON.node(
      "2:1", name: "Container", box: (400, 0, 375, 812), children: [text("2:2", "T", "Profile", y: 100)])
    let fresh = FigmaJSON.node(
      "3:1", name: "Container", box: (800, 0, 375, 812), children: [text("3:2", "T", "Wallet", y: 100)])
    // Figma's own name says nothing: the screens are named for what they show.
    verify(try names([trips, profile]).classes, equals: ["TripsView", "ProfileView"])
    verify(try names([trips, fresh, profile]).classes, equals: ["TripsView", "WalletView", "ProfileView"])
    // Two screens a person named alike are told apart by what the second shows.
    let order = FigmaJSON.node(
      "5:1", name: "Order", box: (0, 0, 375, 812), children: [text("5:2", "T", "Checkout", y: 100)])
    let receipt = FigmaJSON.node(
      "6:1", name: "Order", box: (400, 0, 375, 812), children: [text("6:2", "T", "Receipt", y: 100)])
    verify(try names([order, receipt]).classes, equals: ["OrderView", "OrderReceiptView"])
    let frame12 = FigmaJSON.node(
      "4:1", name: "Frame 12", box: (0, 0, 375, 812), children: [text("4:2", "T", "Sign in", y: 1)])
    verify(try names([frame12]).classes, equals: ["SignInView"])
  }

  @Test func aCapturedPageNamedForItsMarkupIsNamedForItsBarsTitle() throws {
    // A web capture: the root is "Background", its texts four frames deep, the bar's title above a larger heading.
    func wrapped(_ id: String, _ child: String, depth: Int) -> String {
      depth == 0
        ? child
        : FigmaJSON.node(
          id + "\(depth)", name: "Container", box: (0, 0, 390, 844),
          children: [
            wrapped(id, child, depth: depth - 1)
          ])
    }
    let title = FigmaJSON.node(
      "1:2", "TEXT", name: "Heading 1", box: (80, 60, 120, 26),
      extra: #""characters": "Checkout", "style": {"fontSize": 20, "textAutoResize": "WIDTH_AND_HEIGHT"}"#)
    let section = FigmaJSON.node(
      "1:3", "TEXT", name: "Heading 2", box: (16, 300, 240, 30),
      extra: #""characters": "Discounts and bonuses", "style": {"fontSize": 24, "textAutoResize": "WIDTH_AND_HEIGHT"}"#)
    let page = FigmaJSON.node(
      "1:1", name: "Background", box: (0, 0, 390, 844),
      children: [wrapped("2:", title, depth: 4), wrapped("3:", section, depth: 4)])
    verify(try names([page]).classes, equals: ["CheckoutView"])
  }

  /// Across every shared fixture and example: fewer than one name in ten ends in a number, none is longer than 48.
  @Test(.enabled(if: Paths.sharedFixturesAvailable, "skipped: ../shared/fixtures/figma is not beside the checkout"))
  func namesAcrossTheRealFilesRarelyNeedANumber() throws {
    var names: [String] = []
    for input in GeneratedCodeTests.inputs {
      let result = try ExampleCase.layout(of: input).layout
      names += result.document.screens.flatMap { $0.views.map(\.name) }
    }
    let numbered = names.filter { $0.last?.isNumber == true }
    verify(Double(numbered.count) < Double(names.count) * 0.1, "\(numbered.count) of \(names.count)")
    verify(names.allSatisfy { $0.count <= 48 }, "\(names.filter { $0.count > 48 })")
  }
}
