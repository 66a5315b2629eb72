import CatalogUI
import Raster

// MARK: - AccessibilityRule

/// One accessibility audit, by the stable id that findings, reports and the baseline use.
public enum AccessibilityRule: String, CaseIterable, Sendable, Codable {
  /// Text against its background.
  case contrast
  /// Control boundaries and meaningful graphics against their surroundings.
  case nonTextContrast = "non-text-contrast"
  /// The size of what a finger taps.
  case targetSize = "target-size"
  /// A name for every control and image.
  case label
  /// Text cut short or clipped.
  case truncation
  /// Text that follows the Dynamic Type size.
  case dynamicType = "dynamic-type"
  /// Tap actions that VoiceOver can find and perform.
  case unreachableAction = "unreachable-action"

  /// What the rule checks and the guideline it comes from, in one line.
  public var summary: String {
    switch self {
    case .contrast:
      "WCAG 1.4.3 text contrast: text contrasts with what is behind it by at least 4.5:1, or "
        + "3:1 for large text (18 pt, or 14 pt bold)."
    case .nonTextContrast:
      "WCAG 1.4.11 non-text contrast: a control's boundary and meaningful graphics contrast "
        + "with their surroundings by at least 3:1."
    case .targetSize:
      "Target size: every element a finger activates is at least the policy's minimum, "
        + "44×44 pt by default (Apple HIG; WCAG 2.5.8 asks 24, Material 48)."
    case .label:
      "WCAG 1.1.1 and 4.1.2 names: every control and meaningful image has a non-empty "
        + "accessibility label."
    case .truncation:
      "WCAG 1.4.4 and 1.4.10: no text is truncated or clipped, so nothing is lost when text "
        + "grows."
    case .dynamicType:
      "WCAG 1.4.4 resize text: text grows with the Dynamic Type size instead of staying fixed."
    case .unreachableAction:
      "WCAG 2.1.1 and 4.1.2 actions: every view that handles taps is an accessibility element "
        + "with a button or link role (a Button, or .onTapGesture with the .isButton trait)."
    }
  }

  /// The level a rule has when nothing sets it: `.error`, except truncation, which is a
  /// `.warning` because long content truncates by design in many components.
  public var defaultLevel: AccessibilityPolicy.Level {
    self == .truncation ? .warning : .error
  }
}

// MARK: - AccessibilityPolicy

/// How the accessibility audits judge a snapshot: a level per rule and the thresholds that
/// are a team's choice rather than a standard's.
///
/// A catalog-wide policy is refined by a definition's `snapshotSettings.accessibility`, which a
/// variant refines again: `policy.applying(settings.accessibility)`. A definition built from
/// iOS's system look sets `settings.accessibility = .iOS` to be judged by the iOS preset alone.
public struct AccessibilityPolicy: Hashable, Sendable {
  /// What a rule's findings do.
  public enum Level: String, Hashable, Sendable, Codable, CaseIterable {
    /// Findings fail `verify` unless the baseline accepts them.
    case error
    /// Findings are reported and fail nothing.
    case warning
    /// The rule does not run.
    case off

    /// The severity findings get at this level; `nil` when the rule is off.
    public var severity: AccessibilityViolation.Severity? {
      switch self {
      case .error: .error
      case .warning: .warning
      case .off: nil
      }
    }
  }

  // Every rule is always present, so two policies that judge alike compare equal. A stored
  // property added here must also be written by `writeContent(into:)` (rendering keys).
  private var levels: [AccessibilityRule: Level] = Dictionary(
    uniqueKeysWithValues: AccessibilityRule.allCases.map { ($0, $0.defaultLevel) })

  /// The smallest width and height in points of an element a finger activates: 44 (Apple's
  /// guidelines, the default), 24 (WCAG 2.5.8's minimum) or 48 (Material).
  public var minimumTargetSize: Double = 44

  /// Whether truncated text at the accessibility text sizes (AX1 to AX5) is an error even
  /// though the truncation rule is a warning elsewhere.
  public var textMustNotTruncate: Bool = false

  /// The level of findings that measure only iOS's own look: text and backdrops in iOS's
  /// system colours, and stock controls (`Toggle`'s switch, `Stepper`, the bordered buttons)
  /// drawn in system colours at their standard sizes. A finding's level is the lower of this
  /// and its rule's; `nil` (the default) judges them as any other finding.
  public var systemLookLevel: Level?

  /// Every rule at its default level, 44 pt targets, truncation a warning.
  public static let `default` = AccessibilityPolicy()

  /// The default policy with iOS's own look a warning: what Apple ships (`.secondary` text at
  /// 3.44:1, white on `systemBlue` at 4.02:1, the 51×31 switch) is reported, the app's own
  /// colours and controls fail as they do by default.
  ///
  /// Thresholds and where they come from: text contrast 4.5:1, 3:1 from 18 pt or 14 pt bold
  /// (WCAG 2.x 1.4.3; Apple's HIG, Accessibility, asks the same 4.5:1 up to 17 pt and 3:1 at
  /// 18 pt, and 3:1 for bold text of any size, so this is as strict or stricter); non-text
  /// contrast 3:1 (WCAG 2.x 1.4.11; the HIG gives no figure for controls); targets 44×44 pt
  /// (the HIG's default control size on iOS; it names 28×28 pt as the minimum, which iOS's own
  /// switch, 51×31, meets).
  public static let iOS: AccessibilityPolicy = {
    var policy = AccessibilityPolicy()
    policy.systemLookLevel = .warning
    return policy
  }()

  /// The default policy.
  public init() {}

  /// The level of a rule.
  public subscript(rule: AccessibilityRule) -> Level {
    get { levels[rule] ?? rule.defaultLevel }
    set { levels[rule] = newValue }
  }

  /// The level of a rule's findings on iOS's own look at a text size: the lower of the rule's
  /// level there and `systemLookLevel`, or the rule's level when that is `nil`.
  public func systemLookLevel(of rule: AccessibilityRule, at textSize: DynamicTypeSize) -> Level {
    let level = level(of: rule, at: textSize)
    guard let system = systemLookLevel else { return level }
    let order: [Level] = [.off, .warning, .error]
    let rank = { (l: Level) in order.firstIndex(of: l) ?? 0 }
    return rank(system) < rank(level) ? system : level
  }

  /// The level a rule's findings get at a text size: `textMustNotTruncate` raises truncation
  /// to an error at the accessibility sizes, unless the rule is off.
  public func level(of rule: AccessibilityRule, at textSize: DynamicTypeSize) -> Level {
    let level = self[rule]
    if rule == .truncation, textMustNotTruncate, textSize.isAccessibilitySize, level != .off {
      return .error
    }
    return level
  }

  /// This policy refined by overrides: each value the overrides set replaces this one's.
  /// Throws when the resulting minimum target size is not a positive, finite number.
  public func applying(_ overrides: AccessibilityPolicyOverrides) throws(CatalogError)
    -> AccessibilityPolicy
  {
    var policy = self
    for (rule, level) in overrides.levels { policy[rule] = level }
    if let size = overrides.minimumTargetSize { policy.minimumTargetSize = size }
    if let flag = overrides.textMustNotTruncate { policy.textMustNotTruncate = flag }
    if let level = overrides.systemLookLevel { policy.systemLookLevel = level }
    policy.minimumTargetSize = try Self.checkedTargetSize(policy.minimumTargetSize)
    return policy
  }

  /// Writes every value that changes a finding, for a rendering key: each rule's level in the
  /// rules' order, the target size, the truncation flag and the system-look level.
  func writeContent(into writer: inout ContentKeyWriter) {
    for rule in AccessibilityRule.allCases { writer.write(self[rule].rawValue) }
    writer.write(minimumTargetSize)
    writer.write(textMustNotTruncate)
    writer.write(systemLookLevel?.rawValue ?? "")
  }

  /// The size when it can be a minimum target size in points (positive and finite), else an
  /// error that quotes it.
  public static func checkedTargetSize(_ size: Double) throws(CatalogError) -> Double {
    guard size.isFinite, size > 0 else {
      throw .accessibility(.targetSizeInvalid(size: size))
    }
    return size
  }
}

// MARK: - AccessibilityPolicyOverrides

/// Changes to an accessibility policy that a definition's or a variant's snapshot settings
/// make; what they leave `nil` keeps the value from the level above.
public struct AccessibilityPolicyOverrides: Hashable, Sendable {
  /// The levels set here, by rule.
  public var levels: [AccessibilityRule: AccessibilityPolicy.Level] = [:]
  /// A minimum target size in points, if set here.
  public var minimumTargetSize: Double?
  /// Whether truncation at accessibility text sizes is an error, if set here.
  public var textMustNotTruncate: Bool?
  /// The level of findings that measure only iOS's own look, if set here (see
  /// `AccessibilityPolicy.systemLookLevel`).
  public var systemLookLevel: AccessibilityPolicy.Level?

  /// No overrides: the policy above applies unchanged.
  public init() {}

  /// For a screen built from iOS's system look (system colours, stock controls): the catalog's
  /// policy judging as `AccessibilityPolicy.iOS` does, iOS's own look a warning, the team's own
  /// colours and controls failing as before. Set it as a definition's
  /// `snapshotSettings.accessibility`.
  public static let iOS: AccessibilityPolicyOverrides = {
    var overrides = AccessibilityPolicyOverrides()
    overrides.systemLookLevel = .warning
    return overrides
  }()

  /// The level set here for a rule, or `nil` to keep the policy's.
  public subscript(rule: AccessibilityRule) -> AccessibilityPolicy.Level? {
    get { levels[rule] }
    set { levels[rule] = newValue }
  }

  /// Whether these overrides change nothing.
  public var isEmpty: Bool {
    levels.isEmpty && minimumTargetSize == nil && textMustNotTruncate == nil
      && systemLookLevel == nil
  }

  /// These overrides followed by `later`: what `later` sets wins.
  public func applying(_ later: AccessibilityPolicyOverrides) -> AccessibilityPolicyOverrides {
    var merged = self
    merged.levels.merge(later.levels) { _, new in new }
    merged.minimumTargetSize = later.minimumTargetSize ?? minimumTargetSize
    merged.textMustNotTruncate = later.textMustNotTruncate ?? textMustNotTruncate
    merged.systemLookLevel = later.systemLookLevel ?? systemLookLevel
    return merged
  }
}
