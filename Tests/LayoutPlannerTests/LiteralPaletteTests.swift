import Diagnostics
import LayoutIR
import TestSupport
import Testing

@testable import LayoutPlanner
@testable import Semantics

/// The palette (issue 30, item 4): the literal colours a design draws more than once, named by hue and lightness.
@Suite struct LiteralPaletteTests {
  private func literal(_ hex: Int, alpha: Double = 1) -> LiteralColor {
    LiteralColor(
      red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
      alpha: alpha)
  }

  @Test func aColourIsNamedByItsHueFamilyAndLightness() {
    verify(PaletteColor.name(of: literal(0x2E7D32)), equals: "green660")
    verify(PaletteColor.name(of: literal(0xE53935)), equals: "red450")
    verify(PaletteColor.name(of: literal(0xE95322)), equals: "orange480")
    verify(PaletteColor.name(of: literal(0xFF851A)), equals: "orange450")
    verify(PaletteColor.name(of: literal(0x3B82F6)), equals: "blue400")
    verify(PaletteColor.name(of: literal(0x7C3AED)), equals: "violet420")
    verify(PaletteColor.name(of: literal(0xA855F7)), equals: "purple350")
    verify(PaletteColor.name(of: literal(0x6366F1)), equals: "indigo330")
    verify(PaletteColor.name(of: literal(0xDB2777)), equals: "pink490")
    // A colour with next to no hue is a gray; the lightest and darkest keep a step from the ends.
    verify(PaletteColor.name(of: literal(0x6B7280)), equals: "gray540")
    verify(PaletteColor.name(of: literal(0xFAFAFA)), equals: "gray20")
    verify(PaletteColor.name(of: literal(0x050505)), equals: "gray980")
    // Its opacity is no part of it.
    verify(PaletteColor.name(of: literal(0x3B82F6, alpha: 0.2)), equals: "blue400")
  }

  @Test func aColourKeepsItsNameWhateverTheOthersAreAndColoursSharingOneAreToldApartByHex() {
    let alone = PaletteColor.palette([literal(0x2E7D32): 3, literal(0x388E3C): 5])
    verify(alone.map(\.symbol), equals: ["green610", "green660"])
    let palette = PaletteColor.palette(
      [literal(0x2E7D32): 3, literal(0x2F7F33): 2, literal(0x388E3C): 5, literal(0xE53935): 2], taken: ["red450"])
    // #2E7D32 and #2F7F33 are both green660; red450 is a token's already. By family, then by lightness as a number.
    verify(palette.map(\.symbol), equals: ["green610", "green660Hex2E7D32", "green660Hex2F7F33", "red450Palette"])
    verify(palette.first { $0.symbol == "green610" }?.uses, equals: 5)
    verify(PaletteColor.naturalOrder("blue50", "blue150") && PaletteColor.naturalOrder("blue150", "blue150Hex1"))
  }

  @Test func aDocumentNamesTheLiteralsItDrawsMoreThanOnce() throws {
    let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    let green = ColorValue.rgba(red: 46 / 255, green: 125 / 255, blue: 50 / 255, alpha: 1)
    let once = ColorValue.rgba(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
    var title = ViewSpec(
      node: "1:2", name: "title", role: .label, parent: "1:1", frame: Frame(x: 0, y: 0, width: 100, height: 20))
    title.properties.textColor = green
    var card = ViewSpec(
      node: "1:3", name: "card", role: .container, parent: "1:1", frame: Frame(x: 0, y: 30, width: 100, height: 60))
    card.properties.backgroundColor = .rgba(red: 1, green: 1, blue: 1, alpha: 1)
    card.properties.decoration.stroke = StrokeSpec(
      color: green, widths: SideWidths(all: 1), alignment: .inside, dashes: [])
    card.properties.decoration.shadows = [
      ShadowSpec(color: once, opacity: 1, offset: Point(x: 0, y: 2), radius: 4, spread: 0),
      ShadowSpec(
        color: .rgba(red: 46 / 255, green: 125 / 255, blue: 50 / 255, alpha: 0.3), opacity: 1,
        offset: Point(x: 0, y: 8),
        radius: 16, spread: 0),
    ]
    var screen = LayoutScreen(
      node: "1:1", name: "Home", className: "HomeView", canvas: Size(width: 390, height: 844), safeArea: insets,
      views: [title, card])
    screen.rootProperties.backgroundColor = .rgba(red: 1, green: 1, blue: 1, alpha: 1)
    let document = LayoutDocument(source: "home.json", ruleset: "default", screens: [screen])
    let named = LiteralPalette.palette(of: document, tokens: [])
    // The green a text and a border draw, and a shadow at 30%; not the red drawn once, nor the white the platform
    // names.
    verify(named.palette.map(\.symbol), equals: ["green660"])
    verify(named.palette.first?.uses, equals: 3)
    let note = try required(named.note)
    verify(note.ruleID == "palette_color" && note.severity == .note)
    verify(note.message, contains: "green660 #2E7D32 ×3", "\(note.message)")
    // Nothing repeated: no palette, no note.
    let plain = LiteralPalette.palette(
      of: LayoutDocument(
        source: "home.json", ruleset: "default",
        screens: [
          LayoutScreen(
            node: "1:1", name: "Home", className: "HomeView", canvas: Size(width: 390, height: 844), safeArea: insets,
            views: [title])
        ]),
      tokens: [])
    verify(plain.palette.isEmpty && plain.note == nil)
  }

  @Test func customFontsDrawnMoreThanOnceAreCasesOfTheTypography() throws {
    let lexend = FontValue.family("Lexend", size: 14, weight: .medium, scaled: true)
    let inter = FontValue.named("Inter-Bold", size: 15.3, scaled: false)
    let system = FontValue.system(size: 15, weight: .semibold, scaled: true)
    let views = [
      lexend, lexend, inter, inter, system, system, .family("Lexend", size: 20, weight: .bold, scaled: true),
    ]
    .enumerated().map { index, font in
      var label = ViewSpec(
        node: "1:\(index + 2)", name: "label\(index)", role: .label, parent: "1:1",
        frame: Frame(x: 0, y: Double(index) * 30, width: 100, height: 20))
      label.properties.font = font
      return label
    }
    let screen = LayoutScreen(
      node: "1:1", name: "Home", className: "HomeView", canvas: Size(width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, bottom: 34), views: views)
    let document = LayoutDocument(source: "home.json", ruleset: "default", screens: [screen])
    let fonts = LiteralPalette.fonts(of: document, tokens: [])
    // The system font is the platform's; the Lexend drawn once stays where it is drawn.
    verify(fonts.palette.map(\.symbol), equals: ["interBold15Point3Fixed", "lexendMedium14"])
    verify(fonts.palette.map(\.uses), equals: [2, 2])
    let note = try required(fonts.note)
    verify(note.ruleID == "palette_font" && note.message.contains("AppTextStyle in TypographyTokens.swift"))
    // A text style's case keeps its name.
    let taken = LiteralPalette.fonts(
      of: document, tokens: [TextStyleToken(name: "Body", symbol: "lexendMedium14", summary: "")])
    verify(taken.palette.map(\.symbol), equals: ["interBold15Point3Fixed", "lexendMedium14Font"])
  }

  @Test func fontsIOSShipsNeedNoFile() {
    // The typography lists the font files to bundle: never one iOS has, in either spelling.
    for name in [
      "Helvetica Neue", "HelveticaNeue-Bold", "HelveticaNeueBold", "HelveticaNeueLightItalic", "Avenir Next", "Georgia",
      "SF Pro Text", "SFProDisplay-Bold",
    ] {
      verify(BuiltInFonts.contains(name), "\(name)")
    }
    for name in ["Inter", "Lexend-Bold", "Poppins", "League Spartan", "HelveticaNow", "GeorgiaPro"] {
      verify(!BuiltInFonts.contains(name), "\(name)")
    }
    // A PostScript name without its dash still says its weight, for the system font that stands in.
    verify(FontWeight(postScriptName: "HelveticaNeueBold"), equals: .bold)
    verify(FontWeight(postScriptName: "HelveticaNeueLightItalic"), equals: .light)
    verify(FontWeight(postScriptName: "Bold") == nil && FontWeight(postScriptName: "Inter") == nil)
  }
}
