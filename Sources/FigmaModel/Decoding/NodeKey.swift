/// The node members the decoder reads.
///
/// Each member name is looked up once, by hash, instead of being compared against every name in turn.
enum NodeKey: String, CaseIterable {
  case absoluteBoundingBox
  case absoluteRenderBounds
  case arcData
  case blendMode
  case boundVariables
  case characterStyleOverrides
  case characters
  case children
  case clipsContent
  case componentId
  case componentProperties
  case constraints
  case cornerRadius
  case cornerSmoothing
  case counterAxisAlignContent
  case counterAxisAlignItems
  case counterAxisSizingMode
  case counterAxisSpacing
  case effects
  case exportSettings
  case fillGeometry
  case fills
  case gridChildHorizontalAlign
  case gridChildVerticalAlign
  case gridColumnAnchorIndex
  case gridColumnCount
  case gridColumnGap
  case gridColumnSpan
  case gridColumnsSizing
  case gridRowAnchorIndex
  case gridRowCount
  case gridRowGap
  case gridRowSpan
  case gridRowsSizing
  case horizontalPadding
  case individualStrokeWeights
  case isMask
  case itemReverseZIndex
  case itemSpacing
  case layoutAlign
  case layoutGrow
  case layoutMode
  case layoutPositioning
  case layoutSizingHorizontal
  case layoutSizingVertical
  case layoutWrap
  case maxHeight
  case maxWidth
  case minHeight
  case minWidth
  case name
  case opacity
  case overflowDirection
  case paddingBottom
  case paddingLeft
  case paddingRight
  case paddingTop
  case preserveRatio
  case primaryAxisAlignItems
  case primaryAxisSizingMode
  case rectangleCornerRadii
  case relativeTransform
  case rotation
  case scrollBehavior
  case size
  case strokeAlign
  case strokeDashes
  case strokeGeometry
  case strokeWeight
  case strokes
  case strokesIncludedInLayout
  case style
  case styleOverrideTable
  case styles
  case verticalPadding
  case visible

  /// The key for each member name.
  static let byName: [String: NodeKey] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
