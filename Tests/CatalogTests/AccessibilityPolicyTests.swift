import Catalog
import CatalogUI
import Foundation
import Testing

// MARK: - Definitions used by the policy tests

enum PolicyProbe_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    Text("Plain").named("Plain")
    Text("Faint").named("Faint").accessibility(.contrast, .off)
    Text("Strict").named("Strict")
      .accessibility(.contrast, .error)
      .snapshotSettings { $0.accessibility.minimumTargetSize = 48 }
      .accessibility(.truncation, .off)
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.accessibility[.contrast] = .warning
    settings.accessibility[.label] = .off
    settings.accessibility.minimumTargetSize = 24
    settings.accessibilitySnapshot = false
    return settings
  }
}

// MARK: - AccessibilityPolicyTests

@MainActor @Suite struct AccessibilityPolicyTests {
  @Test func rulesHaveStableIdsAndOneLineSummaries() throws {
    #expect(
      AccessibilityRule.allCases.map(\.rawValue) == [
        "contrast", "non-text-contrast", "target-size", "label", "truncation", "dynamic-type",
        "unreachable-action",
      ])
    let summaries = AccessibilityRule.allCases.map(\.summary)
    #expect(Set(summaries).count == summaries.count)
    #expect(summaries.allSatisfy { !$0.isEmpty && !$0.contains("\n") && $0.hasSuffix(".") })
    #expect(AccessibilityRule.contrast.summary.hasPrefix("WCAG 1.4.3"))
    let json = try JSONEncoder().encode(AccessibilityRule.allCases)
    #expect(
      String(decoding: json, as: UTF8.self)
        == #"["contrast","non-text-contrast","target-size","label","truncation","dynamic-type","#
        + #""unreachable-action"]"#)
    #expect(
      try JSONDecoder().decode([AccessibilityRule].self, from: json) == AccessibilityRule.allCases)
  }

  @Test func theDefaultPolicyIsStrictExceptForTruncation() {
    let policy = AccessibilityPolicy.default
    #expect(
      AccessibilityRule.allCases.map { policy[$0] } == [
        .error, .error, .error, .error, .warning, .error, .error,
      ])
    #expect(policy.minimumTargetSize == 44)
    #expect(policy.textMustNotTruncate == false)
    #expect(policy == AccessibilityPolicy())
    var same = AccessibilityPolicy()
    same[.contrast] = .error
    #expect(same == .default)
    #expect(AccessibilityPolicy.Level.allCases.map(\.severity) == [.error, .warning, nil])
  }

  @Test func textMustNotTruncateMakesTruncationAnErrorAtAccessibilitySizesOnly() {
    var policy = AccessibilityPolicy()
    #expect(policy.level(of: .truncation, at: .accessibility3) == .warning)
    policy.textMustNotTruncate = true
    #expect(policy.level(of: .truncation, at: .accessibility1) == .error)
    #expect(policy.level(of: .truncation, at: .xxxLarge) == .warning)
    #expect(policy.level(of: .contrast, at: .accessibility5) == .error)
    policy[.truncation] = .off
    #expect(policy.level(of: .truncation, at: .accessibility5) == .off)
  }

  @Test func overridesReplaceOnlyWhatTheySet() throws {
    var overrides = AccessibilityPolicyOverrides()
    #expect(overrides.isEmpty)
    #expect(try AccessibilityPolicy.default.applying(overrides) == .default)
    overrides[.targetSize] = .warning
    overrides.textMustNotTruncate = true
    #expect(!overrides.isEmpty)
    let policy = try AccessibilityPolicy.default.applying(overrides)
    #expect(policy[.targetSize] == .warning)
    #expect(policy[.contrast] == .error)
    #expect(policy.textMustNotTruncate)
    #expect(policy.minimumTargetSize == 44)

    var later = AccessibilityPolicyOverrides()
    later[.targetSize] = .off
    later.minimumTargetSize = 48
    let merged = overrides.applying(later)
    #expect(merged[.targetSize] == .off)
    #expect(merged.minimumTargetSize == 48)
    #expect(merged.textMustNotTruncate == true)
  }

  @Test(arguments: [Double.nan, -1, 0, -0.0, .infinity, -.infinity])
  func targetSizesMustBePositiveAndFinite(size: Double) {
    var overrides = AccessibilityPolicyOverrides()
    overrides.minimumTargetSize = size
    let expected =
      "minimumTargetSize \(size) is not a size in points; set a positive number "
      + "such as 44 (Apple), 24 (WCAG 2.5.8) or 48 (Material) in the accessibility settings"
    #expect(
      errorMessage { () throws(CatalogError) in
        _ = try AccessibilityPolicy.default.applying(overrides)
      } == expected)
    #expect(
      errorMessage { () throws(CatalogError) in
        _ = try AccessibilityPolicy.checkedTargetSize(size)
      } == expected)
    var direct = AccessibilityPolicy()
    direct.minimumTargetSize = size
    #expect(
      errorMessage { () throws(CatalogError) in
        _ = try direct.applying(AccessibilityPolicyOverrides())
      } == expected)
  }

  @Test func theDocumentedTargetSizesAreAccepted() throws {
    for size in [24.0, 44, 48, 0.5] {
      #expect(try AccessibilityPolicy.checkedTargetSize(size) == size)
    }
  }

  /// Resolves each variant's policy the way the runner does: the definition's settings, the
  /// variant's adjustments on top, then applied to the catalog's policy.
  @Test func variantsRefineDefinitionsWhichRefineTheCatalog() throws {
    var catalog = AccessibilityPolicy()
    catalog[.targetSize] = .warning
    catalog[.contrast] = .error
    catalog.textMustNotTruncate = true

    let variants = PolicyProbe_Definition.contentVariants.variants
    let policies = try variants.map { variant throws(CatalogError) in
      var settings = PolicyProbe_Definition.snapshotSettings
      variant.adjustSettings?(&settings)
      return try catalog.applying(settings.accessibility)
    }
    #expect(policies.map { $0[.contrast] } == [.warning, .off, .error])
    #expect(policies.map { $0[.label] } == [.off, .off, .off])
    #expect(policies.map { $0[.targetSize] } == [.warning, .warning, .warning])
    #expect(policies.map { $0[.truncation] } == [.warning, .warning, .off])
    #expect(policies.map(\.minimumTargetSize) == [24, 24, 48])
    #expect(policies.map(\.textMustNotTruncate) == [true, true, true])
    #expect(!PolicyProbe_Definition.snapshotSettings.accessibilitySnapshot)
    #expect(SnapshotSettings().accessibilitySnapshot)
    #expect(SnapshotSettings().accessibility.isEmpty)
  }
}
