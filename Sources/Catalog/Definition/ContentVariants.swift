import CatalogUI

// MARK: - ContentVariant

/// One named state of a component: a view, its name, and optional settings of its own.
public struct ContentVariant {
  /// The name given with `.named(_:)`; unnamed variants are called `Variant N` by position.
  public var name: String?
  /// The view to render.
  public var view: AnyView
  /// Changes to the definition's settings for this variant only.
  public var adjustSettings: ((inout SnapshotSettings) -> Void)?
  /// What a user does on the laid-out view before the snapshot, for interaction variants.
  public var actions: ((ViewHost) throws -> Void)?
  /// The screen transition this variant snapshots keyframes of, instead of `view`.
  public var transition: TransitionPreview?
  /// Where `.named(_:)` was called, for annotations that point a reviewer at the variant.
  public var source: SourceLine?

  /// Creates a variant from a view.
  public init(name: String?, view: some View) {
    self.name = name
    self.view = AnyView(view)
  }

  /// The same variant snapshotted after `actions` act on it as a user would, for example
  /// `.named("After reserving").after { try $0.find(button: "Reserve").tap() }`; several calls
  /// run in order. When an action fails (a query finds nothing, a tap is refused), the variant
  /// fails with its message and the run goes on.
  public func after(_ actions: @escaping (ViewHost) throws -> Void) -> ContentVariant {
    var copy = self
    let previous = self.actions
    copy.actions = { host in
      try previous?(host)
      try actions(host)
    }
    return copy
  }

  /// The same variant with some settings changed, e.g. a fixed size or another comparison.
  public func snapshotSettings(_ adjust: @escaping (inout SnapshotSettings) -> Void)
    -> ContentVariant
  {
    var copy = self
    let previous = adjustSettings
    copy.adjustSettings = { settings in
      previous?(&settings)
      adjust(&settings)
    }
    return copy
  }

  /// The same variant with one accessibility rule at another level, such as
  /// `.accessibility(.contrast, .warning)` for a deliberately faint placeholder; composes with
  /// `snapshotSettings(_:)` in call order.
  public func accessibility(_ rule: AccessibilityRule, _ level: AccessibilityPolicy.Level)
    -> ContentVariant
  {
    snapshotSettings { $0.accessibility[rule] = level }
  }
}

extension View {
  /// Names this view as a content variant of a definition; `file` and `line` (the call's, by
  /// default) say where it is declared.
  public func named(_ name: String, file: String = #filePath, line: Int = #line)
    -> ContentVariant
  {
    var variant = ContentVariant(name: name, view: self)
    variant.source = SourceLine(file: file, line: line)
    return variant
  }
}

// MARK: - ContentVariants

/// The ordered variants of a definition, built with `@ContentVariantsBuilder`.
public struct ContentVariants {
  /// The variants in declaration order.
  public var variants: [ContentVariant]

  /// Creates a list of variants.
  public init(_ variants: [ContentVariant]) {
    self.variants = variants
  }

  /// Display names: given names, or `Variant N` (1-based position) for unnamed ones.
  public var names: [String] {
    variants.enumerated().map { index, variant in variant.name ?? "Variant \(index + 1)" }
  }
}

// MARK: - ContentVariantsBuilder

/// Collects views and named variants, with `if`, `switch` and `for` as in `@ViewBuilder`.
@resultBuilder
public enum ContentVariantsBuilder {
  public static func buildExpression(_ variant: ContentVariant) -> [ContentVariant] { [variant] }
  public static func buildExpression(_ view: some View) -> [ContentVariant] {
    [ContentVariant(name: nil, view: view)]
  }
  public static func buildExpression(_ variants: [ContentVariant]) -> [ContentVariant] { variants }
  public static func buildExpression(_ transition: TransitionPreview) -> [ContentVariant] {
    [ContentVariant(name: nil, transition: transition)]
  }
  public static func buildBlock(_ parts: [ContentVariant]...) -> [ContentVariant] {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [ContentVariant]?) -> [ContentVariant] { part ?? [] }
  public static func buildEither(first part: [ContentVariant]) -> [ContentVariant] { part }
  public static func buildEither(second part: [ContentVariant]) -> [ContentVariant] { part }
  public static func buildArray(_ parts: [[ContentVariant]]) -> [ContentVariant] {
    parts.flatMap { $0 }
  }
  public static func buildLimitedAvailability(_ part: [ContentVariant]) -> [ContentVariant] { part }
  public static func buildFinalResult(_ parts: [ContentVariant]) -> ContentVariants {
    ContentVariants(parts)
  }
}
