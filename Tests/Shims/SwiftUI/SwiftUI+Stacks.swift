// Part of the declaration-only SwiftUI stand-in (see SwiftUI.swift): stacks, lazy stacks and grids,
// Grid and GridRow, spacers and dividers, scroll views and ForEach. A VStack aligns by a
// HorizontalAlignment and an HStack by a VerticalAlignment, as in SwiftUI. Written for figsnap from
// Apple's documented API.

import UIKit

// MARK: - Stacks

/// A view that arranges its children in a vertical line.
@frozen
nonisolated public struct VStack<Content: View>: View {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A view that arranges its children in a horizontal line.
@frozen
nonisolated public struct HStack<Content: View>: View {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A view that overlays its children, aligned in both axes.
@frozen
nonisolated public struct ZStack<Content: View>: View {
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// The views of a lazy stack or grid that stay pinned to the scroll view's bounds.
@frozen
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A vertical stack that creates its children only as they scroll into view (iOS 14).
nonisolated public struct LazyVStack<Content: View>: View {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A horizontal stack that creates its children only as they scroll into view (iOS 14).
nonisolated public struct LazyHStack<Content: View>: View {
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: - Grids

/// A row or column of a lazy grid (iOS 14).
nonisolated public struct GridItem: Sendable {
  /// How wide a column (or tall a row) is.
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: GridItem.Size
  public var spacing: CGFloat?
  public var alignment: Alignment?
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A grid that grows vertically, creating its items only as they scroll into view (iOS 14).
nonisolated public struct LazyVGrid<Content: View>: View {
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A grid that grows horizontally, creating its items only as they scroll into view (iOS 14).
nonisolated public struct LazyHGrid<Content: View>: View {
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A container that lays its GridRows out in a two-dimensional table (iOS 16).
@frozen
nonisolated public struct Grid<Content: View>: View {
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A row of a Grid (iOS 16).
@frozen
nonisolated public struct GridRow<Content: View>: View {
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension View {
  /// iOS 16.
  nonisolated public func gridCellColumns(_ count: Int) -> some View { self }
  /// iOS 16.
  nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
  /// iOS 16.
  nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
  /// iOS 16.
  nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}

// MARK: - Spacers and dividers

/// Flexible space that expands along the major axis of its stack.
@frozen
nonisolated public struct Spacer: View {
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A line that separates content.
nonisolated public struct Divider: View {
  public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: - Scroll views

/// A scrollable view.
nonisolated public struct ScrollView<Content: View>: View {
  public var content: Content
  public var axes: Axis.Set
  public var showsIndicators: Bool
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.axes = axes
    self.showsIndicators = showsIndicators
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// Whether scroll indicators show (iOS 16).
public struct ScrollIndicatorVisibility: Equatable, Sendable {
  private let id: Int
  private init(_ id: Int) { self.id = id }
  public static let automatic = ScrollIndicatorVisibility(0)
  public static let visible = ScrollIndicatorVisibility(1)
  public static let hidden = ScrollIndicatorVisibility(2)
  public static let never = ScrollIndicatorVisibility(3)
}

extension View {
  /// iOS 16.
  nonisolated public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View { self }
  /// iOS 16.
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { self }
}

// MARK: - ForEach

/// A view that makes a view for each element of a collection, identified by a Hashable id.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }

  /// One view per element of a collection of Identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
  }

  /// One view per element, identified by the element's value at a key path.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// One view per integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}
