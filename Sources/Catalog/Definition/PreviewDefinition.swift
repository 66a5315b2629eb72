import CatalogUI
import Synchronization

// MARK: - PreviewDefinition

/// The catalog definition of a `PreviewProvider`: its previews are the content variants, named
/// by `.previewDisplayName(_:)` and laid out by `.previewLayout(_:)`. The discovery plugin
/// lists `PreviewDefinition<MyView_Previews>` for every preview provider that is not also a
/// `ViewDefinition`.
public enum PreviewDefinition<Provider: PreviewProvider>: ViewDefinition {
  /// The provider's type name without a trailing `_Previews` or `Previews`.
  public static var catalogName: String {
    let name = _typeName(Provider.self, qualified: false)
    for suffix in ["_Previews", "Previews"] where name.hasSuffix(suffix) && name != suffix {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// One variant per preview.
  public static var contentVariants: ContentVariants {
    return ContentVariants(PreviewItem.items(in: Provider.previews).map(\.contentVariant))
  }
}

extension PreviewItem {
  /// The preview as a content variant: its name, and its layout as snapshot settings.
  var contentVariant: ContentVariant {
    var variant = ContentVariant(name: displayName, view: view)
    if let layout {
      let snapshotLayout: SnapshotSettings.Layout =
        switch layout {
        case .device: .device(.iPhone15)
        case .sizeThatFits: .sizeThatFits
        case .fixed(let width, let height): .fixed(width: width, height: height)
        }
      variant = variant.snapshotSettings { $0.layout = snapshotLayout }
    }
    return variant
  }
}

// MARK: - Definitions that are preview providers

extension PreviewProvider where Self: ViewDefinition {
  /// The content variants as previews, as the source documents describe: a definition that
  /// also conforms to `PreviewProvider` shows its variants in Xcode's canvas, each named.
  public static var previews: PreviewCollection {
    let variants = contentVariants
    return PreviewCollection(
      zip(variants.variants, variants.names).map { variant, name in
        PreviewItem(view: variant.view, displayName: name)
      })
  }
}

// MARK: - PreviewMacroDefinition

/// The catalog definition of one source file's `#Preview`s, found at run time: named after the
/// file (`PriceTag` for `PriceTag.swift`), one variant per preview in source order, named as
/// the preview is (`Preview` when unnamed; a repeated name gets ` 2`, ` 3`…). `First` is the
/// file's first preview; the others are found by its file.
public enum PreviewMacroDefinition<First: _PreviewRegistration>: ViewDefinition {
  /// The file's name, or `File previews` when a `ViewDefinition` already has that name.
  public static var catalogName: String {
    let name = First.previewSource.fileName
    return PreviewMacroDefinitions.takenNames.withLock { $0.contains(name) }
      ? "\(name) previews" : name
  }

  /// One variant per `#Preview` in the file.
  public static var contentVariants: ContentVariants {
    let file = First.previewSource.fileID
    var used: [String: Int] = [:]
    var variants: [ContentVariant] = []
    for preview in PreviewMacros.all where preview.previewSource.fileID == file {
      let base = preview.previewName ?? "Preview"
      let count = (used[base] ?? 0) + 1
      used[base] = count
      let name = count == 1 ? base : "\(base) \(count)"
      switch PreviewMacros.item(preview) {
      case .success(var item):
        item.displayName = name
        variants.append(item.contentVariant)
      case .failure(let error):
        variants.append(ContentVariant(name: name, view: EmptyView()).after { _ in throw error })
      }
    }
    return ContentVariants(variants)
  }
}

// MARK: - PreviewMacroDefinitions

/// The `#Preview`s of the process as catalog definitions, one per source file.
public enum PreviewMacroDefinitions {
  /// The names of the other definitions, which a file's previews must not take.
  static let takenNames = Mutex<Set<String>>([])

  /// One definition per source file holding `#Preview`s, in file order; a file whose name a
  /// definition in `definitions` already has is named `File previews`.
  @MainActor
  public static func definitions(besides definitions: [any ViewDefinition.Type])
    -> [any ViewDefinition.Type]
  {
    takenNames.withLock { $0 = Set(definitions.map { $0.catalogName }) }
    var seen: Set<String> = []
    var found: [any ViewDefinition.Type] = []
    for preview in PreviewMacros.all where seen.insert(preview.previewSource.fileID).inserted {
      found.append(definition(for: preview))
    }
    return found
  }

  /// The definition of the file `preview` is in.
  @MainActor
  static func definition<First: _PreviewRegistration>(for preview: First.Type)
    -> any ViewDefinition.Type
  {
    PreviewMacroDefinition<First>.self
  }
}
