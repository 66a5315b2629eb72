import Raster

// MARK: - Hit-testing modifiers

extension View {
  /// Whether the view and everything inside it take touches; with `false`, taps pass through to
  /// the views behind, as in SwiftUI.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    TaggedView(content: self) { node in
      if !enabled { node.allowsHitTesting = false }
    }
  }

  /// Makes the whole frame of the view take touches, not only what it draws.
  ///
  /// Unlike SwiftUI, the shape's outline is not used: the view's whole frame takes touches.
  public func contentShape<S: Shape>(_ shape: S) -> some View {
    TaggedView(content: self) { $0.hasContentShape = true }
  }

  /// Runs `action` when the view appears: once, after the first render that shows it, and
  /// again only if it leaves the tree and comes back. A snapshot shows the state after it.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    AppearView(content: self, action: action)
  }
}

/// A view with an `onAppear` action, registered with the state graph by identity.
struct AppearView<Content: View>: View, PrimitiveView {
  let content: Content
  let action: (() -> Void)?

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    if let action { context.graph.onAppear(at: context.identity, action) }
    CatalogUI.resolve(content, in: context, into: &nodes)
  }
}

// MARK: - TextField

/// An editable line of text bound to a string, as SwiftUI's `TextField`: it shows the text, or
/// the title as a placeholder while the text is empty; tests type into it with
/// `ViewElement.typeText(_:)`.
///
/// Unlike SwiftUI there is no keyboard or cursor: a snapshot shows the text as laid out.
public struct TextField: View {
  let title: String
  let text: Binding<String>
  let prompt: Text?
  /// Shows bullets instead of the text: a `SecureField`.
  var isSecure = false
  /// Drawn as it is, without the `TextFieldStyle` in the environment: the configuration a
  /// style receives, so that drawing it does not apply the style again.
  var isStyled = false

  /// A text field with a title (the placeholder and accessibility label) bound to `text`.
  public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
    self.title = title
    self.text = text
    self.prompt = prompt
  }

  /// The field drawn by the `TextFieldStyle` in the environment (`.automatic` by default).
  public var body: some View {
    if isStyled {
      plainBody
    } else {
      unstyled.styledBody
    }
  }

  private var plainBody: some View {
    let current = text.wrappedValue
    let binding = text
    let shown = isSecure ? String(repeating: "\u{2022}", count: current.count) : current
    return Group {
      if current.isEmpty {
        // As in SwiftUI, a prompt that sets its own style keeps it; others are secondary.
        if let prompt, prompt.style != nil {
          prompt
        } else {
          (prompt ?? Text(title)).foregroundStyle(Color.secondary)
        }
      } else {
        Text(shown)
      }
    }
    .lineLimit(1)
    .frame(maxWidth: .infinity, alignment: .leading)
    .textInput { binding.wrappedValue += $0 }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(title)
    .accessibilityValue(shown)
  }
}

extension View {
  /// Marks the view as the one typing goes into.
  func textInput(_ input: @escaping (String) -> Void) -> some View {
    TaggedView(content: self) { $0.textInput = input }
  }
}
