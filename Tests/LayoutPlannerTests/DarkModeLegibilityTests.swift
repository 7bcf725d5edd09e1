import LayoutIR
import Semantics
import TestSupport
import Testing

@testable import LayoutPlanner

/// Which texts Dark Mode would leave illegible: a colour and what it is drawn on that keep 3:1 in light and not in
/// dark.
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

  @Test func aLiteralTextOnTheSystemBackgroundIsIllegibleInDarkMode() throws {
    let title = view("1", .label, (24, 100, 200, 30), text: nearBlack)
    let pair = try required(
      legibility.illegiblePairs(in: [title], root: root(.system("systemBackground")), isDeviceScreen: true).first)
    verify(pair.view.node == "1" && pair.backdrop == .system("systemBackground"))
    verify(pair.lightContrast > 15 && pair.darkContrast < 1.5, "\(pair.lightContrast) \(pair.darkContrast)")
    // Only the screen's light appearance keeps it legible: its own colour never changes.
    verify(pair.lightText, equals: nil)
    // A screen that paints nothing is on the system background its host gives it.
    verify(!legibility.illegiblePairs(in: [title], root: root(nil), isDeviceScreen: true).isEmpty)
    // A canvas that is no device's screen has no known host.
    verify(legibility.illegiblePairs(in: [title], root: root(nil), isDeviceScreen: false).isEmpty)
  }

  @Test func pairsThatStayLegibleAreLeftAlone() {
    let screen = root(.system("systemBackground"))
    // System colours on system colours, a token with a Dark value, and an accent colour on the system background.
    let system = [
      view("1", .label, (24, 100, 200, 30), text: .system("label")),
      view("2", .label, (24, 140, 200, 30), text: .token("Text/Primary")),
      view("3", .label, (24, 180, 200, 30), text: .system("systemBlue")),
    ]
    verify(legibility.illegiblePairs(in: system, root: screen, isDeviceScreen: true).isEmpty)
    // A literal text on a literal card, and a fixed token on a fixed token: neither changes.
    let fixed = [
      view("4", .container, (0, 200, 390, 200), fill: cream),
      view("5", .label, (24, 220, 200, 30), text: nearBlack),
      view("6", .container, (0, 500, 390, 100), fill: .token("Paper")),
      view("7", .label, (24, 520, 200, 30), text: .token("Ink")),
    ]
    verify(legibility.illegiblePairs(in: fixed, root: screen, isDeviceScreen: true).isEmpty)
    // White on a brand colour that has a Dark value: one side changes, and the pair stays legible.
    let brand = [view("8", .button, (24, 700, 342, 50), text: .system("white"), fill: .system("systemBlue"))]
    verify(legibility.illegiblePairs(in: brand, root: screen, isDeviceScreen: true).isEmpty)
    // Over a photo, the backdrop cannot be told.
    let photo = [
      view("9", .image, (0, 0, 390, 300), image: "hero"),
      view("10", .label, (24, 250, 200, 30), text: .system("white")),
    ]
    verify(legibility.illegiblePairs(in: photo, root: screen, isDeviceScreen: true).isEmpty)
  }

  @Test func theSystemLabelOnALiteralCardIsIllegibleInDarkMode() throws {
    let views = [
      view("1", .container, (0, 200, 390, 200), fill: cream),
      view("2", .label, (24, 220, 200, 30), text: .system("label")),
      view("3", .label, (24, 500, 200, 30), text: .token("Ink")),
    ]
    let pair = try required(
      legibility.illegiblePairs(in: views, root: root(.system("systemBackground")), isDeviceScreen: true).first)
    verify(pair.view.node == "2" && pair.backdrop == cream)
    // The label keeps its light colour on the card, which never changes; the screen follows Dark Mode.
    verify(pair.lightText, equals: .system("black"))
    // A token of one value that is a system colour's (#F2F2F7, systemGray6) follows Dark Mode as that colour does.
    verify(legibility.appearances(.token("Fill"))?.dark.first ?? 1 < 0.2)
    verify(legibility.appearances(.token("Ink")), equals: legibility.appearances(nearBlack))
  }
}
