// Part of the declaration-only SwiftUI stand-in (see SwiftUI.swift): navigation stacks, paths and
// links, destinations and titles, toolbars and their content builder, tab views, sheets and full
// screen covers, search and refresh. Written for figsnap from Apple's documented API.

import UIKit

// MARK: - Navigation stacks

/// A type-erased list of the values pushed onto a navigation stack (iOS 16).
public struct NavigationPath: Equatable {
  public init() {}
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {}
  public var count: Int { 0 }
  public var isEmpty: Bool { true }
  public mutating func append<V: Hashable>(_ value: V) {}
  public mutating func removeLast(_ k: Int = 1) {}
}

/// A view that shows a root view and the views pushed over it (iOS 16).
nonisolated public struct NavigationStack<Data, Root: View>: View {
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
  {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// The navigation container before NavigationStack.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
nonisolated public struct NavigationView<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A view that pushes a destination, or a value a `navigationDestination` turns into one.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  /// iOS 16.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
  public init(destination: Destination, @ViewBuilder label: () -> Label) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes a value (iOS 16).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
  /// iOS 16.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {}
  /// iOS 16.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {}
}

extension NavigationLink where Label == Text {
  /// iOS 16.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
  /// iOS 16.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {}
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {}
}

/// Items of a navigation bar.
public struct NavigationBarItem: Sendable {
  /// How a navigation title is shown.
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

extension View {
  /// The view a pushed value of type `D` shows (iOS 16).
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }
  /// iOS 16.
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { self }
  /// iOS 17.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }
  /// iOS 14.
  nonisolated public func navigationTitle(_ title: Text) -> some View { self }
  /// iOS 14.
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
  /// iOS 14.
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
  /// iOS 14.
  nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View
  {
    self
  }
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
  nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { self }
}

// MARK: - Toolbars

/// Content of a toolbar: items and groups of items, isolated to the main actor like views.
@MainActor @preconcurrency
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// The result builder of toolbar content.
@resultBuilder
public struct ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: ToolbarContent>(
    _ content: repeat each Content
  ) -> TupleToolbarContent<(repeat each Content)> { TupleToolbarContent((repeat each content)) }
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
}

/// The items of a toolbar builder block, as one piece of toolbar content.
nonisolated public struct TupleToolbarContent<T>: ToolbarContent {
  public init(_ value: T) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public var body: Never { fatalError() }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  public var body: Never { fatalError() }
}

extension Group: ToolbarContent where Content: ToolbarContent {
  public init(@ToolbarContentBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

/// Where in a toolbar an item goes.
public struct ToolbarItemPlacement: Sendable {
  private let id: Int
  private init(_ id: Int) { self.id = id }
  public static let automatic = ToolbarItemPlacement(0)
  public static let principal = ToolbarItemPlacement(1)
  public static let navigation = ToolbarItemPlacement(2)
  public static let primaryAction = ToolbarItemPlacement(3)
  public static let secondaryAction = ToolbarItemPlacement(4)
  public static let status = ToolbarItemPlacement(5)
  public static let confirmationAction = ToolbarItemPlacement(6)
  public static let cancellationAction = ToolbarItemPlacement(7)
  public static let destructiveAction = ToolbarItemPlacement(8)
  /// iOS 15.
  public static let keyboard = ToolbarItemPlacement(9)
  /// iOS 17.
  public static let topBarLeading = ToolbarItemPlacement(10)
  /// iOS 17.
  public static let topBarTrailing = ToolbarItemPlacement(11)
  @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarLeading")
  public static let navigationBarLeading = ToolbarItemPlacement(12)
  @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarTrailing")
  public static let navigationBarTrailing = ToolbarItemPlacement(13)
  public static let bottomBar = ToolbarItemPlacement(14)
}

/// A bar a toolbar modifier applies to (iOS 16).
public struct ToolbarPlacement: Sendable {
  private let id: Int
  private init(_ id: Int) { self.id = id }
  public static let automatic = ToolbarPlacement(0)
  public static let bottomBar = ToolbarPlacement(1)
  public static let navigationBar = ToolbarPlacement(2)
  public static let tabBar = ToolbarPlacement(3)
}

/// One item of a toolbar (iOS 14).
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

extension ToolbarItem where ID == String {
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// Several toolbar items in one placement (iOS 14).
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// SwiftUI overloads `toolbar(content:)` by its builder: views, or toolbar content.
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension View {
  /// Views as toolbar items in the default placement (iOS 14).
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
  /// Toolbar items and groups (iOS 14).
  nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    self
  }
}

extension View {
  /// iOS 16.
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
  /// iOS 16.
  nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    self
  }
  /// iOS 16.
  nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }
  /// iOS 16.
  nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    self
  }
}

// MARK: - Tab views

/// A view that switches between child views with a tab bar, or pages them (iOS 14 for pages).
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {}
}

/// A style that draws a tab view.
public protocol TabViewStyle {}

/// The platform's default tab view style.
public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
}

/// A tab view drawn as horizontally scrolling pages (iOS 14).
public struct PageTabViewStyle: TabViewStyle {
  /// Whether the page dots show.
  public struct IndexDisplayMode: Sendable {
    private let id: Int
    private init(_ id: Int) { self.id = id }
    public static let automatic = IndexDisplayMode(0)
    public static let always = IndexDisplayMode(1)
    public static let never = IndexDisplayMode(2)
  }
  public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension View {
  /// The label of the view's tab in a TabView.
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
  /// iOS 14.
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
  /// iOS 15.
  nonisolated public func badge(_ count: Int) -> some View { self }
  /// iOS 15.
  nonisolated public func badge(_ label: Text?) -> some View { self }
}

// MARK: - Presentation

extension View {
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }
  /// iOS 14.
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  /// iOS 14.
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }
}

// MARK: - Search and refresh

/// Where a search field goes (iOS 15).
public struct SearchFieldPlacement: Sendable {
  /// Whether a search field in the navigation bar drawer always shows (iOS 15).
  public struct NavigationBarDrawerDisplayMode: Sendable {
    private let id: Int
    private init(_ id: Int) { self.id = id }
    public static let automatic = NavigationBarDrawerDisplayMode(0)
    public static let always = NavigationBarDrawerDisplayMode(1)
  }
  private let id: Int
  private init(_ id: Int) { self.id = id }
  public static let automatic = SearchFieldPlacement(0)
  public static let toolbar = SearchFieldPlacement(1)
  public static let sidebar = SearchFieldPlacement(2)
  public static let navigationBarDrawer = SearchFieldPlacement(3)
  public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  { SearchFieldPlacement(3) }
}

extension View {
  /// iOS 15.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { self }
  /// iOS 15.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View { self }
  /// iOS 15.
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View { self }
  /// Pull to refresh (iOS 15).
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}
