import Foundation
import TestSupport
import Testing

/// The SwiftUI shim declares SwiftUI's real API, one topic per file: code written the way figsnap's SwiftUI emitter
/// writes it type-checks, and code that breaks one of SwiftUI's rules does not, with the error that rule gives.
@Suite struct SwiftUIShimFidelityTests {
  /// Source that breaks a rule of SwiftUI, and a fragment of the compiler error that rule gives.
  struct Violation: CustomStringConvertible, Sendable {
    /// The rule, as the test's argument reads.
    let rule: String
    let source: String
    let error: String

    /// A violation in the body of a view.
    init(_ rule: String, body: String, error: String) {
      self.init(rule, source: Self.view(body: body), error: error)
    }

    /// A violation anywhere in a file.
    init(_ rule: String, source: String, error: String) {
      self.rule = rule
      self.source = "import SwiftUI\n\n" + source
      self.error = error
    }

    var description: String { rule }

    static func view(body: String) -> String {
      "@available(iOS 16.0, *)\nstruct Probe: View {\n  var body: some View {\n    \(body)\n  }\n}\n"
    }
  }

  static let violations: [Violation] = [
    Violation(
      "a VStack aligns its children by a HorizontalAlignment, which has no top",
      body: "VStack(alignment: .top) { Text(\"a\") }", error: "'HorizontalAlignment' has no member 'top'"),
    Violation(
      "a view declares its body", source: "struct Probe: View {}\n",
      error: "does not conform to protocol 'View'"),
    Violation(
      "Text is not a Shape, so it cannot be filled", body: "Text(\"a\").fill(Color.red)",
      error: "value of type 'Text' has no member 'fill'"),
    Violation(
      "a frame's width is a CGFloat, not a String", body: "Text(\"a\").frame(width: \"40\")",
      error: "cannot convert value of type 'String'"),
    Violation(
      "only Text joins with +: a view modifier makes some View, so runs are joined before it",
      body: "Text(\"a\") + Text(\"b\").padding()",
      error: "cannot convert value of type 'some View' to expected argument type 'Text'"),
    Violation(
      "resizable() is Image's own, so it comes before frame", body: "Image(\"x\").frame(width: 40).resizable()",
      error: "value of type 'some View' has no member 'resizable'"),
  ]

  /// A screen as the emitter writes one: a navigation stack over a list of design items, with its bars as
  /// modifiers and a preview.
  static let screen = """
    import SwiftUI

    @available(iOS 16.0, *)
    struct SettingsView: View {
      var items: [SettingsRowItem] = SettingsRowItem.designItems
      var onBack: () -> Void = {}

      var body: some View {
        NavigationStack {
          List {
            ForEach(items) { item in
              NavigationLink(value: item) {
                Text(item.title).font(.body).foregroundStyle(.primary)
              }
              .listRowInsets(EdgeInsets())
              .listRowSeparator(.hidden)
            }
          }
          .listStyle(.plain)
          .background(Color(.secondarySystemBackground))
          .navigationTitle("Settings")
          .navigationBarTitleDisplayMode(.large)
          .toolbar {
            ToolbarItem(placement: .topBarLeading) {
              Button(action: onBack) { Image(systemName: "chevron.left") }.accessibilityLabel("Back")
            }
          }
        }
        .tabItem { Label("Settings", image: "settings-tab") }
      }
    }

    struct SettingsRowItem: Identifiable, Hashable {
      let id: Int
      var title: String
      static let designItems: [SettingsRowItem] = [SettingsRowItem(id: 0, title: "Notifications")]
    }

    @available(iOS 16.0, *)
    struct SettingsView_Previews: PreviewProvider {
      static var previews: some View { SettingsView() }
    }

    """

  /// A form's controls with their bindings and text input modifiers.
  static let form = """
    import SwiftUI

    struct SignUpView: View {
      @State private var email = ""
      @State private var password = ""
      @State private var subscribed = true
      @State private var plan = 0
      @State private var volume = 0.5

      var body: some View {
        VStack(alignment: .leading, spacing: 12) {
          TextField("Email", text: $email, prompt: Text("you@example.com").foregroundColor(Color(.placeholderText)))
            .keyboardType(.emailAddress)
            .textContentType(.emailAddress)
            .textInputAutocapitalization(.never)
            .submitLabel(.next)
          SecureField("Password", text: $password).textContentType(.password)
          Toggle("Subscribe", isOn: $subscribed).labelsHidden()
          Picker("Plan", selection: $plan) {
            ForEach(0..<3) { index in Text("Plan \\(index)").tag(index) }
          }
          .pickerStyle(.segmented)
          Slider(value: $volume)
          ProgressView(value: 0.3).tint(.green)
          Button(action: {}) { Text("Continue").frame(maxWidth: .infinity) }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
            .tint(Color(red: 0.2, green: 0.4, blue: 1, opacity: 1))
        }
        .padding(EdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20))
      }
    }

    """

  /// Text runs, images, shapes, gradients and materials, as decorations are drawn.
  static let drawing = """
    import SwiftUI

    struct CardView: View {
      var body: some View {
        ZStack(alignment: .topLeading) {
          HStack(alignment: .top, spacing: 8) {
            Image("avatar").resizable().aspectRatio(contentMode: .fill).frame(width: 40, height: 40)
              .clipShape(Circle())
            (Text("Terms of ") + Text("Service").font(.footnote.weight(.semibold)).foregroundColor(Color.blue)
              .underline())
              .font(.footnote)
              .lineLimit(2)
              .kerning(0.2)
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
          .overlay { RoundedRectangle(cornerRadius: 12).strokeBorder(Color.gray, lineWidth: 1) }
          .shadow(color: Color.black.opacity(0.1), radius: 4, y: 2)
          LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 8), count: 2), spacing: 8) {
            ForEach(0..<4) { _ in Triangle().fill(Color(.systemGray5)).frame(height: 40) }
          }
          .background(
            LinearGradient(
              stops: [.init(color: .black, location: 0), .init(color: .clear, location: 1)],
              startPoint: UnitPoint(x: 0.5, y: 0), endPoint: .bottom))
          Rectangle().fill(EllipticalGradient(stops: [.init(color: .red, location: 0)], center: .center))
          Capsule().fill(AngularGradient(stops: [.init(color: .blue, location: 0)], center: .center))
          ScrollView(.horizontal) { Text("More").background(.ultraThinMaterial) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .ignoresSafeArea(edges: .top)
      }
    }

    struct Triangle: Shape {
      func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
      }
    }

    """

  @Test func theSwiftUIShimIsSeveralFilesBuiltInNameOrder() throws {
    let names = try SwiftTypeChecker.shimSources(of: "SwiftUI").map { ($0 as NSString).lastPathComponent }
    verify(names, contains: "SwiftUI.swift")
    verify(names.count > 1, "\(names)")
    verify(names, equals: names.sorted())
  }

  @Test(arguments: [screen, form, drawing])
  func codeWrittenTheWayTheEmitterWritesItTypeChecks(source: String) throws {
    let problems = try SwiftTypeChecker.problems(inSource: source)
    verify(problems, equals: nil, "\(problems ?? "")")
  }

  @Test func everyViolationIsListedOnce() {
    verify(Set(Self.violations.map(\.rule)).count, equals: Self.violations.count)
  }

  @Test(arguments: violations)
  func breakingARuleOfSwiftUIDoesNotTypeCheck(violation: Violation) throws {
    let problems = try SwiftTypeChecker.problems(inSource: violation.source)
    verify(problems?.contains("error:"), equals: true, "'\(violation)' type-checked: the shim is looser than SwiftUI")
    verify(problems?.contains(violation.error) ?? true, "'\(violation)' failed for another reason: \(problems ?? "")")
  }
}
