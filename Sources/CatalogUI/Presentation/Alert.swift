// MARK: - Alert modifiers

extension View {
  /// Presents an alert titled `titleKey` while `isPresented` is `true`, as SwiftUI's
  /// `alert(_:isPresented:actions:)`: a card centred over the dimmed screen with the buttons
  /// `actions` declares (an "OK" button when it declares none); a tap on one runs its action
  /// and sets `isPresented` to `false`.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert titled with a string, shown as it is.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert titled with a `Text`.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alertPresentation(title: title, isPresented: isPresented, actions: AnyView(actions()))
  }

  /// Presents an alert with a message below its title, as SwiftUI's
  /// `alert(_:isPresented:actions:message:)`.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert titled with a string, with a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert titled with a `Text`, with a message.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alertPresentation(
      title: title, isPresented: isPresented, actions: AnyView(actions()),
      message: AnyView(message()))
  }

  /// Presents an alert whose actions and message are made from `data`, as SwiftUI's
  /// `alert(_:isPresented:presenting:actions:message:)`; nothing is presented while `data`
  /// is `nil`.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(titleKey), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  /// Presents an alert titled with a string, made from `data`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(title), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  /// Presents an alert titled with a `Text`, made from `data`.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let presented = data.map { (AnyView(actions($0)), AnyView(message($0))) }
    return alertPresentation(
      title: title, isPresented: isPresented, actions: presented?.0, message: presented?.1,
      requiresActions: true)
  }

  /// Presents an alert whose actions are made from `data`, as SwiftUI's
  /// `alert(_:isPresented:presenting:actions:)`.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alertPresentation(
      title: Text(titleKey), isPresented: isPresented, actions: data.map { AnyView(actions($0)) },
      requiresActions: true)
  }

  /// Presents an alert titled with a string whose actions are made from `data`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert titled with a `Text` whose actions are made from `data`.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alertPresentation(
      title: title, isPresented: isPresented, actions: data.map { AnyView(actions($0)) },
      requiresActions: true)
  }

  /// The alert presentation every `alert` overload ends in; with `requiresActions`, nothing
  /// is presented without actions (a `presenting:` alert whose data is `nil`).
  private func alertPresentation(
    title: Text, isPresented: Binding<Bool>, actions: AnyView?, message: AnyView? = nil,
    requiresActions: Bool = false
  ) -> some View {
    let shows = isPresented.wrappedValue && (actions != nil || !requiresActions)
    return presentation(
      slot: "alert", isPresented: shows, onDismiss: nil,
      dismiss: { isPresented.wrappedValue = false }
    ) { context in
      var recorded = DialogAction.recorded(
        in: actions ?? AnyView(EmptyView()), context: context.child(.index(0)))
      if recorded.isEmpty { recorded = [.system("OK", role: nil)] }
      let card = AlertLayer(
        title: title, message: message, actions: recorded,
        dismiss: { isPresented.wrappedValue = false })
      return resolveSingle(card, in: context.child(.index(1)))
    }
  }
}

// MARK: - AlertLayer

/// An alert as iOS draws it (see `PresentationMetrics`): the dimmed screen and, centred, a
/// 270 pt card with the title, the message and the buttons below hairlines.
struct AlertLayer: View {
  let title: Text
  let message: AnyView?
  let actions: [DialogAction]
  let dismiss: @MainActor () -> Void

  /// The buttons in the order iOS shows them: with two, cancel on the leading side; with more,
  /// stacked with cancel last.
  var ordered: [DialogAction] {
    actions.count == 2 ? cancel + others : others + cancel
  }

  /// The buttons stacked: cancel last.
  private var others: [DialogAction] { actions.filter { $0.role != .cancel } }
  private var cancel: [DialogAction] { actions.filter { $0.role == .cancel } }

  var body: some View {
    let buttons = ordered
    let hasHeader = !title.content.isEmpty || message != nil
    ZStack {
      DimmingView(tap: nil)
      VStack(spacing: 0) {
        if hasHeader {
          VStack(spacing: PresentationMetrics.alertTextSpacing) {
            if !title.content.isEmpty {
              title.font(.headline).accessibilityAddTraits(.isHeader)
            }
            if let message { message.font(.footnote) }
          }
          .multilineTextAlignment(.center)
          .foregroundStyle(Color.primary)
          .padding(.horizontal, PresentationMetrics.alertTextHorizontalInset)
          .padding(.vertical, PresentationMetrics.alertTextVerticalInset)
          .frame(maxWidth: .infinity)
        }
        if buttons.count == 2 {
          // Side by side when each title fits in half the card, else stacked, as iOS does.
          ViewThatFits(in: .horizontal) {
            VStack(spacing: 0) {
              if hasHeader { Hairline(axis: .vertical) }
              HStack(spacing: 0) {
                button(buttons[0], keepsTitleWhole: true).frame(minWidth: Self.halfWidth)
                Hairline(axis: .horizontal)
                button(buttons[1], keepsTitleWhole: true).frame(minWidth: Self.halfWidth)
              }
              .fixedSize(horizontal: false, vertical: true)
            }
            stacked(others + cancel, hasHeader: hasHeader)
          }
        } else {
          stacked(buttons, hasHeader: hasHeader)
        }
      }
      .frame(width: PresentationMetrics.alertWidth)
      .background(
        PresentationMetrics.alertBackground,
        in: RoundedRectangle(cornerRadius: PresentationMetrics.alertCornerRadius))
    }
  }

  /// Half the card, less its middle hairline, rounded down so that two titles that fit add up
  /// to no more than the card.
  private static let halfWidth = ((PresentationMetrics.alertWidth - 1) / 2).rounded(.down)

  /// The buttons one below the other, each below a hairline.
  private func stacked(_ buttons: [DialogAction], hasHeader: Bool) -> some View {
    VStack(spacing: 0) {
      ForEach(buttons.indices, id: \.self) { index in
        if index > 0 || hasHeader { Hairline(axis: .vertical) }
        button(buttons[index])
      }
    }
  }

  private func button(_ action: DialogAction, keepsTitleWhole: Bool = false) -> some View {
    DialogButton(
      action: action, font: .body, height: PresentationMetrics.alertButtonHeight,
      keepsTitleWhole: keepsTitleWhole, dismiss: dismiss)
  }
}
