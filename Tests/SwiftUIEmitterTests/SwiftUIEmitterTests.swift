import Diagnostics
import LayoutIR
import Semantics
import TestSupport
import Testing

@testable import SwiftUIEmitter

/// The SwiftUI emitter on hand-written IR: one construct per test, each asserting the SwiftUI it must print.
@Suite struct SwiftUIEmitterTests {
  static func label(_ node: String, _ text: String, parent: String, frame: Frame, item: FlowItem? = nil) -> ViewSpec {
    var view = ViewSpec(
      node: node, name: text.lowercased() + "Label", role: .label, parent: parent, frame: frame,
      intrinsic: IntrinsicSize(width: frame.width, height: frame.height))
    view.properties.text = text
    view.properties.font = .textStyle(.body)
    view.item = item ?? FlowItem(width: .hug, height: .hug)
    return view
  }

  static func screen(_ views: [ViewSpec], flow: FlowLayout? = nil) -> LayoutScreen {
    var screen = LayoutScreen(
      node: "1:1", name: "Screen", className: "ScreenView", canvas: Size(width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, bottom: 34), views: views)
    screen.rootFlow = flow
    return screen
  }

  static func emit(_ screen: LayoutScreen) -> SwiftUIFile { SwiftUIEmitter().emit(screen, source: "test.json") }

  @Test func spaceBetweenPutsSpacersBetweenTheChildrenAndNoSpacing() {
    var row = ViewSpec(
      node: "1:2", name: "rowView", role: .container, parent: "1:1",
      frame: Frame(x: 0, y: 47, width: 390, height: 22))
    row.flow = FlowLayout(axis: .horizontal, spacing: 8, distribution: .spaceBetween, alignment: .center)
    row.item = FlowItem(width: .fill, height: .hug)
    row.constraints = [
      Constraint(.top, .safeArea(.top), origin: "test"), Constraint(.leading, .superview(.leading), origin: "test"),
      Constraint(.trailing, .superview(.trailing), origin: "test"),
    ]
    let views = [
      row, Self.label("1:3", "Left", parent: "1:2", frame: Frame(x: 0, y: 47, width: 40, height: 22)),
      Self.label("1:4", "Right", parent: "1:2", frame: Frame(x: 350, y: 47, width: 40, height: 22)),
    ]
    let file = Self.emit(Self.screen(views))
    verify(file.contents, contains: "HStack(spacing: 0) {\n")
    verify(file.contents, contains: "Spacer(minLength: 0)")
    verify(file.contents, contains: ".frame(maxWidth: .infinity, alignment: .leading)")
    // The model puts the right label at the trailing edge, as the design does.
    verify(file.diagnostics.filter { $0.ruleID == "swiftui.layout_drift" }.isEmpty, "\(file.diagnostics)")
  }

  /// A text of many styled runs is a list of `Text` joined once: nine runs joined by `+` took the type checker past its
  /// limit on a real sign-in screen's terms line.
  @Test func aTextOfManyRunsIsAListOfTextsJoined() throws {
    let words = ["By signing in", " you agree to ", "Terms", " and ", "Privacy", ". Read our ", "Policy", "."]
    var label = Self.label("1:2", words.joined(), parent: "1:1", frame: Frame(x: 16, y: 63, width: 358, height: 40))
    var location = 0
    for (index, word) in words.enumerated() {
      var run = TextRunSpec(location: location, length: word.utf16.count)
      run.font = .named(index % 2 == 0 ? "Nunito-Bold" : "Nunito-Regular", size: 12, scaled: true)
      run.color = .rgba(red: 0.34, green: 0.32, blue: Double(index) / 10, alpha: 1)
      run.kern = -0.3
      label.properties.textAttributes.runs.append(run)
      location += word.utf16.count
    }
    let contents = Self.emit(Self.screen([label])).contents
    verify(contents.contains("] as [Text])\n") && contents.contains(".reduce(Text(\"\"), +)\n"), "\(contents)")
    let problems = try SwiftTypeChecker.problems(inSource: contents)
    verify(problems, equals: nil, "\(problems ?? "")")
  }

  @Test func aVerticalRootFlowIsAStackPaddedFromTheSafeArea() {
    let flow = FlowLayout(
      axis: .vertical, spacing: 12, padding: EdgeInsets(top: 63, leading: 16, bottom: 34, trailing: 16))
    let views = [
      Self.label("1:2", "One", parent: "1:1", frame: Frame(x: 16, y: 63, width: 40, height: 22)),
      Self.label("1:3", "Two", parent: "1:1", frame: Frame(x: 16, y: 97, width: 40, height: 22)),
    ]
    let file = Self.emit(Self.screen(views, flow: flow))
    verify(file.contents, contains: "VStack(alignment: .leading, spacing: 12) {")
    verify(file.contents, contains: ".padding(EdgeInsets(top: 16, leading: 16, bottom: 0, trailing: 16))")
    verify(file.diagnostics.filter { $0.ruleID == "swiftui.layout_drift" }.isEmpty, "\(file.diagnostics)")
  }

  /// A child of the root's flow placed on its own is drawn over the flow, as any flowing frame's is: it was dropped
  /// (a component's 'Remove' button, drawn over its row).
  @Test func aRootFlowsChildPlacedOnItsOwnIsDrawnOverIt() {
    let flow = FlowLayout(
      axis: .vertical, spacing: 12, padding: EdgeInsets(top: 63, leading: 16, bottom: 34, trailing: 16))
    var badge = Self.label(
      "1:4", "Badge", parent: "1:1", frame: Frame(x: 334, y: 67, width: 40, height: 22),
      item: FlowItem(width: .hug, height: .hug, isAbsolute: true))
    badge.constraints = [
      Constraint(.top, .superview(.top), constant: 67, origin: "test"),
      Constraint(.trailing, .superview(.trailing), constant: -16, origin: "test"),
    ]
    let views = [
      Self.label("1:2", "One", parent: "1:1", frame: Frame(x: 16, y: 63, width: 40, height: 22)),
      Self.label("1:3", "Two", parent: "1:1", frame: Frame(x: 16, y: 97, width: 40, height: 22)), badge,
    ]
    let contents = Self.emit(Self.screen(views, flow: flow)).contents
    verify(contents, contains: ".overlay(alignment: .topLeading) {", "\(contents)")
    verify(contents, contains: "Text(\"Badge\")", "\(contents)")
  }

  @Test func aFreeFormViewPinnedToTheTrailingEdgeIsAlignedThereWithPadding() {
    var badge = Self.label("1:2", "Badge", parent: "1:1", frame: Frame(x: 334, y: 67, width: 40, height: 22))
    badge.constraints = [
      Constraint(.top, .safeArea(.top), constant: 20, origin: "test"),
      Constraint(.trailing, .superview(.trailing), constant: -16, origin: "test"),
    ]
    let file = Self.emit(Self.screen([badge]))
    verify(file.contents, contains: ".padding(EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 16))")
    verify(file.contents, contains: ".frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)")
    verify(file.contents, lacks: ".position(")
    verify(file.contents, lacks: "ignoresSafeArea")
    verify(file.diagnostics.filter { $0.ruleID == "swiftui.layout_drift" }.isEmpty, "\(file.diagnostics)")
  }

  @Test func aViewTheModelPutsElsewhereIsReportedOnItsNode() {
    // The design draws the second label 30 pt below the first, the flow's spacing says 12.
    let flow = FlowLayout(axis: .vertical, spacing: 12, padding: EdgeInsets(top: 63, leading: 16))
    let views = [
      Self.label("1:2", "One", parent: "1:1", frame: Frame(x: 16, y: 63, width: 40, height: 22)),
      Self.label("1:3", "Two", parent: "1:1", frame: Frame(x: 16, y: 115, width: 40, height: 22)),
    ]
    let drift = Self.emit(Self.screen(views, flow: flow)).diagnostics.filter { $0.ruleID == "swiftui.layout_drift" }
    verify(drift.map(\.node?.id), equals: ["1:3"])
    verify(drift.first?.message.contains("[16,97 40×22], the design at [16,115 40×22] (18 pt off)"), equals: true)
  }

  @Test func fontsAreTextStylesWithAWeightWhereAStyleHasTheSize() {
    let style = SwiftUIStyle()
    verify(style.font(.system(size: 17, weight: .semibold, scaled: true)).expression, equals: ".headline")
    verify(style.font(.system(size: 17, weight: .bold, scaled: true)).expression, equals: ".body.weight(.bold)")
    verify(style.font(.system(size: 28, weight: .regular, scaled: true)).expression, equals: ".title")
    verify(style.font(.system(size: 11, weight: .medium, scaled: true)).expression, equals: ".caption2.weight(.medium)")
    verify(
      style.font(.system(size: 24, weight: .bold, scaled: true)).expression, equals: ".system(size: 24, weight: .bold)")
    verify(
      style.font(.named("Inter-Bold", size: 18, scaled: true)).expression,
      equals: ".custom(\"Inter-Bold\", size: 18, relativeTo: .body)")
    verify(style.font(.token("body")).todo != nil)
  }

  @Test func systemColoursAreNamedNeverLiterals() {
    let style = SwiftUIStyle()
    verify(style.color(.system("systemBlue")), equals: "Color.blue")
    verify(style.color(.system("systemBackground")), equals: "Color(.systemBackground)")
    verify(style.foreground(.system("secondaryLabel")), equals: ".secondary")
    verify(style.foreground(.system("tertiaryLabel")), equals: ".tertiary")
    verify(style.color(.rgba(red: 0, green: 0.478, blue: 1, alpha: 1)), equals: "Color.blue")
    verify(
      style.color(.rgba(red: 0.949, green: 0.949, blue: 0.969, alpha: 0.5)), equals: "Color(.systemGray6).opacity(0.5)")
    verify(
      style.color(.rgba(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)), equals: "Color(red: 0.2, green: 0.4, blue: 0.6)")
    let team = SwiftUIStyle(
      symbols: TokenSymbols(colors: SymbolTable(template: "Theme.Colors.{name}")),
      uikitSymbols: TokenSymbols(colors: SymbolTable(template: "Theme.Color.{name}")))
    verify(team.color(.token("accent")), equals: "Theme.Colors.accent")
    let uikitOnly = SwiftUIStyle(uikitSymbols: TokenSymbols(colors: SymbolTable(template: "Theme.Color.{name}")))
    verify(uikitOnly.color(.token("accent")), equals: "Color(uiColor: Theme.Color.accent)")
  }

  @Test func paddingIsPrintedInItsShortestForm() {
    verify(SwiftUIModifier.padding(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)), equals: "8")
    verify(SwiftUIModifier.padding(EdgeInsets(leading: 16, trailing: 16)), equals: ".horizontal, 16")
    verify(SwiftUIModifier.padding(EdgeInsets(top: 4, bottom: 4)), equals: ".vertical, 4")
    verify(SwiftUIModifier.padding(EdgeInsets(top: 12)), equals: ".top, 12")
    verify(
      SwiftUIModifier.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
      equals: "EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)")
  }

  @Test func aTextFieldIsBoundToItsOwnersValueOrToStateStartingWithTheDesignsText() {
    var field = ViewSpec(
      node: "1:2", name: "emailTextField", role: .textField, parent: "1:1",
      frame: Frame(x: 16, y: 100, width: 358, height: 44))
    var control = TextInputControl()
    control.placeholder = "Email"
    control.keyboard = .emailAddress
    control.contentType = .emailAddress
    control.autocapitalization = Autocapitalization.none
    control.returnKey = .next
    field.control = .textField(control)
    field.constraints = [
      Constraint(.top, .safeArea(.top), constant: 53, origin: "test"),
      Constraint(.leading, .superview(.leading), constant: 16, origin: "test"),
      Constraint(.width, .constant, constant: 358, origin: "test"),
      Constraint(.height, .constant, constant: 44, origin: "test"),
    ]
    field.properties.text = "ad@gmail.com"
    let swift = Self.emit(Self.screen([field])).contents
    // The owner passes the binding and reads what is typed; the preview shows the design's text.
    verify(swift, contains: "  /// What a person types in the 'Email' field.\n  @Binding var email: String\n")
    verify(swift, lacks: "@State")
    verify(swift, contains: "static var previews: some View { ScreenView(email: .constant(\"ad@gmail.com\")) }")
    // A team that keeps inputs in the view gets private state, starting at the design's text.
    let owned = SwiftUIEmitter(options: SwiftUIEmitter.Options(inputsBelongToOwner: false))
      .emit(Self.screen([field]), source: "test.json").contents
    verify(owned, contains: "@State private var email: String = \"ad@gmail.com\"")
    verify(owned, contains: "static var previews: some View { ScreenView() }")
    verify(swift, contains: "TextField(\"Email\", text: $email)")
    verify(swift, contains: ".keyboardType(.emailAddress)")
    verify(swift, contains: ".textContentType(.emailAddress)")
    verify(swift, contains: ".textInputAutocapitalization(.never)")
    verify(swift, contains: ".submitLabel(.next)")
  }
}
