// MARK: - DialogAction

/// One button of an alert or a confirmation dialog, as its `actions` declared it.
struct DialogAction {
  let role: ButtonRole?
  let label: ButtonStyleConfiguration.Label
  let trigger: () -> Void

  /// The buttons `actions` declares, in order (through `Group`, `ForEach` and `if`): they are
  /// resolved at `context` with a style that records each button instead of drawing it.
  @MainActor static func recorded(in actions: AnyView, context: ResolveContext) -> [DialogAction] {
    let recorder = DialogActionRecorder()
    _ = resolveSingle(
      actions.buttonStyle(DialogActionRecordingStyle(recorder: recorder)), in: context)
    return recorder.actions
  }

  /// A button with the system's title and no action, for the one iOS adds when `actions`
  /// declares none (alerts: "OK") or no cancel button (confirmation dialogs: "Cancel").
  @MainActor static func system(_ title: String, role: ButtonRole?) -> DialogAction {
    DialogAction(
      role: role, label: ButtonStyleConfiguration.Label(content: AnyView(Text(title))),
      trigger: {})
  }
}

/// Collects the buttons a `DialogActionRecordingStyle` sees.
final class DialogActionRecorder {
  var actions: [DialogAction] = []
}

/// A button style that draws nothing and records each button it is asked to draw.
struct DialogActionRecordingStyle: PrimitiveButtonStyle {
  let recorder: DialogActionRecorder

  func makeBody(configuration: Configuration) -> some View {
    recorder.actions.append(
      DialogAction(
        role: configuration.role, label: configuration.label, trigger: configuration.trigger))
    return EmptyView()
  }
}

// MARK: - DialogButton

/// A row of an alert or a confirmation dialog: the action's label centred in the tint colour
/// (red for a destructive role, semibold for cancel); a tap runs the action, then dismisses.
struct DialogButton: View {
  let action: DialogAction
  /// The font of a plain action; a cancel action's is its semibold.
  let font: Font
  let height: Double
  /// Whether the title keeps its whole width (its ideal width is the title's), rather than
  /// truncating to the row.
  var keepsTitleWhole = false
  let dismiss: @MainActor () -> Void

  var body: some View {
    let role = action.role
    let trigger = action.trigger
    let dismiss = dismiss
    EnvironmentReader { environment in
      Button {
        trigger()
        dismiss()
      } label: {
        action.label
          .font(role == .cancel ? font.weight(.semibold) : font)
          .foregroundStyle(
            role == .destructive
              ? PresentationMetrics.destructive : (environment.tint ?? .accentColor)
          )
          .lineLimit(1)
          .fixedSize(horizontal: keepsTitleWhole, vertical: false)
          .padding(.horizontal, 8)
          .frame(maxWidth: .infinity, minHeight: height)
          .contentShape(Rectangle())
      }
      .buttonStyle(PlainButtonStyle())
    }
  }
}

// MARK: - Hairline

/// A one-pixel line in the separator colour, across a stack of `axis`.
struct Hairline: View {
  let axis: Axis
  @Environment(\.displayScale) private var displayScale

  var body: some View {
    let width = 1 / max(displayScale, 1)
    if axis == .vertical {
      PresentationMetrics.separator.frame(height: width)
    } else {
      PresentationMetrics.separator.frame(width: width)
    }
  }
}
