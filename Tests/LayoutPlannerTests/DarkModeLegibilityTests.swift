import LayoutIR
import Semantics
import Testing

@testable import LayoutPlanner

/// Which texts Dark Mode would leave illegible: a colour and what it is drawn on that do not change together.
@Suite struct DarkModeLegibilityTests {
  private let legibility = DarkModeLegibility(tokens: [
    ColorToken(
      name: "Text/Primary", symbol: "textPrimary",
      values: [
        .init(mode: "Light", red: 0.07, green: 0.09, blue: 0.15, alpha: 1),
        .init(mode: "Dark", red: 0.95, green: 0.95, blue: 0.97, alpha: 1),
      ]),
    ColorToken(name: "Ink", symbol: "ink", values: [.init(mode: "", red: 0.07, green: 0.09, blue: 0.15, alpha: 1)]),
    ColorToken(name: "Paper", symbol: "paper", values: [.init(mode: "", red: 0.98, green: 0.97, blue: 0.94, alpha: 1)]),
    ColorToken(
      name: "Fill", symbol: "fill", values: [.init(mode: "", red: 0.949, green: 0.949, blue: 0.969, alpha: 1)]),
  ])
  private let nearBlack = ColorValue.rgba(red: 0.07, green: 0.09, blue: 0.15, alpha: 1)
  private let cream = ColorValue.rgba(red: 1, green: 0.98, blue: 0.9, alpha: 1)

  private func view(
    _ id: String, _ role: ViewRole, _ frame: (Double, Double, Double, Double), text: ColorValue? = nil,
    fill: ColorValue? = nil, image: String? = nil
  ) -> ViewSpec {
    var properties = ViewProperties()
    properties.textColor = text
    properties.backgroundColor = fill
    properties.imageName = image
    return ViewSpec(
      node: id, name: "view\(id)", role: role, parent: "0:1",
      frame: Frame(x: frame.0, y: frame.1, width: frame.2, height: frame.3), properties: properties)
  }

  private func root(_ fill: ColorValue?) -> ViewProperties {
    var properties = ViewProperties()
    properties.backgroundColor = fill
    return properties
  }

  @Test func aLiteralTextOnTheSystemBackgroundIsAMixedPair() throws {
    let title = view("1", .label, (24, 100, 200, 30), text: nearBlack)
    let pair = try #require(
      legibility.firstMixedPair(in: [title], root: root(.system("systemBackground")), isDeviceScreen: true))
    #expect(pair.view.node == "1" && pair.backdrop == .system("systemBackground"))
    // A screen that paints nothing is on the system background its host gives it.
    #expect(legibility.firstMixedPair(in: [title], root: root(nil), isDeviceScreen: true) != nil)
    // A canvas that is no device's screen has no known host.
    #expect(legibility.firstMixedPair(in: [title], root: root(nil), isDeviceScreen: false) == nil)
  }

  @Test func textsAndBackdropsFromOneSourceAreLegible() {
    let screen = root(.system("systemBackground"))
    // System colours on system colours, and a token with a Dark value on the system background.
    let system = [
      view("1", .label, (24, 100, 200, 30), text: .system("label")),
      view("2", .label, (24, 140, 200, 30), text: .token("Text/Primary")),
    ]
    #expect(legibility.firstMixedPair(in: system, root: screen, isDeviceScreen: true) == nil)
    // A literal text on a literal card, and a fixed token on a fixed token: neither changes.
    let fixed = [
      view("3", .container, (0, 200, 390, 200), fill: cream),
      view("4", .label, (24, 220, 200, 30), text: nearBlack),
      view("5", .container, (0, 500, 390, 100), fill: .token("Paper")),
      view("6", .label, (24, 520, 200, 30), text: .token("Ink")),
    ]
    #expect(legibility.firstMixedPair(in: fixed, root: screen, isDeviceScreen: true) == nil)
    // Over a photo, the backdrop cannot be told; an accent colour reads on either appearance.
    let unknown = [
      view("7", .image, (0, 0, 390, 300), image: "hero"),
      view("8", .label, (24, 250, 200, 30), text: .system("white")),
      view("9", .label, (24, 400, 200, 30), text: .system("systemBlue")),
    ]
    #expect(legibility.firstMixedPair(in: unknown, root: screen, isDeviceScreen: true) == nil)
  }

  @Test func theSystemLabelOnALiteralCardIsAMixedPair() throws {
    let views = [
      view("1", .container, (0, 200, 390, 200), fill: cream),
      view("2", .label, (24, 220, 200, 30), text: .system("label")),
      view("3", .label, (24, 500, 200, 30), text: .token("Ink")),
    ]
    let pair = try #require(
      legibility.firstMixedPair(in: views, root: root(.system("systemBackground")), isDeviceScreen: true))
    #expect(pair.view.node == "2" && pair.backdrop == cream)
    #expect(legibility.source(.token("Fill")) == .adaptive, "#F2F2F7 is systemGray6")
    #expect(legibility.source(.token("Ink")) == .fixed)
  }
}
