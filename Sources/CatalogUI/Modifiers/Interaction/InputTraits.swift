// Modifiers that describe input, feedback and animation a still picture cannot show: the
// keyboard a field asks for, the return key's label, haptics, content transitions, tooltips
// (symbol effects are in `Effects/SymbolEffects.swift`). They compile as in SwiftUI and leave
// the view as it is; each says so.

// MARK: - Keyboard and text input

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType` (which SwiftUI's
/// `keyboardType(_:)` takes); a snapshot shows no keyboard.
public enum UIKeyboardType: Int, Hashable, Sendable {
  /// The default keyboard.
  case `default`
  /// Letters, numbers and punctuation.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// A keyboard for URLs (UIKit's spelling).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL
  /// Digits 0 to 9.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// A keypad for a name and phone number.
  case namePhonePad
  /// A keyboard for email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// A keyboard for Twitter text.
  case twitter
  /// A keyboard for web searches.
  case webSearch
  /// Digits for an ASCII keyboard.
  case asciiCapableNumberPad
}

/// How a text field capitalizes what is typed, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String

  /// Capitalizes nothing.
  public static let never = TextInputAutocapitalization(name: "never")
  /// Capitalizes the first letter of every word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// Capitalizes the first letter of every sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Capitalizes every letter.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of the return key, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Hashable, Sendable {
  let name: String

  /// "done".
  public static let done = SubmitLabel(name: "done")
  /// "go".
  public static let go = SubmitLabel(name: "go")
  /// "send".
  public static let send = SubmitLabel(name: "send")
  /// "join".
  public static let join = SubmitLabel(name: "join")
  /// "route".
  public static let route = SubmitLabel(name: "route")
  /// "search".
  public static let search = SubmitLabel(name: "search")
  /// "return".
  public static let `return` = SubmitLabel(name: "return")
  /// "next".
  public static let next = SubmitLabel(name: "next")
  /// "continue".
  public static let `continue` = SubmitLabel(name: "continue")
}

/// What submitting triggers, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Triggers of `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Submitting a text field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Submitting a search field.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String

  /// The platform's default.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// As the drag reaches the keyboard.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
  /// Asks for `type` of keyboard, as SwiftUI's `keyboardType(_:)`; a snapshot shows no
  /// keyboard, so the view is unchanged.
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Capitalizes typed text as `autocapitalization` says, as SwiftUI's; typing in a test
  /// (`typeText`) enters text exactly as given, so the view is unchanged.
  nonisolated public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> some View { self }

  /// Turns autocorrection off, as SwiftUI's; nothing is corrected here, so the view is
  /// unchanged.
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// Labels the return key, as SwiftUI's `submitLabel(_:)`; a snapshot shows no keyboard.
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

  /// Runs `action` when the user submits a field, as SwiftUI's `onSubmit(of:_:)`; a still
  /// picture submits nothing, so the action never runs here.
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  ) -> some View { self }

  /// How scrolling dismisses the keyboard, as SwiftUI's; a snapshot shows no keyboard.
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode)
    -> some View
  { self }

  /// A tooltip on macOS and iPadOS pointers, as SwiftUI's `help(_:)`; iOS snapshots show none.
  nonisolated public func help(_ text: String) -> some View { self }
}

// MARK: - Haptics

/// Haptic and audio feedback, as SwiftUI's `SensoryFeedback`; a picture plays none.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String

  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A task produced a warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// A task failed.
  public static let error = SensoryFeedback(name: "error")
  /// The selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value increased.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value decreased.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An activity started.
  public static let start = SensoryFeedback(name: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// Something snapped into alignment.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A level changed.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// A physical impact.
  public static let impact = SensoryFeedback(name: "impact")

  /// The weight of an impact, as SwiftUI's `SensoryFeedback.Weight`.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// Light.
    public static let light = Weight(name: "light")
    /// Medium.
    public static let medium = Weight(name: "medium")
    /// Heavy.
    public static let heavy = Weight(name: "heavy")
  }

  /// The flexibility of an impact, as SwiftUI's `SensoryFeedback.Flexibility`.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    /// Rigid.
    public static let rigid = Flexibility(name: "rigid")
    /// Solid.
    public static let solid = Flexibility(name: "solid")
    /// Soft.
    public static let soft = Flexibility(name: "soft")
  }

  /// An impact of `weight` at `intensity`.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }

  /// An impact of `flexibility` at `intensity`.
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }
}

extension View {
  /// Plays `feedback` when `trigger` changes, as SwiftUI's `sensoryFeedback(_:trigger:)`; a
  /// picture plays nothing, so the view is unchanged.
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> some View
  { self }
}

// MARK: - Content transitions

/// How changed content animates, as SwiftUI's `ContentTransition`; a still picture shows the
/// content after the change.
public struct ContentTransition: Hashable, Sendable {
  let name: String

  /// No animation.
  public static let identity = ContentTransition(name: "identity")
  /// A crossfade.
  public static let opacity = ContentTransition(name: "opacity")
  /// Glyphs interpolated.
  public static let interpolate = ContentTransition(name: "interpolate")
  /// The default symbol effect between symbols (`symbolEffect(_:options:)` names one).
  public static let symbolEffect = ContentTransition(name: "symbolEffect")

  /// Digits rolling up or down.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }

  /// Digits rolling in the direction `value` moves.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}

extension View {
  /// Animates changed content, as SwiftUI's `contentTransition(_:)`; a still picture shows the
  /// content after the change, so the view is unchanged.
  nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
    self
  }
}
