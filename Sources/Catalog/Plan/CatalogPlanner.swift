import Foundation

// MARK: - CatalogPlan

/// Every snapshot the catalog's definitions produce, plus the problems that keep some from
/// being planned (duplicate names), which the run reports as errors.
public struct CatalogPlan: Sendable {
  /// Planned snapshots: definitions by name, variants as declared, then trait combinations.
  public var snapshots: [PlannedSnapshot]
  /// Definitions or variants that could not be planned, as error entries.
  public var problems: [RunReport.Entry]
  /// Things worth knowing that fail nothing, such as a definition with no variants.
  public var warnings: [String] = []
}

// MARK: - CatalogPlanner

/// Turns definitions into planned snapshots: variants × trait combinations, with stable,
/// collision-free file names.
@MainActor
public enum CatalogPlanner {
  /// Plans every variant of every definition in every trait combination.
  ///
  /// Two variants of one definition whose names give the same slug are an error naming both;
  /// so are two definitions whose folder names differ only in case. `accessibility` is the
  /// catalog-wide policy of the audits, which definitions and variants refine; `nil` keeps no
  /// accessibility snapshots at all.
  public static func plan(
    _ definitions: [any ViewDefinition.Type],
    traits defaultTraits: TraitsMatrix = .standard,
    accessibility: AccessibilityPolicy? = .default
  ) -> CatalogPlan {
    var snapshots: [PlannedSnapshot] = []
    var problems: [RunReport.Entry] = []
    var warnings: [String] = []
    var folders: [String: any ViewDefinition.Type] = [:]  // lowercased folder → definition
    let cache = TransitionCache()

    for definition in definitions.sorted(by: { $0.catalogName < $1.catalogName }) {
      let name = definition.catalogName
      let folder = folderName(for: name)
      if let other = folders[folder.lowercased()] {
        // Module-qualified, so two definitions of one name in two modules are told apart.
        let first = String(reflecting: other)
        let second = String(reflecting: definition)
        let why: String
        if other.catalogName != name {
          why =
            other.catalogName.lowercased() == name.lowercased()
            ? "(names may not differ only in case); rename one or set its catalogName"
            : "(their names give one folder name); rename one or set its catalogName"
        } else if first.prefix(while: { $0 != "." }) == second.prefix(while: { $0 != "." }) {
          why = "(two definitions in one module); give one of them another catalogName"
        } else {
          why = "(one name in two modules); rename one or set its catalogName"
        }
        problems.append(
          problem(
            definition: name, id: folder,
            "definitions '\(first)' and '\(second)' both use the snapshot folder '\(folder)' "
              + why))
        continue
      }
      folders[folder.lowercased()] = definition

      let variants = definition.contentVariants
      if variants.variants.isEmpty {
        warnings.append(
          "\(name) has no variants, so nothing of it is snapshotted; give it content variants "
            + "(or previews, for a PreviewProvider) or remove it")
      }
      let settingsBase = definition.snapshotSettings
      var slugs: [Slug: String] = [:]
      for (index, variantName) in variants.names.enumerated() {
        let slug = Slug(variantName)
        if let first = slugs[slug] {
          problems.append(
            problem(
              definition: name, id: "\(folder)/\(slug)",
              "\(name): variants '\(first)' and '\(variantName)' both map to the snapshot "
                + "name '\(slug)'; give one of them another name with .named(_:)"))
          continue
        }
        slugs[slug] = variantName
        var settings = settingsBase
        variants.variants[index].adjustSettings?(&settings)
        let matrix = settings.traits ?? defaultTraits
        if let transition = variants.variants[index].transition {
          switch transition.keyframes.resolved(duration: transition.definition.totalDuration) {
          case .failure(let error):
            problems.append(
              problem(
                definition: name, id: "\(folder)/\(slug)",
                "\(name) › \(variantName): \(error.description)"))
          case .success(let keyframes):
            snapshots += transitionKeyframes(
              definition, variant: index, name: variantName, folder: folder, slug: slug,
              keyframes: keyframes, duration: transition.definition.totalDuration,
              matrix: matrix, settings: settings, cache: cache
            ).map { keyframe in
              var keyframe = keyframe
              keyframe.source = variants.variants[index].source
              return keyframe
            }
          }
          continue
        }
        for traits in matrix.combinations {
          let suffix = traits.fileSuffix
          let id = "\(folder)/\(slug)" + (suffix.isEmpty ? "" : ".\(suffix)")
          var snapshot = PlannedSnapshot(
            id: id, definition: name, variant: variantName,
            section: definition.catalogSection.name, traits: traits.reportValues(in: matrix),
            comparison: settings.comparison,
            rendering: {
              try VariantRenderer.render(
                definition, variant: index, traits: traits,
                policy: accessibility)
            })
          if accessibility != nil, settings.accessibilitySnapshot {
            snapshot.formats.append(.accessibility)
          }
          snapshot.timeLimit = settings.timeLimit
          snapshot.failsOnLayoutChange = settings.failsOnLayoutChange
          snapshot.source = variants.variants[index].source
          snapshots.append(snapshot)
        }
      }
    }
    return CatalogPlan(snapshots: snapshots, problems: problems, warnings: warnings)
  }

  /// One snapshot per keyframe of a transition variant and trait combination, named
  /// `<slug>.<keyframe>[.<traits>]`; the keyframes of one combination share one transition.
  private static func transitionKeyframes(
    _ definition: any ViewDefinition.Type, variant index: Int, name variantName: String,
    folder: String, slug: Slug, keyframes: [(label: String, time: Double)], duration: Double,
    matrix: TraitsMatrix, settings: SnapshotSettings, cache: TransitionCache
  ) -> [PlannedSnapshot] {
    var snapshots: [PlannedSnapshot] = []
    for traits in matrix.combinations {
      let suffix = traits.fileSuffix.isEmpty ? "" : ".\(traits.fileSuffix)"
      let group = "\(folder)/\(slug)\(suffix)"
      let times = keyframes.map(\.time)
      for (position, keyframe) in keyframes.enumerated() {
        let time = keyframe.time
        var snapshot = PlannedSnapshot(
          id: "\(folder)/\(slug).\(keyframe.label)\(suffix)", definition: definition.catalogName,
          variant: variantName, section: definition.catalogSection.name,
          traits: traits.reportValues(in: matrix), comparison: settings.comparison,
          rendering: {
            try VariantRenderer.renderKeyframe(
              definition, variant: index, traits: traits, at: time, group: group,
              uses: keyframes.count, cache: cache,
              keyframeTimes: position == keyframes.count - 1 ? times : nil)
          })
        snapshot.timeLimit = settings.timeLimit
        snapshot.keyframe = TransitionKeyframe(
          transition: group, label: keyframe.label, time: time, duration: duration,
          index: position, count: keyframes.count)
        snapshots.append(snapshot)
      }
    }
    return snapshots
  }

  /// The definition's folder: its name as `Slug.fileName(for:)` makes it safe, so folder
  /// names stay readable and valid on every file system.
  static func folderName(for name: String) -> String {
    Slug.fileName(for: name)
  }

  private static func problem(definition: String, id: String, _ message: String)
    -> RunReport.Entry
  {
    RunReport.Entry(
      id: id, definition: definition, variant: id.split(separator: "/").last.map(String.init) ?? id,
      traits: [:], status: .error, message: message, referenceFile: id + ".png")
  }
}
