// The value types the SwiftUI layout model computes with: sizes, proposals, rectangles, insets, axes and
// alignments. Plain Swift (no SwiftUI on Linux), in points, origin top-left; sizes, rectangles and insets are
// the IR's own.

public import LayoutIR

/// A size in points: the IR's.
public typealias ModelSize = Size

extension Size {
  /// No extent in either axis.
  public static let zero = Size(width: 0, height: 0)
}

/// A proposed size: nil in an axis asks for the ideal size.
///
/// As in SwiftUI's `ProposedViewSize`: 0 asks for the minimum size, `.infinity` for the maximum size and nil
/// for the ideal size, per axis.
public struct ModelProposal: Sendable, Hashable {
  /// The proposed width, or nil for the ideal width.
  public var width: Double?
  /// The proposed height, or nil for the ideal height.
  public var height: Double?

  /// A proposal of `width` by `height`; nil in an axis asks for the ideal size there.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// The proposal of exactly `size`.
  public init(_ size: ModelSize) {
    self.init(width: size.width, height: size.height)
  }

  /// The proposal that asks for the ideal size in both axes.
  public static let unspecified = ModelProposal(width: nil, height: nil)
}

/// A rectangle in points, origin top-left: the IR's frame.
public typealias ModelRect = Frame

extension Frame {
  /// The extent.
  public var size: Size { Size(width: width, height: height) }
}

/// Insets from the four edges of a box, in points: the IR's.
public typealias ModelInsets = EdgeInsets

extension EdgeInsets {
  /// No inset on any edge.
  public static let zero = EdgeInsets()
}

/// Where in a box a child sits, per axis.
///
/// Horizontally: leading, center, trailing; vertically: top, center, bottom. Baselines are treated as `.start`
/// (the emitter marks them unmodelled).
public enum ModelAlignment1D: Sendable, Hashable {
  /// Leading or top.
  case start
  /// Centred.
  case center
  /// Trailing or bottom.
  case end
}

/// Where in a box a child sits, in both axes (SwiftUI's `Alignment`).
public struct ModelAlignment: Sendable, Hashable {
  /// Leading, center or trailing.
  public var horizontal: ModelAlignment1D
  /// Top, center or bottom.
  public var vertical: ModelAlignment1D

  /// An alignment from its two axes.
  public init(horizontal: ModelAlignment1D, vertical: ModelAlignment1D) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// `.center`, SwiftUI's default.
  public static let center = ModelAlignment(horizontal: .center, vertical: .center)
  /// `.topLeading`.
  public static let topLeading = ModelAlignment(horizontal: .start, vertical: .start)
  /// `.top`.
  public static let top = ModelAlignment(horizontal: .center, vertical: .start)
  /// `.topTrailing`.
  public static let topTrailing = ModelAlignment(horizontal: .end, vertical: .start)
  /// `.leading`.
  public static let leading = ModelAlignment(horizontal: .start, vertical: .center)
  /// `.trailing`.
  public static let trailing = ModelAlignment(horizontal: .end, vertical: .center)
  /// `.bottomLeading`.
  public static let bottomLeading = ModelAlignment(horizontal: .start, vertical: .end)
  /// `.bottom`.
  public static let bottom = ModelAlignment(horizontal: .center, vertical: .end)
  /// `.bottomTrailing`.
  public static let bottomTrailing = ModelAlignment(horizontal: .end, vertical: .end)
}

/// A layout axis.
public enum ModelAxis: Sendable, Hashable {
  /// Left to right (an HStack's axis).
  case horizontal
  /// Top to bottom (a VStack's axis).
  case vertical
}

// MARK: - Axis-generic access, for the stack algorithm

extension ModelAxis {
  /// The other axis.
  var cross: ModelAxis { self == .horizontal ? .vertical : .horizontal }
}

extension ModelSize {
  /// The extent along `axis`.
  subscript(axis: ModelAxis) -> Double {
    axis == .horizontal ? width : height
  }

  /// The size whose extent along `axis` is `major` and across it `minor`.
  init(axis: ModelAxis, major: Double, minor: Double) {
    self = axis == .horizontal ? ModelSize(width: major, height: minor) : ModelSize(width: minor, height: major)
  }
}

extension ModelProposal {
  /// The proposal along `axis`.
  subscript(axis: ModelAxis) -> Double? {
    axis == .horizontal ? width : height
  }

  /// The proposal of `major` along `axis` and `minor` across it.
  init(axis: ModelAxis, major: Double?, minor: Double?) {
    self = axis == .horizontal ? ModelProposal(width: major, height: minor) : ModelProposal(width: minor, height: major)
  }
}

extension ModelAlignment {
  /// The alignment in `axis`.
  subscript(axis: ModelAxis) -> ModelAlignment1D {
    axis == .horizontal ? horizontal : vertical
  }
}

extension ModelAlignment1D {
  /// How far from the container's start edge a child of extent `child` sits in a container of extent `container`.
  ///
  /// A child larger than its container overflows it equally on both sides when centred, and past the start edge
  /// when aligned to the end, as in SwiftUI.
  func offset(child: Double, in container: Double) -> Double {
    switch self {
    case .start: 0
    case .center: (container - child) / 2
    case .end: container - child
    }
  }
}

extension ModelAlignment {
  /// The origin of a child of `child` size aligned within `container`.
  func origin(of child: ModelSize, in container: ModelRect) -> (x: Double, y: Double) {
    (
      container.x + horizontal.offset(child: child.width, in: container.width),
      container.y + vertical.offset(child: child.height, in: container.height)
    )
  }
}
