// A declaration-only stand-in for SnapKit, so generated code can be type-checked on Linux. It
// reproduces SnapKit's public DSL types and the order they chain in: Maker → Extendable →
// Relatable → Editable → Prioritizable → Finalizable, with @discardableResult where SnapKit has
// it. Written for figsnap from SnapKit's documented API.

import UIKit

public typealias ConstraintView = UIView
public typealias ConstraintLayoutGuide = UILayoutGuide

public struct ConstraintPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Strideable {
  public var value: Float
  public init(_ value: Float) { self.value = value }
  public init(floatLiteral value: Float) { self.value = value }
  public init(integerLiteral value: Int) { self.value = Float(value) }
  public static var required: ConstraintPriority { 1000 }
  public static var high: ConstraintPriority { 750 }
  public static var medium: ConstraintPriority { 500 }
  public static var low: ConstraintPriority { 250 }
  public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
  public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}

public protocol ConstraintRelatableTarget {}
public protocol ConstraintConstantTarget {}
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}
public protocol ConstraintMultiplierTarget {}
public protocol ConstraintPriorityTarget {}

extension Int: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{}
extension UInt: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{}
extension Float: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{}
extension Double: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{}
extension CGFloat: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{}
extension CGSize: ConstraintRelatableTarget, ConstraintConstantTarget {}
extension CGPoint: ConstraintRelatableTarget, ConstraintConstantTarget {}
extension UIEdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {}
extension NSDirectionalEdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {}
extension UIView: ConstraintRelatableTarget {}
extension UILayoutGuide: ConstraintRelatableTarget {}

public final class ConstraintItem: ConstraintRelatableTarget {}

public final class Constraint {
  public func activate() {}
  public func deactivate() {}
  @discardableResult public func update(offset: ConstraintOffsetTarget) -> Constraint { self }
  @discardableResult public func update(inset: ConstraintInsetTarget) -> Constraint { self }
  @discardableResult public func update(priority: ConstraintPriorityTarget) -> Constraint { self }
}

public class ConstraintMakerFinalizable {
  @discardableResult public func labeled(_ label: String) -> ConstraintMakerFinalizable { self }
  public var constraint: Constraint { Constraint() }
}

public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
  @discardableResult public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable { self }
  @discardableResult public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable { self }
}

public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
  @discardableResult public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable { self }
  @discardableResult public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable { self }
  @discardableResult public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable { self }
  @discardableResult public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable { self }
}

public class ConstraintMakerRelatable {
  @discardableResult public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
    ConstraintMakerEditable()
  }
  @discardableResult public func equalToSuperview() -> ConstraintMakerEditable { ConstraintMakerEditable() }
  @discardableResult public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
    ConstraintMakerEditable()
  }
  @discardableResult public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable { ConstraintMakerEditable() }
  @discardableResult public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
    ConstraintMakerEditable()
  }
  @discardableResult public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable {
    ConstraintMakerEditable()
  }
}

public class ConstraintMakerExtendable: ConstraintMakerRelatable {
  public var left: ConstraintMakerExtendable { self }
  public var top: ConstraintMakerExtendable { self }
  public var bottom: ConstraintMakerExtendable { self }
  public var right: ConstraintMakerExtendable { self }
  public var leading: ConstraintMakerExtendable { self }
  public var trailing: ConstraintMakerExtendable { self }
  public var width: ConstraintMakerExtendable { self }
  public var height: ConstraintMakerExtendable { self }
  public var centerX: ConstraintMakerExtendable { self }
  public var centerY: ConstraintMakerExtendable { self }
  public var lastBaseline: ConstraintMakerExtendable { self }
  public var firstBaseline: ConstraintMakerExtendable { self }
  public var edges: ConstraintMakerExtendable { self }
  public var horizontalEdges: ConstraintMakerExtendable { self }
  public var verticalEdges: ConstraintMakerExtendable { self }
  public var directionalEdges: ConstraintMakerExtendable { self }
  public var directionalHorizontalEdges: ConstraintMakerExtendable { self }
  public var directionalVerticalEdges: ConstraintMakerExtendable { self }
  public var size: ConstraintMakerExtendable { self }
  public var center: ConstraintMakerExtendable { self }
}

public class ConstraintMaker {
  public var left: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var top: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var bottom: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var right: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var leading: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var trailing: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var width: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var height: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var centerX: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var centerY: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var lastBaseline: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var firstBaseline: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var edges: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var horizontalEdges: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var verticalEdges: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var directionalEdges: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var directionalHorizontalEdges: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var directionalVerticalEdges: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var size: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var center: ConstraintMakerExtendable { ConstraintMakerExtendable() }
}

public struct ConstraintViewDSL {
  @discardableResult public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] { [] }
  public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
  public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
  public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
  public func removeConstraints() {}
  public var left: ConstraintItem { ConstraintItem() }
  public var top: ConstraintItem { ConstraintItem() }
  public var right: ConstraintItem { ConstraintItem() }
  public var bottom: ConstraintItem { ConstraintItem() }
  public var leading: ConstraintItem { ConstraintItem() }
  public var trailing: ConstraintItem { ConstraintItem() }
  public var width: ConstraintItem { ConstraintItem() }
  public var height: ConstraintItem { ConstraintItem() }
  public var centerX: ConstraintItem { ConstraintItem() }
  public var centerY: ConstraintItem { ConstraintItem() }
  public var lastBaseline: ConstraintItem { ConstraintItem() }
  public var firstBaseline: ConstraintItem { ConstraintItem() }
  public var edges: ConstraintItem { ConstraintItem() }
  public var size: ConstraintItem { ConstraintItem() }
  public var center: ConstraintItem { ConstraintItem() }
}

public struct ConstraintLayoutGuideDSL {
  @discardableResult public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
    []
  }
  public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
  public var left: ConstraintItem { ConstraintItem() }
  public var top: ConstraintItem { ConstraintItem() }
  public var right: ConstraintItem { ConstraintItem() }
  public var bottom: ConstraintItem { ConstraintItem() }
  public var leading: ConstraintItem { ConstraintItem() }
  public var trailing: ConstraintItem { ConstraintItem() }
  public var width: ConstraintItem { ConstraintItem() }
  public var height: ConstraintItem { ConstraintItem() }
  public var centerX: ConstraintItem { ConstraintItem() }
  public var centerY: ConstraintItem { ConstraintItem() }
  public var edges: ConstraintItem { ConstraintItem() }
  public var size: ConstraintItem { ConstraintItem() }
  public var center: ConstraintItem { ConstraintItem() }
}

extension UIView {
  public var snp: ConstraintViewDSL { ConstraintViewDSL() }
}

extension UILayoutGuide {
  public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL() }
}
