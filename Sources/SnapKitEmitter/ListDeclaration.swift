import LayoutIR
import Semantics
import SwiftSource

/// What a list adds to the view that shows it: the items the owner sets (the design's rows until then), the diffable
/// data source that shows them with cell registrations (iOS 14), and the collection view's layout.
struct ListDeclaration {
  let view: ViewSpec
  let list: ListSpec
  let style: UIKitStyle

  /// `rows` for `rowsCollectionView`.
  private var base: String {
    view.name.hasSuffix("CollectionView") && view.name.count > 14 ? String(view.name.dropLast(14)) : view.name
  }
  private var capitalizedBase: String { SwiftName.upperFirst(base) }
  private var itemType: String { list.itemType }
  /// `rowsItems` for `rowsCollectionView`, `listItems` (not `listItemItems`) for `listItemCollectionView`.
  var itemsProperty: String { base == "item" || base.hasSuffix("Item") ? base + "s" : base + "Items" }
  /// The method that shows the items: `applyRowsItems()`, `applyItems()`.
  private var applyItems: String { "apply" + SwiftName.upperFirst(itemsProperty) + "()" }
  private var sectionsProperty: String { base + "Sections" }
  var dataSource: String { base + "DataSource" }
  /// The closure the owner gets when a row is tapped.
  var selectProperty: String { "on" + capitalizedBase + "Select" }

  /// The line in `init(frame:)` that sets the data source up.
  var configureCall: String { "configure\(capitalizedBase)DataSource()" }

  /// The lines that make the collection view's layout, ending with `let layout = …`.
  static func layoutLines(_ list: ListSpec) -> [String] {
    switch list.layout {
    case .list(let separators):
      var lines = ["var listConfiguration = UICollectionLayoutListConfiguration(appearance: .plain)"]
      if !separators { lines.append("listConfiguration.showsSeparators = false") }
      if list.hasHeaders { lines.append("listConfiguration.headerMode = .supplementary") }
      // The collection view's own background shows through.
      lines.append("listConfiguration.backgroundColor = .clear")
      lines.append("let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration)")
      return lines
    case .grid(let columns, let rowHeight, let spacing, let lineSpacing, let insets):
      let fraction = SwiftLiteral.number(1 / Double(columns))
      var lines = [
        "let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(\(columns == 1 ? "1" : fraction)), heightDimension: .fractionalHeight(1))",
        "let item = NSCollectionLayoutItem(layoutSize: itemSize)",
        "let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(SwiftLiteral.number(rowHeight))))",
      ]
      if columns == 1 {
        lines.append("let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])")
      } else {
        lines.append(
          "let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: \(columns))")
        if spacing > 0 { lines.append("group.interItemSpacing = .fixed(\(SwiftLiteral.number(spacing)))") }
      }
      lines.append("let section = NSCollectionLayoutSection(group: group)")
      if lineSpacing > 0 { lines.append("section.interGroupSpacing = \(SwiftLiteral.number(lineSpacing))") }
      if insets != EdgeInsets() {
        lines.append("section.contentInsets = \(UIKitGeometry.directionalInsets(insets))")
      }
      lines.append("let layout = UICollectionViewCompositionalLayout(section: section)")
      return lines
    }
  }

  /// The closures of the cell's controls, passed on with the item of their row: `onTripsDetailsTap(item)`.
  private var cellActions: [(cell: ControlAction, property: String, type: String)] {
    ControlAction.all(list.cell.views).map { action in
      let event = String(action.property.dropFirst(2))
      let arguments = [list.itemType] + (action.valueType.map { [$0] } ?? [])
      return (action, "on" + capitalizedBase + event, "((\(arguments.joined(separator: ", "))) -> Void)")
    }
  }

  func writeProperties(into writer: inout SwiftWriter) {
    let made = list.items.enumerated().map { index, values in
      let arguments =
        ["id: \(index)"]
        + zip(list.fields, values).map { field, value in
          "\(field.name): \(value.map { field.kind.isQuoted ? SwiftLiteral.string($0) : $0 } ?? "nil")"
        }
      return "\(itemType)(\(arguments.joined(separator: ", ")))"
    }
    if list.hasHeaders {
      writer.line("/// The sections '\(view.name)' shows: the design's until the owner sets its own.")
      writer.block("var \(sectionsProperty): [\(list.sectionType)] = [", closer: nil) { sections in
        var start = 0
        for section in list.sections {
          let title = section.title.map(SwiftLiteral.string) ?? "nil"
          sections.block("\(list.sectionType)(", closer: "),") { fields in
            fields.line("title: \(title),")
            fields.block("items: [", closer: "]") { items in
              for item in made[start..<min(start + section.count, made.count)] { items.line(item + ",") }
            }
          }
          start += section.count
        }
      }
    } else {
      writer.line("/// The items '\(view.name)' shows: the design's rows until the owner sets its own.")
      writer.block("var \(itemsProperty): [\(itemType)] = [", closer: nil) { items in
        for item in made { items.line(item + ",") }
      }
    }
    writer.block("] {") { body in body.line("didSet { \(applyItems) }") }
    writer.line()
    writer.line("private var \(dataSource): UICollectionViewDiffableDataSource<Int, \(itemType)>?")
    writer.line()
    writer.line("/// Called with the item of the row that was tapped in '\(view.name)'.")
    writer.line("var \(selectProperty): ((\(itemType)) -> Void)?")
    writer.line()
    for action in cellActions {
      writer.line("/// Called with its row's item when a row's '\(SwiftLiteral.comment(action.cell.property))' fires.")
      writer.line("var \(action.property): \(action.type)?")
      writer.line()
    }
  }

  func writeMethods(into writer: inout SwiftWriter) {
    let cell = list.cell.className
    writer.block("private func \(configureCall) {") { body in
      let actions = cellActions
      body.block(
        "let registration = UICollectionView.CellRegistration<\(cell), \(itemType)> { \(actions.isEmpty ? "" : "[weak self] ")cell, _, item in"
      ) { handler in
        handler.line("cell.configure(with: item)")
        for action in actions {
          let value = action.cell.valueType == nil ? "" : " value"
          let passed = action.cell.valueType == nil ? "item" : "item, value"
          handler.line(
            "cell.\(action.cell.property) = {\(value.isEmpty ? "" : value + " in") self?.\(action.property)?(\(passed)) }"
          )
        }
      }
      body.block(
        "\(dataSource) = UICollectionViewDiffableDataSource(collectionView: \(view.name)) { collectionView, indexPath, item in"
      ) { provider in
        provider.line("collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)")
      }
      if list.hasHeaders {
        body.block(
          "let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { [weak self] header, _, indexPath in"
        ) { handler in
          handler.line("var content = header.defaultContentConfiguration()")
          handler.line("content.text = self?.\(sectionsProperty)[indexPath.section].title")
          handler.line("header.contentConfiguration = content")
        }
        body.block("\(dataSource)?.supplementaryViewProvider = { collectionView, _, indexPath in") { provider in
          provider.line(
            "collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)")
        }
      }
      body.line("\(view.name).delegate = self")
      body.line(applyItems)
    }
    writer.line()
    writer.block("private func \(applyItems) {") { body in
      body.line("var snapshot = NSDiffableDataSourceSnapshot<Int, \(itemType)>()")
      if list.hasHeaders {
        body.block("for (index, section) in \(sectionsProperty).enumerated() {") { loop in
          loop.line("snapshot.appendSections([index])")
          loop.line("snapshot.appendItems(section.items, toSection: index)")
        }
      } else {
        body.line("snapshot.appendSections([0])")
        body.line("snapshot.appendItems(\(itemsProperty), toSection: 0)")
      }
      body.line("\(dataSource)?.apply(snapshot, animatingDifferences: false)")
    }
  }
}

extension ListDeclaration {
  /// The view's `UICollectionViewDelegate`: a tapped row is deselected and its item passed to the owner.
  static func writeSelection(_ lists: [ListDeclaration], of className: String, into writer: inout SwiftWriter) {
    writer.block("extension \(className): UICollectionViewDelegate {") { body in
      body.block("func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {") {
        method in
        method.line("collectionView.deselectItem(at: indexPath, animated: true)")
        for list in lists {
          method.block(
            "if collectionView === \(list.view.name), let item = \(list.dataSource)?.itemIdentifier(for: indexPath) {"
          ) { branch in branch.line("\(list.selectProperty)?(item)") }
        }
      }
    }
  }
}

/// A list's cell class and the struct of its items: the fields that differ between rows, and `configure(with:)`,
/// which shows an item.
struct CellDeclaration {
  let list: ListSpec
  let style: UIKitStyle

  /// A list layout's cells are list cells; a grid's plain collection view cells.
  var superclass: String {
    if case .list = list.layout { return "UICollectionViewListCell" }
    return "UICollectionViewCell"
  }

  /// The row's fill: a list cell's background configuration, which keeps the selection highlight, or a plain cell's
  /// content view's.
  ///
  /// A list cell's background, corners and border are its background configuration's; a grid cell's are its content
  /// view's layer's, where `decoration` (the root's) does not draw them.
  func writeBackground(_ root: ViewProperties, decoration: DecorationDeclaration, into writer: inout SwiftWriter) {
    guard case .list = list.layout else {
      for line in ViewDeclaration.layerLines(root, decoration: decoration, receiver: "contentView", style: style) {
        writer.line(line)
      }
      if root.clipsToBounds == true { writer.line("contentView.clipsToBounds = true") }
      return
    }
    var settings: [String] = []
    if let color = root.backgroundColor, !decoration.drawsBackground {
      settings.append("background.backgroundColor = \(style.color(color))")
    }
    if let radius = root.cornerRadius { settings.append("background.cornerRadius = \(SwiftLiteral.number(radius))") }
    if let color = root.borderColor, !decoration.drawsBorder {
      settings.append("background.strokeColor = \(style.color(color))")
      settings.append("background.strokeWidth = \(SwiftLiteral.number(root.borderWidth ?? 1))")
    }
    // A fill its decoration draws (a shape, a blur) leaves the cell's own background as the system's.
    guard !settings.isEmpty else { return }
    writer.line("var background = UIBackgroundConfiguration.listPlainCell()")
    for line in settings { writer.line(line) }
    writer.line("backgroundConfiguration = background")
  }

  /// What the cell's initialiser sets beyond its views: the disclosure accessory, and for a list cell the design's
  /// row height as the least its self-sizing makes.
  func writeSetUp(into writer: inout SwiftWriter) {
    if list.showsDisclosure { writer.line("accessories = [.disclosureIndicator()]") }
    guard case .list = list.layout else { return }
    writer.block("contentView.snp.makeConstraints { make in") { block in
      block.line("make.height.greaterThanOrEqualTo(\(SwiftLiteral.number(list.cell.canvas.height)))")
    }
  }

  func writeItem(into writer: inout SwiftWriter) {
    writer.line("/// What one '\(SwiftLiteral.comment(list.cell.name))' row shows.")
    writer.block("struct \(list.itemType): Hashable {") { body in
      body.line("var id: Int")
      for field in list.fields {
        body.line("var \(field.name): \(field.kind.swiftType)\(field.isOptional ? "?" : "")")
      }
    }
    writer.line()
    guard list.hasHeaders else { return }
    writer.line("/// A header and the rows under it.")
    writer.block("struct \(list.sectionType) {") { body in
      body.line("var title: String?")
      body.line("var items: [\(list.itemType)]")
    }
    writer.line()
  }

  func writeConfigure(into writer: inout SwiftWriter) {
    let views = Dictionary(list.cell.views.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
    writer.line("/// Shows `item`.")
    writer.block("func configure(with item: \(list.itemType)) {") { body in
      for field in list.fields {
        guard let spec = views[field.view] else { continue }
        let view = spec.name
        switch field.kind {
        case .text:
          body.line("\(view).text = item.\(field.name)")
          // The label's line height, kerning and decoration go with each item's text (its sample's runs do not).
          var attributed = spec.properties
          attributed.textAttributes.runs = []
          attributed.textAttributes.paragraphSpacing = nil
          if spec.role == .label,
            let call = ViewDeclaration.labelAttributesCall(view, properties: attributed, style: style)
          {
            body.line(call)
          }
        case .image:
          body.line(
            field.isOptional
              ? "\(view).image = item.\(field.name).flatMap { UIImage(named: $0) }"
              : "\(view).image = UIImage(named: item.\(field.name))")
        case .progress:
          body.line("\(view).progress = Float(item.\(field.name)\(field.isOptional ? " ?? 0" : ""))")
        case .isOn:
          body.line("\(view).isOn = item.\(field.name)\(field.isOptional ? " ?? false" : "")")
        case .count:
          body.line("\(view).value = Double(item.\(field.name)\(field.isOptional ? " ?? 0" : ""))")
        }
      }
      // A control read by its row's title (a radio, a switch) says each row's own.
      for spec in list.cell.views {
        guard let label = spec.accessibility?.label, let field = list.textField(repeating: label) else { continue }
        body.line("\(spec.name).accessibilityLabel = item.\(field.name)")
      }
    }
  }
}
