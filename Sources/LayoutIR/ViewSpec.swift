public import Semantics

/// One generated view: its node, role, Swift name, parent, design frame, content size, configuration and
/// constraints.
///
/// What a view is, is its ``role``; each target picks its own type for it. The only class a view carries is a team's
/// own, in ``uikit``.
public struct ViewSpec: Sendable, Hashable {
  public var node: String
  /// The Swift property name: `submitButton`.
  public var name: String
  /// What the view is for; checks and emitters read this, not the class.
  public var role: ViewRole
  /// The parent's node id (the screen's root node for top-level views).
  public var parent: String
  /// The design frame in the screen's coordinates; the solved layout must reproduce it.
  public var frame: Frame
  /// The content size in each axis that has no size constraint, or nil.
  public var intrinsic: IntrinsicSize?
  /// Where a text's baselines lie in its box, for a view a constraint aligns by a baseline; nil for any other view.
  public var baselines: TextBaselines?
  /// Hugging and compression priorities where they differ from UIKit's defaults.
  public var contentPriorities: ContentPriorities?
  /// The auto layout the view places its children with, as the design has it (for stack-based targets).
  public var flow: FlowLayout?
  /// How the view sizes itself, and whether it is in its parent's flow.
  public var item: FlowItem?
  public var properties: ViewProperties
  /// What a control shows and does; nil for other views.
  public var control: ControlSpec?
  /// VoiceOver's label and traits, where they differ from the class's defaults.
  public var accessibility: AccessibilitySpec?
  /// The list a collection view shows: its cell, its items' fields and the design's rows.
  public var list: ListSpec?
  /// The component a view is an instance of, and what it passes it.
  public var component: ComponentUse?
  /// Whether the owner of the generated view can reach this one: views with content (labels, images, controls) are
  /// exposed, containers are the generated view's own.
  public var isExposed = false
  /// In SnapKit's attribute order; ties keep the planner's order.
  public var constraints: [Constraint]
  /// What could not be translated exactly, printed as `// TODO:` where the view is configured.
  public var todos: [Approximation]
  /// What the ruleset's `view` hook wrote for the UIKit target alone, which other targets never read.
  ///
  /// A team's own class, initialiser and properties; nil where the hook wrote none.
  public var uikit: UIKitCustomization?

  /// Creates a view.
  public init(
    node: String, name: String, role: ViewRole, parent: String, frame: Frame, intrinsic: IntrinsicSize? = nil,
    contentPriorities: ContentPriorities? = nil, properties: ViewProperties = ViewProperties(),
    constraints: [Constraint] = [], todos: [Approximation] = [], uikit: UIKitCustomization? = nil
  ) {
    self.node = node
    self.name = name
    self.role = role
    self.parent = parent
    self.frame = frame
    self.intrinsic = intrinsic
    self.contentPriorities = contentPriorities
    self.properties = properties
    self.constraints = constraints
    self.todos = todos
    self.uikit = uikit
  }
}

/// What a team's ruleset asks of the UIKit target alone, for one view: its own class, initialiser and properties.
public struct UIKitCustomization: Sendable, Hashable {
  /// A team's own class (`PrimaryButton`), where the view is not drawn by the class its role implies.
  public var className: String?
  /// A Swift expression that makes the view, instead of `ClassName()`.
  public var initializer: String?
  /// Properties by UIKit property path, each a Swift expression.
  public var properties: [String: String]

  /// Creates a customization.
  public init(className: String? = nil, initializer: String? = nil, properties: [String: String] = [:]) {
    self.className = className
    self.initializer = initializer
    self.properties = properties
  }

  /// Whether it asks for nothing.
  public var isEmpty: Bool { className == nil && initializer == nil && properties.isEmpty }
}

/// The content size of a view in the axes without a size constraint.
public struct IntrinsicSize: Sendable, Hashable {
  public var width: Double?
  public var height: Double?

  /// Creates an intrinsic size.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
}

/// Where a text's baselines lie in its box: the first below its top, the last above its bottom, in points.
public struct TextBaselines: Sendable, Hashable {
  /// SF Pro's ascent and descent as fractions of the font size (an assumption; Linux has no font metrics).
  public static let ascent = 0.95
  public static let descent = 0.24

  public var first: Double
  public var last: Double

  /// The baselines of a text set at `fontSize` points.
  public init(fontSize: Double) {
    first = fontSize * Self.ascent
    last = fontSize * Self.descent
  }
}

/// Non-default content hugging and compression resistance priorities.
public struct ContentPriorities: Sendable, Hashable {
  public var huggingHorizontal: Double = 250
  public var huggingVertical: Double = 250
  public var compressionHorizontal: Double = 750
  public var compressionVertical: Double = 750

  /// UIKit's defaults for views made in code.
  public init() {}
}

/// How a view is configured, as values; nil where the platform's default stands.
public struct ViewProperties: Sendable, Hashable {
  public var text: String?
  public var font: FontValue?
  public var textColor: ColorValue?
  public var textAlignment: TextAlignment?
  public var numberOfLines: Int?
  /// A fixed line height in points, where the design's differs from the font's own.
  public var lineHeight: Double?
  /// The number token (a design variable, by name) the line height is.
  public var lineHeightToken: String?
  /// Kerning, decoration, paragraph spacing and styled runs of the text.
  public var textAttributes = TextAttributes()
  public var backgroundColor: ColorValue?
  public var cornerRadius: Double?
  /// The number token (a design variable, by name) the corner radius is.
  public var cornerRadiusToken: String?
  public var borderWidth: Double?
  public var borderColor: ColorValue?
  public var alpha: Double?
  public var clipsToBounds: Bool?
  /// The image's name: an asset of the document (``AssetSpec``).
  public var imageName: String?
  public var contentMode: ContentMode?
  /// The colour a template image (a one-colour icon) is drawn in.
  public var tintColor: ColorValue?
  /// An SF Symbol's size and weight here, where they are not its asset's (the first use's).
  public var symbolConfiguration: SymbolImage?
  public var isHidden: Bool?
  /// Shapes, gradients, shadows, blurs and strokes beyond the rectangle.
  public var decoration = Decoration()
  /// Whether a view that scrolls (a list) scrolls its content itself; false where it shows all of it at its own
  /// size and scrolls with the screen around it.
  public var scrollsContent: Bool?
  /// Whether a scroll view keeps its content clear of the safe area by itself; false where the design keeps its own
  /// room (drawn around the status bar).
  public var adjustsContentInsets: Bool?
  /// Whether a scroll view lets a drag down dismiss the keyboard, following the finger.
  public var dismissesKeyboardInteractively: Bool?
  /// Whether the view and what it holds keep their light appearance in Dark Mode: a screen whose texts and what they
  /// are drawn on would not change together.
  public var keepsLightAppearance: Bool?

  /// No configuration.
  public init() {}
}

extension ViewSpec {
  /// The UIKit class that draws the view: a team's own, else its component's, else the one its role implies.
  ///
  /// For the UIKit target, and for rules that ask a view's `class`.
  public var uikitClass: String { uikit?.className ?? component?.className ?? role.uikitClass }

  /// Whether the view takes part in its parent's flow: what a stack view arranges, where the view is one of its
  /// children (a child placed on its own is a plain subview of the stack).
  public var isInFlow: Bool { item?.isAbsolute != true }
}

extension ViewSpec {
  /// Whether the view is a checkbox or radio button that shows the system's selection mark beside its title: it has a
  /// title, no image of its own and no background or border (the box it was drawn with was a layer beside the title,
  /// not exported; an option drawn as a filled card shows its selection by its card).
  public var showsSelectionMark: Bool {
    guard let button = control?.button, button.isSelected != nil else { return false }
    return button.title != nil && button.image == nil && properties.backgroundColor == nil
      && properties.borderColor == nil
  }
}
