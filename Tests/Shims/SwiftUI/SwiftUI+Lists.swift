// Part of the declaration-only SwiftUI stand-in (see SwiftUI.swift): lists, forms and sections,
// list styles, the row and section modifiers (insets, separators, backgrounds) and Visibility.
// Written for figsnap from Apple's documented API.

import UIKit

/// Whether an element shows: automatically, visibly or hidden (iOS 15).
public enum Visibility: CaseIterable, Hashable, Sendable {
  case automatic, visible, hidden
}

/// A scrolling column of rows, optionally selectable.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  /// iOS 14 (single selection).
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
  /// Multiple selection.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) {}
  /// One row per element of a collection of Identifiable elements.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
  /// One row per element, identified by the element's value at a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {}
  /// One row per integer of a constant range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {}
}

/// A container of grouped controls, as in a settings screen.
nonisolated public struct Form<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A part of a list or form, with an optional header and footer.
nonisolated public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
  public typealias Body = Never
  public var body: Never { fatalError() }

  /// iOS 15.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {}
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// iOS 15.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// iOS 15.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:footer:)")
  public init(footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// iOS 15.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  /// iOS 15.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
  /// iOS 17.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {}
}

// MARK: - List styles

/// A style that draws a list.
public protocol ListStyle {}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle {
  public init() {}
}

/// A list drawn as plain rows.
public struct PlainListStyle: ListStyle {
  public init() {}
}

/// A list drawn as groups of rows.
public struct GroupedListStyle: ListStyle {
  public init() {}
}

/// A list drawn as rows inset from the edges (iOS 14).
public struct InsetListStyle: ListStyle {
  public init() {}
}

/// A list drawn as inset groups of rounded rows (iOS 14).
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
}

/// A list drawn as a sidebar (iOS 14).
public struct SidebarListStyle: ListStyle {
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

// MARK: - Row and section modifiers

extension View {
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
  nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { self }
  /// iOS 15.
  nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    self
  }
  /// iOS 15.
  nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
  /// iOS 15.
  nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    self
  }
  /// iOS 15.
  nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    self
  }
  /// iOS 17.
  nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
  /// iOS 17.
  nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
  /// iOS 16.
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
  /// iOS 16.
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

/// How a scroll view dismisses the keyboard (iOS 16).
public struct ScrollDismissesKeyboardMode: Sendable {
  private let rawValue: Int
  private init(_ rawValue: Int) { self.rawValue = rawValue }
  public static let automatic = ScrollDismissesKeyboardMode(0)
  public static let immediately = ScrollDismissesKeyboardMode(1)
  public static let interactively = ScrollDismissesKeyboardMode(2)
  public static let never = ScrollDismissesKeyboardMode(3)
}
