/// The options of a ruleset that figsnap itself reads.
///
/// Decoded and checked once when the ruleset loads (a chain's options merged, the child's over its parent's).
/// Options figsnap does not know stay for the rules (`ctx.options`).
public struct RulesetOptions: Sendable, Hashable {
  /// The oldest iOS the generated code runs on, as written (`"15.0"`): `safeAreaLayoutGuide` needs 11, `UIAction` 14.
  public var deploymentTarget: String
  /// Spacing off this grid, in points, gets a note.
  public var grid: Double
  /// A screen taller than its device scrolls.
  public var scrollsTallScreens: Bool
  /// A frame whose `overflowDirection` scrolls becomes a scroll view.
  public var scrollsOverflow: Bool
  /// Full-width bars along the bottom of a tall screen stay on screen.
  public var keepsBottomBarsFixed: Bool
  /// Safe-area insets by canvas (`"390x844"`), over the device's own.
  public var safeAreas: [String: SafeAreaInsets]
  /// Whether generated classes are `final` (teams that extend them by subclassing leave this off).
  public var finalClasses = false
  /// Whether an auto-layout column or row becomes a `UIStackView` where the stack lays it out as the design does.
  public var stackViews = false
  /// Whether frames drawn alike that Figma did not make a component (two form fields, a run of rows) become one view
  /// class with parameters, as a component used more than once does.
  public var structuralReuse = false
  /// Whether the literal colours the screens draw more than once are named in a generated palette (`green660`), or
  /// written out where they are drawn.
  public var palette = true
  /// The most views a screen's class declares before its largest plain frames become classes of their own (each used
  /// once, in a file of its own); nil or 0 keeps every screen in one class.
  public var sectionViews: Int?
  /// What a screen becomes: a view, or a view controller hosting it with the hand-drawn bars as its navigation item
  /// and tab bar item.
  public var output: ScreenOutput = .view
  /// The code `generate` writes when the command line names none.
  public var target: OutputTarget = .uikit
  /// Who holds what a person types, toggles or picks in a SwiftUI screen or component.
  public var inputOwnership: InputOwnership = .binding

  /// How the design's colour tokens are declared.
  public var colorTokenForm: ColorTokenForm = .code

  /// Where a colour token's values live.
  public enum ColorTokenForm: String, Sendable, Hashable, CaseIterable {
    /// In the token file, one dynamic colour each (`UIColor { traits in … }`).
    case code
    /// In the asset catalogue, one colour set each with its appearances, which `figsnap assets` writes from the
    /// manifest; the token file refers to them by name.
    case catalog
  }

  /// Who holds the values of a SwiftUI view's inputs.
  public enum InputOwnership: String, Sendable, Hashable, CaseIterable {
    /// The owner: each input is a `@Binding` it passes, so it reads what was typed.
    case binding
    /// The view: each input is `@State` of its own, private, starting at the design's value.
    case state
  }

  /// The code a screen becomes.
  public enum OutputTarget: String, Sendable, Hashable, CaseIterable {
    /// A UIKit view laid out with SnapKit.
    case uikit
    /// A SwiftUI view.
    case swiftui
  }

  /// What `generate` writes per screen.
  public enum ScreenOutput: String, Sendable, Hashable, CaseIterable {
    /// A `UIView` subclass.
    case view
    /// The view, and a `UIViewController` that hosts it and configures its navigation item and tab bar item.
    case viewController = "view_controller"
  }

  /// The options of a ruleset that sets none: iOS 12, an 8-pt grid, nothing scrolls by itself.
  public static let standard = RulesetOptions(
    deploymentTarget: "12.0", grid: 8, scrollsTallScreens: false, scrollsOverflow: false, keepsBottomBarsFixed: false,
    safeAreas: [:])

  /// Creates options.
  public init(
    deploymentTarget: String, grid: Double, scrollsTallScreens: Bool, scrollsOverflow: Bool,
    keepsBottomBarsFixed: Bool, safeAreas: [String: SafeAreaInsets]
  ) {
    self.deploymentTarget = deploymentTarget
    self.grid = grid
    self.scrollsTallScreens = scrollsTallScreens
    self.scrollsOverflow = scrollsOverflow
    self.keepsBottomBarsFixed = keepsBottomBarsFixed
    self.safeAreas = safeAreas
  }

  /// Whether the bars a screen draws leave its view for what hosts it: a view controller's navigation item and tab
  /// bar item, or SwiftUI's navigation and tab modifiers.
  public var extractsChrome: Bool { output == .viewController || target == .swiftui }

  /// The deployment target's major version.
  public var deploymentMajor: Int { Int(deploymentTarget.split(separator: ".").first ?? "12") ?? 12 }
}

/// The top and bottom safe-area insets of one canvas.
public struct SafeAreaInsets: Sendable, Hashable {
  public var top: Double
  public var bottom: Double

  /// Creates insets.
  public init(top: Double, bottom: Double) {
    self.top = top
    self.bottom = bottom
  }
}
