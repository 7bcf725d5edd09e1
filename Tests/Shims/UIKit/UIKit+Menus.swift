// Part of the declaration-only UIKit stand-in (see UIKit.swift): menu elements, actions, menus
// and commands. Written for figsnap from Apple's documented API.

open class UIMenuElement: NSObjectShim {
  public struct Attributes: OptionSet {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  public enum State: Int {
    case off, on, mixed
  }

  open var title: String { "" }
  open var subtitle: String?
  open var image: UIImage? { nil }
}

public typealias UIActionHandler = (UIAction) -> Void

open class UIAction: UIMenuElement {
  public struct Identifier: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) { super.init() }
  open override var title: String {
    get { "" }
    set {}
  }
  open override var image: UIImage? {
    get { nil }
    set {}
  }
  open var identifier: Identifier { Identifier("") }
  open var discoverabilityTitle: String?
  open var attributes: UIMenuElement.Attributes = []
  open var state: UIMenuElement.State = .off
  open var sender: Any? { nil }
}

open class UIMenu: UIMenuElement {
  public struct Identifier: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public struct Options: OptionSet {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
    children: [UIMenuElement] = []
  ) { super.init() }
  open var identifier: Identifier { Identifier("") }
  open var options: Options { [] }
  open var children: [UIMenuElement] { [] }
}

open class UICommand: UIMenuElement {}

open class UIKeyCommand: UICommand {
  open var input: String? { nil }
}
