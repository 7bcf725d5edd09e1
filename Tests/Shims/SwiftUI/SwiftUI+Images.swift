// Part of the declaration-only SwiftUI stand-in (see SwiftUI.swift): Image, the modifiers that
// return Image (resizable, rendering mode, interpolation, symbol rendering), and the aspect-ratio
// and image-scale modifiers of every view. Written for figsnap from Apple's documented API.

import UIKit

/// A view that displays an image from the asset catalogue, an SF Symbol or a UIImage.
@frozen
nonisolated public struct Image: View, Equatable, Sendable {
  /// An image from the asset catalogue, its name its accessibility label.
  public init(_ name: String, bundle: Bundle? = nil) {}
  /// An image from the asset catalogue with an accessibility label.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {}
  /// An image from the asset catalogue that accessibility ignores.
  public init(decorative name: String, bundle: Bundle? = nil) {}
  /// An SF Symbol.
  public init(systemName: String) {}
  /// An SF Symbol drawn at a value of its variable layers (iOS 16).
  public init(systemName: String, variableValue: Double?) {}
  public init(uiImage: UIImage) {}

  public typealias Body = Never
  public var body: Never { fatalError() }
  public static func == (lhs: Image, rhs: Image) -> Bool { true }

  /// Whether an image draws its own colours or is a template in the foreground style.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }

  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// The quality of scaling a bitmap image.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high
  }

  /// The size of an SF Symbol relative to its font.
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }

  /// Makes the image resize to fill its frame instead of keeping its own size.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
    self
  }
  public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
  public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
  /// iOS 15.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How the layers of an SF Symbol are coloured (iOS 15).
public struct SymbolRenderingMode: Hashable, Sendable {
  private let id: Int
  private init(_ id: Int) { self.id = id }
  public static let monochrome = SymbolRenderingMode(0)
  public static let multicolor = SymbolRenderingMode(1)
  public static let hierarchical = SymbolRenderingMode(2)
  public static let palette = SymbolRenderingMode(3)
}

/// Whether scaled content fits inside its frame or fills it.
public enum ContentMode: CaseIterable, Hashable, Sendable {
  case fit, fill
}

extension View {
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
  nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
  nonisolated public func scaledToFit() -> some View { self }
  nonisolated public func scaledToFill() -> some View { self }
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
  /// iOS 15.
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
  /// iOS 15.
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}

/// A variant of an SF Symbol: filled, circled, slashed and so on (iOS 15).
public struct SymbolVariants: Hashable, Sendable {
  private let id: Int
  private init(_ id: Int) { self.id = id }
  public static let none = SymbolVariants(0)
  public static let circle = SymbolVariants(1)
  public static let square = SymbolVariants(2)
  public static let rectangle = SymbolVariants(3)
  public static let fill = SymbolVariants(4)
  public static let slash = SymbolVariants(5)
}
