// Part of the declaration-only SwiftUI stand-in (see SwiftUI.swift): accessibility traits, how
// children are combined into an element, and the accessibility modifiers of every view (label,
// hint, value, identifier, traits, hidden, sort priority). Written for figsnap from Apple's
// documented API.

import UIKit

/// The traits of an accessibility element: a set algebra, not an OptionSet.
public struct AccessibilityTraits: SetAlgebra, Sendable {
  private var bits: UInt64
  private init(bits: UInt64) { self.bits = bits }
  public init() { bits = 0 }

  public static let isButton = AccessibilityTraits(bits: 1 << 0)
  public static let isHeader = AccessibilityTraits(bits: 1 << 1)
  public static let isSelected = AccessibilityTraits(bits: 1 << 2)
  public static let isLink = AccessibilityTraits(bits: 1 << 3)
  public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
  public static let isImage = AccessibilityTraits(bits: 1 << 5)
  public static let playsSound = AccessibilityTraits(bits: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
  public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
  public static let isModal = AccessibilityTraits(bits: 1 << 14)
  /// iOS 17.
  public static let isToggle = AccessibilityTraits(bits: 1 << 15)
  /// iOS 17.
  public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

  public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits | other.bits)
  }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits & other.bits)
  }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits ^ other.bits)
  }
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    defer { bits &= ~member.bits }
    return contains(member) ? member : nil
  }
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    defer { bits |= newMember.bits }
    return contains(newMember) ? newMember : nil
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
  public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// How the children of a view make up accessibility elements.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let id: Int
  private init(_ id: Int) { self.id = id }
  /// The children are hidden; the view is one element of its own.
  public static let ignore = AccessibilityChildBehavior(0)
  /// The children are elements inside the view's element.
  public static let contain = AccessibilityChildBehavior(1)
  /// The children's properties are merged into one element.
  public static let combine = AccessibilityChildBehavior(2)
}

extension View {
  /// iOS 14.
  nonisolated public func accessibilityLabel(_ label: Text) -> some View { self }
  /// iOS 14.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
  /// iOS 14.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
  /// iOS 14.
  nonisolated public func accessibilityHint(_ hint: Text) -> some View { self }
  /// iOS 14.
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
  /// iOS 14.
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
  /// iOS 14.
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View { self }
  /// iOS 14.
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
  /// iOS 14.
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
  /// iOS 14.
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }
  /// iOS 14.
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// iOS 14.
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// iOS 14.
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// iOS 14.
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
}
