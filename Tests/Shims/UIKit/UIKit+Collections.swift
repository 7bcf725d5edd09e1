// Part of the declaration-only UIKit stand-in (see UIKit.swift): collection views, their cells,
// registrations and diffable data sources, list configurations and compositional layouts.
// Written for figsnap from Apple's documented API. Class methods that return `Self` trap: a shim
// is only type-checked, never run.

public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

public protocol UICollectionViewDataSource: NSObjectProtocol {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

open class UICollectionReusableView: UIView {
  open var reuseIdentifier: String? { nil }
  open func prepareForReuse() {}
}

open class UICollectionViewCell: UICollectionReusableView {
  public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

  open var contentView: UIView { UIView() }
  open var isSelected = false
  open var isHighlighted = false
  open var backgroundView: UIView?
  open var selectedBackgroundView: UIView?
  open var configurationState: UICellConfigurationState { UICellConfigurationState(traitCollection: traitCollection) }
  open func setNeedsUpdateConfiguration() {}
  open func updateConfiguration(using state: UICellConfigurationState) {}
  open var configurationUpdateHandler: ConfigurationUpdateHandler?
  open var contentConfiguration: UIContentConfiguration?
  open var automaticallyUpdatesContentConfiguration = true
  open var backgroundConfiguration: UIBackgroundConfiguration?
  open var automaticallyUpdatesBackgroundConfiguration = true
}

open class UICollectionViewListCell: UICollectionViewCell {
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
  open var indentationLevel = 0
  open var indentationWidth: CGFloat = 0
  open var indentsAccessories = true
  open var accessories: [UICellAccessory] = []
  open var separatorLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

public struct UICellAccessory {
  public enum DisplayedState {
    case always, whenEditing, whenNotEditing
  }

  public enum LayoutDimension {
    case actual
    case standard
    case custom(CGFloat)
  }

  public struct DisclosureIndicatorOptions {
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {}
    public var isHidden = false
    public var reservedLayoutWidth = LayoutDimension.standard
    public var tintColor: UIColor?
  }

  public struct CheckmarkOptions {
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {}
    public var isHidden = false
    public var reservedLayoutWidth = LayoutDimension.standard
    public var tintColor: UIColor?
  }

  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory { UICellAccessory(displayedState: displayed) }
  public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
    -> UICellAccessory
  { UICellAccessory(displayedState: displayed) }

  public var displayedState: DisplayedState
}

public struct UICollectionLayoutListConfiguration {
  public enum Appearance {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }

  public enum HeaderMode {
    case none, supplementary, firstItemInSection
  }

  public enum FooterMode {
    case none, supplementary
  }

  public init(appearance: Appearance) { self.appearance = appearance }
  public private(set) var appearance: Appearance
  public var showsSeparators = true
  public var backgroundColor: UIColor?
  public var headerMode = HeaderMode.none
  public var footerMode = FooterMode.none
  public var headerTopPadding: CGFloat?
}

open class UICollectionViewLayout: NSObjectShim {
  open var collectionView: UICollectionView? { nil }
  open func invalidateLayout() {}
}

public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  var traitCollection: UITraitCollection { get }
}

public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  public init(section: NSCollectionLayoutSection) { super.init() }
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { super.init() }
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  { UICollectionViewCompositionalLayout(sectionProvider: { _, _ in nil }) }
}

open class NSCollectionLayoutDimension: NSObjectShim {
  override init() { super.init() }
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError("declaration only") }
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError("declaration only") }
  open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError("declaration only") }
  open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError("declaration only") }
  open var isFractionalWidth: Bool { false }
  open var isFractionalHeight: Bool { false }
  open var isAbsolute: Bool { false }
  open var isEstimated: Bool { false }
  open var dimension: CGFloat { 0 }
}

open class NSCollectionLayoutSize: NSObjectShim {
  override init() { super.init() }
  public convenience init(
    widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
  ) { self.init() }
  open var widthDimension: NSCollectionLayoutDimension { NSCollectionLayoutDimension() }
  open var heightDimension: NSCollectionLayoutDimension { NSCollectionLayoutDimension() }
}

open class NSCollectionLayoutSpacing: NSObjectShim {
  override init() { super.init() }
  open class func fixed(_ fixedSpacing: CGFloat) -> Self { fatalError("declaration only") }
  open class func flexible(_ flexibleSpacing: CGFloat) -> Self { fatalError("declaration only") }
  open var spacing: CGFloat { 0 }
  open var isFixedSpacing: Bool { false }
  open var isFlexibleSpacing: Bool { false }
}

open class NSCollectionLayoutItem: NSObjectShim {
  override init() { super.init() }
  public convenience init(layoutSize: NSCollectionLayoutSize) { self.init() }
  open var contentInsets = NSDirectionalEdgeInsets.zero
  open var layoutSize: NSCollectionLayoutSize { NSCollectionLayoutSize() }
}

open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
    fatalError("declaration only")
  }
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self { fatalError("declaration only") }
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    fatalError("declaration only")
  }
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
    fatalError("declaration only")
  }
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self { fatalError("declaration only") }
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    fatalError("declaration only")
  }
  open var subitems: [NSCollectionLayoutItem] { [] }
  open var interItemSpacing: NSCollectionLayoutSpacing?
}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int {
  case none = 0
  case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

open class NSCollectionLayoutSection: NSObjectShim {
  override init() { super.init() }
  public convenience init(group: NSCollectionLayoutGroup) { self.init() }
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection { NSCollectionLayoutSection() }
  open var contentInsets = NSDirectionalEdgeInsets.zero
  open var interGroupSpacing: CGFloat = 0
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
}

open class UICollectionView: UIScrollView {
  open class var elementKindSectionHeader: String { "UICollectionElementKindSectionHeader" }
  open class var elementKindSectionFooter: String { "UICollectionElementKindSectionFooter" }
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    public init(handler: @escaping Handler) {}
  }

  public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    public init(elementKind: String, handler: @escaping Handler) {}
  }

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var collectionViewLayout = UICollectionViewLayout()
  open weak var delegate: UICollectionViewDelegate?
  open weak var dataSource: UICollectionViewDataSource?
  open var backgroundView: UIView?
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell() }
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell where Cell: UICollectionViewCell { fatalError("declaration only") }
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView { fatalError("declaration only") }
  open func reloadData() {}
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {}

  public struct ScrollPosition: OptionSet {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
  }
}

open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObjectShim,
  UICollectionViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
  ItemIdentifierType: Sendable
{
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) { super.init() }
  open var supplementaryViewProvider: SupplementaryViewProvider?
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {}
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {}
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    NSDiffableDataSourceSnapshot()
  }
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { nil }
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell() }
}

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
  ItemIdentifierType: Sendable
{
  public init() {}
  public var numberOfItems: Int { 0 }
  public var numberOfSections: Int { 0 }
  public var sectionIdentifiers: [SectionIdentifierType] { [] }
  public var itemIdentifiers: [ItemIdentifierType] { [] }
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { 0 }
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { [] }
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {}
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {}
  public mutating func deleteAllItems() {}
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
}

// UIKit's additions to Foundation's IndexPath for table and collection views.
extension IndexPath {
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
