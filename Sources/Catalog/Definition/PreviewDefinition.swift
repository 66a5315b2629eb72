import CatalogUI

// MARK: - PreviewDefinition

/// The catalog definition of a `PreviewProvider`: its previews are the content variants, named
/// by `.previewDisplayName(_:)` and laid out by `.previewLayout(_:)`. The discovery plugin
/// lists `PreviewDefinition<MyView_Previews>` for every preview provider that is not also a
/// `ViewDefinition`.
public enum PreviewDefinition<Provider: PreviewProvider>: ViewDefinition {
  /// The provider's type name without a trailing `_Previews` or `Previews`.
  public static var catalogName: String {
    let name = String(describing: Provider.self)
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
