// Part of the declaration-only SwiftUI stand-in (see SwiftUI.swift): buttons and their styles,
// labels, text fields, secure fields and text editors with the text input modifiers (keyboard,
// content type, capitalisation, correction, submit), focus, toggles, sliders, progress views,
// pickers, steppers and menus. A title given as a string literal is a LocalizedStringKey; the
// StringProtocol overloads are disfavoured, as in SwiftUI. Written for figsnap from Apple's
// documented API.

import UIKit

// MARK: - Buttons

/// The semantic role of a button (iOS 15).
public struct ButtonRole: Equatable, Sendable {
  private let id: Int
  private init(_ id: Int) { self.id = id }
  public static let destructive = ButtonRole(0)
  public static let cancel = ButtonRole(1)
}

/// A control that performs an action, on the main actor, when triggered.
nonisolated public struct Button<Label: View>: View {
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  /// iOS 15.
  @preconcurrency
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  @preconcurrency
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
  /// iOS 15.
  @preconcurrency
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
  /// iOS 15.
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// iOS 17.
  @preconcurrency
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
  /// iOS 17.
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {}
  /// iOS 17.
  @preconcurrency
  public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping @MainActor () -> Void) {}
}

/// The properties of a button a ButtonStyle draws.
public struct ButtonStyleConfiguration {
  /// The button's label, type-erased.
  nonisolated public struct Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
  public let role: ButtonRole?
  public let label: ButtonStyleConfiguration.Label
  public let isPressed: Bool
}

/// The properties of a button a PrimitiveButtonStyle draws and triggers.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, type-erased.
  nonisolated public struct Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
  public let role: ButtonRole?
  public let label: PrimitiveButtonStyleConfiguration.Label
  public func trigger() {}
}

/// A style that draws a button and lets the system handle its interaction.
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A style that draws a button and handles its interaction.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The platform's default button style.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button drawn without a border on iOS.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button drawn as its label alone.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button drawn with a tinted border or fill (iOS 15).
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button drawn with a prominent fill of the tint colour (iOS 15).
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The shape a bordered button is drawn in (iOS 15).
public struct ButtonBorderShape: Equatable, Sendable {
  private let radius: CGFloat?
  private let id: Int
  private init(_ id: Int, radius: CGFloat? = nil) {
    self.id = id
    self.radius = radius
  }
  public static let automatic = ButtonBorderShape(0)
  public static let capsule = ButtonBorderShape(1)
  public static let roundedRectangle = ButtonBorderShape(2)
  /// iOS 17.
  public static let circle = ButtonBorderShape(3)
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(2, radius: radius) }
}

/// The size of a control (iOS 15).
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large
  /// iOS 17.
  case extraLarge
}

extension View {
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
  /// iOS 15.
  nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
  /// iOS 15.
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }
}

// MARK: - Labels

/// A title with an icon (iOS 14).
nonisolated public struct Label<Title: View, Icon: View>: View {
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, image name: String) {}
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// The title and icon of a label a LabelStyle draws.
public struct LabelStyleConfiguration {
  /// The label's title, type-erased.
  nonisolated public struct Title: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
  /// The label's icon, type-erased.
  nonisolated public struct Icon: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
  public var title: LabelStyleConfiguration.Title { Title() }
  public var icon: LabelStyleConfiguration.Icon { Icon() }
}

/// A style that draws a label (iOS 14).
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The platform's default label style.
nonisolated public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label drawn as its title and icon.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label drawn as its icon alone.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// A label drawn as its title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension View {
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
  nonisolated public func labelsHidden() -> some View { self }
}

// MARK: - Text input

/// An editable line of text bound to a String.
nonisolated public struct TextField<Label: View>: View {
  /// iOS 15.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
  /// iOS 16.
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  /// iOS 15.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
  /// iOS 16.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
  /// iOS 16.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
  /// iOS 15.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}
  /// iOS 16.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {}
  /// iOS 16.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {}
}

/// A text field that hides what is typed.
nonisolated public struct SecureField<Label: View>: View {
  /// iOS 15.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  /// iOS 15.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
  /// iOS 15.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}
}

/// A scrollable, multiline text editor (iOS 14).
nonisolated public struct TextEditor: View {
  public init(text: Binding<String>) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A style that draws a text field.
public protocol TextFieldStyle {}

/// The platform's default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
}

/// A text field drawn without decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
}

/// A text field drawn in a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// How text input is capitalised (iOS 15).
public struct TextInputAutocapitalization: Sendable {
  private let id: Int
  private init(_ id: Int) { self.id = id }
  public static let never = TextInputAutocapitalization(0)
  public static let words = TextInputAutocapitalization(1)
  public static let sentences = TextInputAutocapitalization(2)
  public static let characters = TextInputAutocapitalization(3)
}

/// The label of the keyboard's return key (iOS 15).
public struct SubmitLabel: Sendable {
  private let id: Int
  private init(_ id: Int) { self.id = id }
  public static let done = SubmitLabel(0)
  public static let go = SubmitLabel(1)
  public static let send = SubmitLabel(2)
  public static let join = SubmitLabel(3)
  public static let route = SubmitLabel(4)
  public static let search = SubmitLabel(5)
  public static let `return` = SubmitLabel(6)
  public static let next = SubmitLabel(7)
  public static let `continue` = SubmitLabel(8)
}

/// The kinds of text input that trigger `onSubmit` (iOS 15).
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
  /// iOS 15.
  nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    self
  }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
  nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }
  /// iOS 15.
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  /// iOS 15.
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    self
  }
}

// MARK: - Focus

/// A value SwiftUI changes as focus moves: a Bool for one field, an optional Hashable for several
/// (iOS 15).
@frozen @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// A binding to a focus state, for `focused(_:)` and `focused(_:equals:)`.
  @frozen @propertyWrapper
  public struct Binding {
    private let id: Int
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { self }
  }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
  /// Focus on one field.
  public init() where Value == Bool {}
  /// Focus on one of several fields, nil when none has it.
  public init<T: Hashable>() where Value == T? {}
}

extension View {
  /// iOS 15.
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
  /// iOS 15.
  nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    self
  }
}

// MARK: - Toggles

/// A control that switches between on and off.
nonisolated public struct Toggle<Label: View>: View {
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
  /// iOS 17.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {}
  /// iOS 17.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {}
}

/// The properties of a toggle a ToggleStyle draws.
public struct ToggleStyleConfiguration {
  /// The toggle's label, type-erased.
  nonisolated public struct Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
  public let label: ToggleStyleConfiguration.Label
  @Binding public var isOn: Bool
}

/// A style that draws a toggle.
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The platform's default toggle style.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle drawn as a switch.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
  public init() {}
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle drawn as a button that shows its state (iOS 15).
nonisolated public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}

// MARK: - Sliders and progress views

/// A control that selects a value from a bounded range of a floating-point type.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Slider {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
}

extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
}

/// A view that shows the progress of a task, determinate or not (iOS 14).
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Indeterminate progress.
  public init() where Label == EmptyView {}
  /// Indeterminate progress with a label.
  public init(@ViewBuilder label: () -> Label) {}
  public init(_ titleKey: LocalizedStringKey) where Label == Text {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) where Label == Text {}
}

extension ProgressView {
  /// Determinate progress: `value` of `total`, or indeterminate when nil.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
  where Label == EmptyView, CurrentValueLabel == EmptyView {}
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
  where CurrentValueLabel == EmptyView {}
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {}
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
  where Label == Text, CurrentValueLabel == EmptyView {}
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
  where Label == Text, CurrentValueLabel == EmptyView {}
}

/// The properties of a progress view a ProgressViewStyle draws (iOS 14).
public struct ProgressViewStyleConfiguration {
  /// The progress view's label, type-erased.
  nonisolated public struct Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
  /// The progress view's current value label, type-erased.
  nonisolated public struct CurrentValueLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
  /// The fraction of the task done, 0 to 1, or nil when the progress is indeterminate.
  public let fractionCompleted: Double?
  public var label: ProgressViewStyleConfiguration.Label? { nil }
  public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel? { nil }
}

/// A style that draws a progress view (iOS 14).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The platform's default progress view style.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A progress view drawn as a bar.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use tint(_:) instead.")
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A progress view drawn as a spinner or ring.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use tint(_:) instead.")
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}

// MARK: - Pickers

/// A control that selects one of a set of tagged values.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  /// iOS 16 put the label after the content.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {}
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use Picker(selection:content:label:) instead.")
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

/// A style that draws a picker.
public protocol PickerStyle {}

/// The platform's default picker style.
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
}

/// A picker drawn as a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
}

/// A picker drawn as a menu button (iOS 14).
public struct MenuPickerStyle: PickerStyle {
  public init() {}
}

/// A picker drawn as a scrolling wheel.
public struct WheelPickerStyle: PickerStyle {
  public init() {}
}

/// A picker drawn inline with its options (iOS 14).
public struct InlinePickerStyle: PickerStyle {
  public init() {}
}

/// A picker that pushes its options onto a navigation stack (iOS 16).
public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
}

/// A picker drawn as a row of options (iOS 17).
public struct PalettePickerStyle: PickerStyle {
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
}

// MARK: - Steppers and menus

/// A control that increments and decrements a value.
nonisolated public struct Stepper<Label: View>: View {
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Stepper where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
}

/// A button that shows a menu of actions (iOS 14).
nonisolated public struct Menu<Label: View, Content: View>: View {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
  /// iOS 15.
  @preconcurrency
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
  /// iOS 17.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
  /// iOS 17.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {}
}
