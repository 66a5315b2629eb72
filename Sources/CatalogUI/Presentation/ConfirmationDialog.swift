// MARK: - Confirmation dialog modifiers

extension View {
  /// Presents a confirmation dialog while `isPresented` is `true`, as SwiftUI's
  /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`: on iPhone, an action sheet
  /// at the bottom of the dimmed screen, its buttons in one card and a Cancel button (the one
  /// `actions` declares with the cancel role, or the system's) in another below it. The title
  /// shows when `titleVisibility` is `.visible` (`.automatic` hides it, as iOS does); a tap on
  /// a button, or on the dimmed screen, dismisses.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions)
  }

  /// Presents a confirmation dialog titled with a string, shown as it is.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions)
  }

  /// Presents a confirmation dialog titled with a `Text`.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    dialogPresentation(
      title: title, isPresented: isPresented, titleVisibility: titleVisibility,
      actions: AnyView(actions()))
  }

  /// Presents a confirmation dialog with a message above its buttons, as SwiftUI's
  /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: message)
  }

  /// Presents a confirmation dialog titled with a string, with a message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: message)
  }

  /// Presents a confirmation dialog titled with a `Text`, with a message.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    dialogPresentation(
      title: title, isPresented: isPresented, titleVisibility: titleVisibility,
      actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents a confirmation dialog whose actions are made from `data`, as SwiftUI's
  /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`; nothing is
  /// presented while `data` is `nil`.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialogPresentation(
      title: Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: data.map { AnyView(actions($0)) }, requiresActions: true)
  }

  /// Presents a confirmation dialog whose actions and message are made from `data`, as
  /// SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let presented = data.map { (AnyView(actions($0)), AnyView(message($0))) }
    return dialogPresentation(
      title: Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: presented?.0, message: presented?.1, requiresActions: true)
  }

  /// Presents a confirmation dialog titled with a string whose actions are made from `data`.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      presenting: data, actions: actions)
  }

  /// Presents a confirmation dialog titled with a `Text` whose actions are made from `data`.
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialogPresentation(
      title: title, isPresented: isPresented, titleVisibility: titleVisibility,
      actions: data.map { AnyView(actions($0)) }, requiresActions: true)
  }

  /// Presents a confirmation dialog titled with a string whose actions and message are made
  /// from `data`.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      presenting: data, actions: actions, message: message)
  }

  /// Presents a confirmation dialog titled with a `Text` whose actions and message are made
  /// from `data`.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let presented = data.map { (AnyView(actions($0)), AnyView(message($0))) }
    return dialogPresentation(
      title: title, isPresented: isPresented, titleVisibility: titleVisibility,
      actions: presented?.0, message: presented?.1, requiresActions: true)
  }

  /// The dialog presentation every `confirmationDialog` overload ends in.
  private func dialogPresentation(
    title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: AnyView?,
    message: AnyView? = nil, requiresActions: Bool = false
  ) -> some View {
    let shows = isPresented.wrappedValue && (actions != nil || !requiresActions)
    return presentation(
      slot: "confirmationDialog", isPresented: shows, onDismiss: nil,
      dismiss: { isPresented.wrappedValue = false }
    ) { context in
      let recorded = DialogAction.recorded(
        in: actions ?? AnyView(EmptyView()), context: context.child(.index(0)))
      let layer = ConfirmationDialogLayer(
        title: titleVisibility == .visible && !title.content.isEmpty ? title : nil,
        message: message, actions: recorded,
        dismiss: { isPresented.wrappedValue = false })
      return resolveSingle(layer, in: context.child(.index(1)))
    }
  }
}

// MARK: - ConfirmationDialogLayer

/// A confirmation dialog as iOS draws it on iPhone (see `PresentationMetrics`): the dimmed
/// screen and, at the bottom, a card with the title, the message and the actions, and a card
/// with the cancel action below it.
struct ConfirmationDialogLayer: View {
  let title: Text?
  let message: AnyView?
  let actions: [DialogAction]
  let dismiss: @MainActor () -> Void

  var body: some View {
    let others = actions.filter { $0.role != .cancel }
    let cancel = actions.first { $0.role == .cancel } ?? .system("Cancel", role: .cancel)
    let hasHeader = title != nil || message != nil
    let card = RoundedRectangle(cornerRadius: PresentationMetrics.dialogCornerRadius)
    ZStack(alignment: .bottom) {
      DimmingView(tap: dismiss)
      VStack(spacing: PresentationMetrics.dialogCardSpacing) {
        if hasHeader || !others.isEmpty {
          VStack(spacing: 0) {
            if hasHeader {
              VStack(spacing: PresentationMetrics.alertTextSpacing) {
                if let title { title.font(.footnote.weight(.semibold)) }
                if let message { message.font(.footnote) }
              }
              .multilineTextAlignment(.center)
              .foregroundStyle(Color.secondary)
              .padding(.horizontal, PresentationMetrics.alertTextHorizontalInset)
              .padding(.vertical, PresentationMetrics.dialogHeaderVerticalInset)
              .frame(maxWidth: .infinity)
            }
            ForEach(others.indices, id: \.self) { index in
              if index > 0 || hasHeader { Hairline(axis: .vertical) }
              button(others[index])
            }
          }
          .background(PresentationMetrics.alertBackground, in: card)
        }
        button(cancel).background(PresentationMetrics.dialogCancelBackground, in: card)
      }
      .padding(.horizontal, PresentationMetrics.dialogMargin)
      .padding(.bottom, PresentationMetrics.dialogMargin)
    }
  }

  private func button(_ action: DialogAction) -> some View {
    DialogButton(
      action: action, font: .title3, height: PresentationMetrics.dialogButtonHeight,
      dismiss: dismiss)
  }
}
