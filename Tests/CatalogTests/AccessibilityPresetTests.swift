import Catalog
import CatalogUI
import Foundation
import TestSupport
import Testing

// MARK: - Definitions

/// An iOS screen built from system colours and stock controls only.
enum SystemSettingsScreen_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    VStack(alignment: .leading, spacing: 12) {
      Text("Notifications").font(.headline)
      Text("Choose what reaches you").foregroundStyle(.secondary)
      Toggle("Allow notifications", isOn: .constant(true))
      Toggle("Sounds", isOn: .constant(false))
      Stepper("Badges", value: .constant(3), in: 0...9)
      Button("Turn on") {}.buttonStyle(.borderedProminent)
      Button("Later") {}.buttonStyle(.bordered)
    }
    .padding(16)
    .named("Settings")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .width(390)
    settings.traits = TraitsMatrix(colorSchemes: [.light, .dark])
    return settings
  }
}

/// The same screen with one text in the team's own faint grey.
enum CustomGreyScreen_Definition: ViewDefinition {
  static var catalogName: String { "SystemSettingsScreen" }
  static var contentVariants: ContentVariants {
    VStack(alignment: .leading, spacing: 12) {
      Text("Notifications").font(.headline)
      Text("Choose what reaches you").foregroundColor(Color(hex: "#AAAAAA"))
      Toggle("Allow notifications", isOn: .constant(true))
      Toggle("Sounds", isOn: .constant(false))
      Stepper("Badges", value: .constant(3), in: 0...9)
      Button("Turn on") {}.buttonStyle(.borderedProminent)
      Button("Later") {}.buttonStyle(.bordered)
    }
    .padding(16)
    .named("Settings")
  }

  static var snapshotSettings: SnapshotSettings {
    SystemSettingsScreen_Definition.snapshotSettings
  }
}

/// The system screen judged by the iOS preset through its own settings.
enum PresetSettingsScreen_Definition: ViewDefinition {
  static var catalogName: String { "SystemSettingsScreen" }
  static var contentVariants: ContentVariants {
    return SystemSettingsScreen_Definition.contentVariants
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SystemSettingsScreen_Definition.snapshotSettings
    settings.accessibility = .iOS
    return settings
  }
}

/// The custom grey screen judged by the iOS preset through its own settings.
enum PresetSettingsCustomGreyScreen_Definition: ViewDefinition {
  static var catalogName: String { "SystemSettingsScreen" }
  static var contentVariants: ContentVariants {
    return CustomGreyScreen_Definition.contentVariants
  }
  static var snapshotSettings: SnapshotSettings {
    PresetSettingsScreen_Definition.snapshotSettings
  }
}

// MARK: - AccessibilityPresetTests

/// `AccessibilityPolicy.iOS`: what iOS itself draws (system colours, stock controls at their
/// standard sizes) is a warning, the team's own colours and controls are errors.
@MainActor @Suite struct AccessibilityPresetTests {
  private func lines(
    _ view: some View, policy: AccessibilityPolicy,
    traits: SnapshotTraits = SnapshotTraits()
  ) throws -> [String] {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    let rendering = try SnapshotRenderer.rendering(
      view, name: "Preset", settings: settings, traits: traits, accessibility: policy)
    return (rendering.accessibility?.findings ?? []).map {
      "\($0.rule) \($0.severity.rawValue) \($0.element): \($0.measured), needs \($0.threshold)"
        + ($0.note.map { " [\($0)]" } ?? "")
    }
  }

  private static let systemNote =
    " [system colours: iOS's own look, a warning under the policy's systemLookLevel]"

  private static func controlNote(_ name: String) -> String {
    " [a standard \(name) at its standard size: iOS's own look, a warning under the policy's "
      + "systemLookLevel]"
  }

  @Test func secondaryTextOnTheSystemBackgroundIsAWarningUnderTheIOSPreset() throws {
    let text = Text("Updated today").foregroundStyle(.secondary)
    let byDefault = try lines(text, policy: .default)
    #expect(
      byDefault == [
        "contrast error text \"Updated today\": 3.44:1 (#8A8A8E on #FFFFFF), needs 4.5:1 for "
          + "text of 17 pt"
      ])
    let underIOS = try lines(text, policy: .iOS)
    #expect(
      underIOS == [
        "contrast warning text \"Updated today\": 3.44:1 (#8A8A8E on #FFFFFF), needs 4.5:1 for "
          + "text of 17 pt" + Self.systemNote
      ])
  }

  @Test func whiteOnSystemBlueIsAWarningAndOnTheTeamsBlueAnError() throws {
    let system = Button("Reserve") {}.buttonStyle(.borderedProminent)
    let byDefault = try lines(system, policy: .default)
    #expect(
      byDefault == [
        "target-size error button \"Reserve\": 89.5×35 pt, needs 44×44 pt",
        "contrast error text \"Reserve\": 4.02:1 (#FFFFFF on #007AFF), needs 4.5:1 for text of "
          + "17 pt",
      ])
    let underIOS = try lines(system, policy: .iOS)
    #expect(
      underIOS == [
        "target-size warning button \"Reserve\": 89.5×35 pt, needs 44×44 pt"
          + Self.controlNote("Button (.borderedProminent)"),
        "contrast warning text \"Reserve\": 4.02:1 (#FFFFFF on #007AFF), needs 4.5:1 for text "
          + "of 17 pt" + Self.systemNote,
      ])
    let team = Button("Reserve") {}.buttonStyle(.borderedProminent).tint(Color(hex: "#4A90E2"))
    let teams = try lines(team, policy: .iOS)
    #expect(
      teams == [
        "target-size error button \"Reserve\": 89.5×35 pt, needs 44×44 pt",
        "contrast error text \"Reserve\": 3.29:1 (#FFFFFF on #4A90E2), needs 4.5:1 for text of "
          + "17 pt",
      ])
  }

  @Test func theStockSwitchIsAWarningUnlessShrunkOrTintedByTheTeam() throws {
    // The hidden label's own truncation finding is not what this test is about.
    func switchLines(_ view: some View, _ policy: AccessibilityPolicy) throws -> [String] {
      try lines(view, policy: policy).filter { !$0.hasPrefix("truncation") }
    }
    let off = Toggle("Sounds", isOn: .constant(false)).labelsHidden()
    let byDefault = try switchLines(off, .default)
    #expect(
      byDefault == [
        "non-text-contrast error toggle \"Sounds\": 1.57:1 (#CECED0 against #FFFFFF), needs 3:1",
        "target-size error toggle \"Sounds\": 51×31 pt, needs 44×44 pt",
      ])
    let underIOS = try switchLines(off, .iOS)
    #expect(
      underIOS == [
        "non-text-contrast warning toggle \"Sounds\": 1.57:1 (#CECED0 against #FFFFFF), needs "
          + "3:1" + Self.controlNote("Toggle"),
        "target-size warning toggle \"Sounds\": 51×31 pt, needs 44×44 pt"
          + Self.controlNote("Toggle"),
      ])
    let shrunk = try switchLines(off.scaleEffect(0.5), .iOS)
    #expect(
      shrunk == [
        "non-text-contrast error toggle \"Sounds\": 1.54:1 (#D0D0D2 against #FFFFFF), needs 3:1",
        "target-size error toggle \"Sounds\": 25.5×15.5 pt, needs 44×44 pt",
      ])
    let tinted = Toggle("Sounds", isOn: .constant(true)).tint(Color(hex: "#E0E0E0"))
    let teams = try switchLines(tinted, .iOS)
    #expect(
      teams == [
        "non-text-contrast error toggle \"Sounds\": 1.71:1 (#C6C6C6 against #FFFFFF), needs 3:1",
        "target-size error toggle \"Sounds\": 119.5×31 pt, needs 44×44 pt",
      ])
  }

  @Test func theTeamsOwnColoursStayErrors() throws {
    let grey = try lines(Text("Terms apply").foregroundColor(Color(hex: "#999999")), policy: .iOS)
    #expect(
      grey == [
        "contrast error text \"Terms apply\": 2.85:1 (#999999 on #FFFFFF), needs 4.5:1 for text "
          + "of 17 pt"
      ])
    // A system colour over the team's own card.
    let onCard = try lines(
      Text("Updated today").foregroundStyle(.secondary).padding(8)
        .background(Color(hex: "#D8D8D8")), policy: .iOS)
    #expect(
      onCard == [
        "contrast error text \"Updated today\": 3.00:1 (#7A7A7E on #D8D8D8), needs 4.5:1 for "
          + "text of 17 pt"
      ])
  }

  @Test func aTabBarsUnselectedGreyIsIOSsLookOnTheBarOnly() throws {
    let tabs = TabView {
      Text("Home").tabItem { Label("Home", systemImage: "house") }
      Text("Saved").tabItem { Label("Saved", systemImage: "heart") }
    }
    .frame(width: 393, height: 200)
    // The unselected item in UITabBar's default grey on the bar's material, as the selected
    // one in the tint: iOS's own look, warnings under the preset.
    let onTheBar = try lines(tabs, policy: .iOS).filter { $0.hasPrefix("contrast") }
    #expect(
      onTheBar == [
        "contrast warning text \"Home\": 3.82:1 (#007AFF on #F9F9F9), needs 4.5:1 for text of "
          + "10 pt" + Self.systemNote,
        "contrast warning text \"Saved\": 2.71:1 (#999999 on #F9F9F9), needs 4.5:1 for text of "
          + "10 pt" + Self.systemNote,
      ])
    // The same grey in the app's own content, on a system background, stays an error.
    let inContent = try lines(
      Text("Saved").foregroundColor(Color(hex: "#999999")).padding(8)
        .background(Color(hex: "#F2F2F7")), policy: .iOS)
    #expect(
      inContent == [
        "contrast error text \"Saved\": 2.55:1 (#999999 on #F2F2F7), needs 4.5:1 for text of "
          + "17 pt"
      ])
  }

  @Test func systemLookLevelOffDropsThoseFindingsOnly() throws {
    var policy = AccessibilityPolicy.iOS
    policy.systemLookLevel = .off
    let view = VStack {
      Text("Updated today").foregroundStyle(.secondary)
      Text("Terms apply").foregroundColor(Color(hex: "#999999"))
    }
    let found = try lines(view, policy: policy)
    #expect(
      found == [
        "contrast error text \"Terms apply\": 2.85:1 (#999999 on #FFFFFF), needs 4.5:1 for text "
          + "of 17 pt"
      ])
  }

  @Test func anIOSScreenPassesVerifyWithThePresetAndAnEmptyBaselineAndACustomGreyFails()
    throws
  {
    let root = try TestSupport.makeTemporaryDirectory("preset")
    func run(
      _ mode: SnapshotRunner.Mode, _ definition: any ViewDefinition.Type,
      policy: AccessibilityPolicy = .iOS
    ) throws -> RunReport {
      let plan = CatalogPlanner.plan([definition], accessibility: policy)
      let configuration = RunConfiguration(
        snapshotsDirectory: root.appendingPathComponent("Snapshots"),
        reportDirectory: root.appendingPathComponent("report"), filter: nil, jobs: 1,
        shard: .all)
      return try SnapshotRunner(configuration: configuration).run(
        mode, plan: plan.snapshots, problems: plan.problems)
    }
    _ = try run(.record, SystemSettingsScreen_Definition.self)
    let verified = try run(.verify, SystemSettingsScreen_Definition.self)
    #expect(verified.isSuccess)
    #expect(
      !FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Snapshots/accessibility-baseline.yaml").path))
    let warnings = verified.entries.map { entry in
      entry.id + ": "
        + (entry.accessibility?.violations ?? []).map { "\($0.severity.rawValue) \($0.rule)" }
        .joined(separator: ", ")
    }
    #expect(
      warnings == [
        "SystemSettingsScreen/settings: warning contrast, warning non-text-contrast, "
          + "warning target-size, warning non-text-contrast, warning target-size, "
          + "warning target-size, warning target-size, warning contrast, warning target-size, "
          + "warning contrast",
        // In dark mode the tint is the dark system blue (#0A84FF), lighter than the light
        // one: one contrast finding fewer than when it kept #007AFF.
        "SystemSettingsScreen/settings.dark: warning target-size, warning target-size, "
          + "warning target-size, warning target-size, warning contrast, warning target-size",
      ])
    // The default policy fails the same screen: the preset is what lets it pass.
    let byDefault = try run(.verify, SystemSettingsScreen_Definition.self, policy: .default)
    #expect(!byDefault.isSuccess)
    let custom = try run(.verify, CustomGreyScreen_Definition.self)
    #expect(!custom.isSuccess)
    let failing = custom.entries.flatMap { $0.accessibility?.failingViolations ?? [] }
      .map(\.summary)
    #expect(
      failing == [
        "contrast: text \"Choose what reaches you\": 2.32:1 (#AAAAAA on #FFFFFF), needs 4.5:1 "
          + "for text of 17 pt; darken or lighten the text or its background until they differ "
          + "by 4.5:1"
      ])
  }

  @Test func aDefinitionsOwnIOSPresetPassesUnderTheDefaultPolicyAndACustomGreyStillFails()
    throws
  {
    let root = try TestSupport.makeTemporaryDirectory("definition-preset")
    func run(
      _ mode: SnapshotRunner.Mode, _ definition: any ViewDefinition.Type
    ) throws -> RunReport {
      let plan = CatalogPlanner.plan([definition], accessibility: .default)
      let configuration = RunConfiguration(
        snapshotsDirectory: root.appendingPathComponent("Snapshots"),
        reportDirectory: root.appendingPathComponent("report"), filter: nil, jobs: 1,
        shard: .all)
      return try SnapshotRunner(configuration: configuration).run(
        mode, plan: plan.snapshots, problems: plan.problems)
    }
    // The catalog's policy is the default one: only the definition's settings lower iOS's
    // own look to a warning, and another definition keeps failing on it.
    _ = try run(.record, PresetSettingsScreen_Definition.self)
    #expect(try run(.verify, PresetSettingsScreen_Definition.self).isSuccess)
    #expect(!(try run(.verify, SystemSettingsScreen_Definition.self).isSuccess))
    let custom = try run(.verify, PresetSettingsCustomGreyScreen_Definition.self)
    #expect(!custom.isSuccess)
    let failing: [String] = custom.entries.flatMap { $0.accessibility?.failingViolations ?? [] }
      .map(\.summary)
    #expect(
      failing == [
        "contrast: text \"Choose what reaches you\": 2.32:1 (#AAAAAA on #FFFFFF), needs 4.5:1 "
          + "for text of 17 pt; darken or lighten the text or its background until they differ "
          + "by 4.5:1"
      ])
    // Variants refine the preset as they refine any setting.
    var settings = PresetSettingsScreen_Definition.snapshotSettings
    settings.accessibility[.contrast] = .off
    let policy = try AccessibilityPolicy.default.applying(settings.accessibility)
    #expect(policy.systemLookLevel == .warning)
    #expect(policy[.contrast] == .off)
    #expect(try AccessibilityPolicy.default.applying(.iOS) == .iOS)
  }
}
