import Foundation
import LayoutIR
import Semantics
import SnapKitEmitter
import SwiftSource
import TestSupport
import Testing

/// The shims check what the emitter prints, and they are strict enough to reject SnapKit misuse.
@Suite struct TypeCheckTests {
  static let negatives: [String] = {
    let folder = Paths.package("Tests/GoldenTests/TypeCheck/Negative")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }
      .sorted()
  }()

  @Test func thereAreNegativeCases() {
    verify(Self.negatives.count, equals: 4, "\(Self.negatives)")
  }

  @Test(arguments: negatives)
  func rejectsMisuse(file: String) throws {
    let problems = try SwiftTypeChecker.problems(in: Paths.package("Tests/GoldenTests/TypeCheck/Negative/" + file))
    verify(problems?.contains("error:"), equals: true, "\(file) type-checked but must not")
  }

  @Test func theKitchenSinkPrintsEveryConstructAndTypeChecks() throws {
    let emitter = CodeEmitter(options: CodeEmitter.Options(deploymentMajor: 14), style: KitchenSink.style)
    let source = emitter.emit(KitchenSink.screen, source: "kitchen-sink.json").contents
    Golden.check(source, against: Paths.package("Tests/GoldenTests/TypeCheck/KitchenSinkView.swift.golden"))
    // The views its decorations draw with are declared once for every screen, in the folder's support file.
    let support = try required(
      emitter.supportFile(for: [KitchenSink.screen], emitted: [source], source: "kitchen-sink.json")
    ).contents
    verify(support.contains("final class ShapeLayerView: UIView {") && !source.contains("class ShapeLayerView"))
    // So are the font helpers its labels and buttons call, and no more than those.
    verify(source.contains("UIFont.scaled"), equals: support.contains("extension UIFont {"))
    verify(source.contains("TextAttributesTransformer = .title("), equals: support.contains("static func title("))
    let problems = try SwiftTypeChecker.problems(inSource: source + support + KitchenSink.teamClass)
    verify(problems, equals: nil, "\(problems ?? "")")
    let legacy = CodeEmitter(options: CodeEmitter.Options(deploymentMajor: 10), style: KitchenSink.style).emit(
      KitchenSink.screen, source: "k.json"
    ).contents
    // A token's border colour is set again when the appearance changes; iOS 10 has no appearances.
    verify(source, contains: "submitButton.layer.borderColor = (Palette.border as UIColor?)?.cgColor\n  }")
    verify(legacy, contains: "if #available(iOS 11.0, *) {")
    verify(legacy, lacks: "hasDifferentColorAppearance")
    // Continuous corners are iOS 13's.
    verify(legacy, contains: "if #available(iOS 13.0, *) {\n      view.layer.cornerCurve = .continuous")
    verify(legacy, lacks: "UIAction")
    let legacyProblems = try SwiftTypeChecker.problems(inSource: legacy + support + KitchenSink.teamClass)
    verify(legacyProblems, equals: nil, "\(legacyProblems ?? "")")
  }
}

/// A hand-written IR with every construct the emitter knows.
enum KitchenSink {
  /// The team's colour tokens, spelt as members of its `Palette`.
  static let style = UIKitStyle(symbols: TokenSymbols(colors: SymbolTable(template: "Palette.{name}")))

  /// The team's own class and palette the kitchen sink uses, declared for the type-check.
  static let teamClass = """

    enum Palette {
      static let border = UIColor(named: "Border")
      static let surface = UIColor(named: "Surface")
    }

    final class AcmeCell: UIView {
      enum Style { case compact }
      convenience init(style: Style) { self.init(frame: .zero) }
    }

    """

  static let screen: LayoutScreen = {
    var label = ViewSpec(
      node: "9:2", name: "titleLabel", role: .label, parent: "9:1",
      frame: Frame(x: 16, y: 60, width: 200, height: 24))
    label.properties.text = "Quote \" backslash \\ newline\n interpolation \\(x) \u{202E}bidi"
    label.properties.font = .textStyle(.headline)
    label.properties.textColor = .system("label")
    label.properties.textAlignment = .center
    label.properties.numberOfLines = 0
    label.properties.lineHeight = 22.5
    label.todos = [Approximation(.untranslated, "text_runs", "mixed text styles */ /* use the base style\nonly")]
    label.constraints = [
      Constraint(.top, .safeArea(.top), constant: 16, origin: "rule.lua:1"),
      Constraint(.leading, .superview(.leading), constant: 16, origin: "rule.lua:2"),
      Constraint(
        .trailing, .superview(.trailing), relation: .lessThanOrEqual, constant: -16, priority: 750, origin: "r"),
    ]
    var button = ViewSpec(
      node: "9:3", name: "submitButton", role: .button, parent: "9:1",
      frame: Frame(x: 0, y: 700, width: 375, height: 78))
    button.properties.text = "提交"
    button.properties.textColor = .system("white")
    button.properties.font = .system(size: 18, weight: .semibold, scaled: true)
    button.properties.backgroundColor = .asset("Primary")
    button.properties.cornerRadius = 12
    button.properties.borderWidth = 1
    button.properties.borderColor = .token("border")
    button.constraints = [
      Constraint(.bottom, .safeArea(.bottom), origin: "r"), Constraint(.leading, .superview(.leading), origin: "r"),
      Constraint(.trailing, .superview(.trailing), origin: "r"),
      Constraint(.height, .constant, constant: 78, origin: "r"),
    ]
    var image = ViewSpec(
      node: "9:4", name: "iconImageView", role: .image, parent: "9:1",
      frame: Frame(x: 224, y: 64, width: 16, height: 16))
    image.properties.imageName = "search-icon"
    image.properties.contentMode = .scaleAspectFit
    image.properties.alpha = 0.5
    image.properties.isHidden = true
    image.constraints = [
      Constraint(.leading, .view("9:2", .trailing), constant: 8, origin: "r"),
      Constraint(.width, .constant, constant: 16, origin: "r"),
      Constraint(.height, .constant, constant: 16, origin: "r"),
      Constraint(.centerY, .view("9:2", .centerY), origin: "r"),
    ]
    var stack = ViewSpec(
      node: "9:5", name: "rowStackView", role: .stack, parent: "9:1",
      frame: Frame(x: 16, y: 100, width: 343, height: 44))
    stack.flow = FlowLayout(
      axis: .horizontal, spacing: 8, padding: EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8),
      alignment: .center)
    stack.properties.backgroundColor = .rgba(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    stack.properties.clipsToBounds = true
    stack.constraints = [
      Constraint(.top, .view("9:2", .bottom), constant: 16, origin: "r"),
      Constraint(.leading, .superview(.leading), constant: 16, origin: "r"),
      Constraint(.trailing, .superview(.trailing), constant: -16, origin: "r"),
      Constraint(.height, .constant, constant: 44, priority: 500, origin: "r"),
      Constraint(.centerX, .superview(.centerX), multiplier: 1, constant: 0, priority: 250, origin: "r"),
    ]
    var arranged = ViewSpec(
      node: "9:6", name: "cellView", role: .container, parent: "9:5",
      frame: Frame(x: 24, y: 104, width: 100, height: 36),
      uikit: UIKitCustomization(className: "AcmeCell", initializer: "AcmeCell(style: .compact)"))
    arranged.constraints = [
      Constraint(.leading, .superview(.leading), constant: 8, origin: "planner.stack", implicit: true),
      Constraint(.width, .constant, constant: 100, priority: 999, origin: "r"),
      Constraint(.height, .view("9:5", .height), multiplier: 0.5, constant: 0, origin: "r"),
    ]
    var screen = LayoutScreen(
      node: "9:1", name: "Kitchen Sink", className: "KitchenSinkView", canvas: Size(width: 375, height: 812),
      safeArea: EdgeInsets(top: 44, bottom: 34), views: [label, button, image, stack, arranged] + decorated)
    // A card as a screen: its own corners, border and shadow.
    screen.rootProperties.backgroundColor = .system("systemBackground")
    screen.rootProperties.cornerRadius = 20
    screen.rootProperties.borderWidth = 1
    screen.rootProperties.borderColor = .system("separator")
    screen.rootProperties.decoration.shadows = [shadow]
    screen.rootTodos = [Approximation(.approximated, "corner_radii", "the root's corners differ")]
    return screen
  }()

  static let shadow = ShadowSpec(
    color: .rgba(red: 0, green: 0, blue: 0, alpha: 1), opacity: 0.12, offset: Point(x: 0, y: 4), radius: 8, spread: 2)

  /// One view per decoration, and a label with every text attribute.
  static let decorated: [ViewSpec] = {
    func view(_ node: String, _ name: String, role: ViewRole = .container) -> ViewSpec {
      var view = ViewSpec(
        node: node, name: name, role: role, parent: "9:1", frame: Frame(x: 16, y: 300, width: 100, height: 40))
      view.constraints = [
        Constraint(.top, .superview(.top), constant: 300, origin: "r"),
        Constraint(.leading, .superview(.leading), constant: 16, origin: "r"),
        Constraint(.width, .constant, constant: 100, origin: "r"),
        Constraint(.height, .constant, constant: 40, origin: "r"),
      ]
      return view
    }
    var card = view("9:20", "cardView")
    card.properties.backgroundColor = .token("surface")
    card.properties.cornerRadius = 12
    card.properties.decoration.roundedCorners = [.topLeft, .topRight]
    card.properties.decoration.continuousCorners = true
    card.properties.decoration.shadows = [
      shadow, ShadowSpec(color: .system("black"), opacity: 0.04, offset: Point(x: 0, y: 1), radius: 1, spread: 0),
    ]
    card.properties.decoration.blur = BlurSpec(style: "systemThinMaterial")
    card.properties.decoration.gradient = GradientSpec(
      kind: .conic, colors: [.system("systemBlue"), .rgba(red: 1, green: 0, blue: 0, alpha: 0.5)], locations: [0, 1],
      start: Point(x: 0.5, y: 0.5), end: Point(x: 1, y: 0.5))
    card.properties.decoration.stroke = StrokeSpec(
      color: .asset("Brand/Border"), widths: SideWidths(all: 2), alignment: .outside, dashes: [6, 4])
    var oval = view("9:21", "ovalView")
    oval.properties.backgroundColor = .system("systemGreen")
    oval.properties.borderWidth = 2
    oval.properties.borderColor = .system("label")
    oval.properties.decoration.shape = .oval
    var ring = view("9:22", "ringView")
    ring.properties.backgroundColor = .rgba(red: 0, green: 0.478, blue: 1, alpha: 1)
    ring.properties.decoration.shape = .arc(startAngle: -1.571, endAngle: 3.142, innerRadius: 0.8)
    ring.properties.decoration.stroke = StrokeSpec(
      color: .system("separator"), widths: SideWidths(all: 1), alignment: .center, dashes: [])
    var edges = view("9:23", "rowView")
    edges.properties.decoration.stroke = StrokeSpec(
      color: .system("separator"), widths: SideWidths(top: 0, left: 0, bottom: 1, right: 0), alignment: .inside,
      dashes: [])
    var avatar = view("9:24", "avatarImageView", role: .image)
    avatar.properties.imageName = "avatar"
    avatar.properties.cornerRadius = 20
    avatar.properties.clipsToBounds = true
    var shadowed = shadow
    shadowed.followsContent = true
    avatar.properties.decoration.shadows = [shadowed]
    var text = view("9:25", "legalLabel", role: .label)
    text.properties.text = "Agree to the Terms\nand the Privacy Policy"
    text.properties.font = .family("Plus Jakarta Sans", size: 15, weight: .medium, italic: true, scaled: true)
    text.properties.textColor = .system("secondaryLabel")
    text.properties.numberOfLines = 0
    text.properties.lineHeight = 22
    text.properties.textAttributes.kern = 0.6
    text.properties.textAttributes.decoration = .strikethrough
    text.properties.textAttributes.paragraphSpacing = 8
    var terms = TextRunSpec(location: 13, length: 5)
    terms.font = .system(size: 15, weight: .bold, italic: true, scaled: false)
    terms.color = .system("link")
    terms.decoration = .underline
    terms.link = "https://example.com/terms"
    var policy = TextRunSpec(location: 27, length: 14)
    policy.font = .textStyle(.headline)
    policy.kern = 0
    text.properties.textAttributes.runs = [terms, policy]
    return [card, oval, ring, edges, avatar, text]
  }()
}
