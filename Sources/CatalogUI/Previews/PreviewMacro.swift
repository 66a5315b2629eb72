// MARK: - #Preview

/// A preview of a view, as SwiftUI's `#Preview`: every `#Preview` in the executable becomes a
/// content variant of the catalog (one definition per source file, named after the file; the
/// variant is named `name`, or `Preview`), so preview code is snapshot-tested with no new file.
///
/// The macro's plugin reads the preview's text without `swift-syntax` (it builds in seconds);
/// the catalog finds the previews at run time in the binary's type metadata, so no discovery
/// plugin or registration is needed. `@Previewable` declarations in the body become the
/// preview's state, as in SwiftUI.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// A preview of a view with traits, such as `.sizeThatFitsLayout`, as SwiftUI's `#Preview`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Marks a declaration at the top of a `#Preview` body as the preview's own (such as
/// `@Previewable @State var isOn = true`), as SwiftUI's `@Previewable`: the preview's view
/// holds it as a property, so bindings to it work.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewMacros", type: "PreviewableMacro")

// MARK: - Preview

/// Namespace of `#Preview`'s trait kinds, as SwiftUI's `Preview`.
public enum Preview {
  /// The kind of traits a view preview takes.
  public enum ViewTraits {}
}

// MARK: - PreviewTrait

/// A trait of a `#Preview`: its layout or its device orientation, as SwiftUI's `PreviewTrait`.
public struct PreviewTrait<T>: Sendable {
  /// What the trait sets.
  enum Value: Sendable, Equatable {
    case layout(PreviewLayout)
    case orientation(String)
  }

  let value: Value
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The default layout: a device screen (an iPhone 15).
  public static var defaultLayout: PreviewTrait { PreviewTrait(value: .layout(.device)) }

  /// The view's ideal size.
  public static var sizeThatFitsLayout: PreviewTrait {
    PreviewTrait(value: .layout(.sizeThatFits))
  }

  /// A fixed size in points.
  public static func fixedLayout(width: Double, height: Double) -> PreviewTrait {
    PreviewTrait(value: .layout(.fixed(width: width, height: height)))
  }

  /// Portrait orientation, the catalog's only one.
  public static var portrait: PreviewTrait { PreviewTrait(value: .orientation("portrait")) }

  /// Upside-down portrait. The catalog does not draw it yet: the variant fails saying so.
  public static var portraitUpsideDown: PreviewTrait {
    PreviewTrait(value: .orientation("portraitUpsideDown"))
  }

  /// Landscape, home button on the left. The catalog does not draw it yet: the variant fails
  /// saying so.
  public static var landscapeLeft: PreviewTrait {
    PreviewTrait(value: .orientation("landscapeLeft"))
  }

  /// Landscape, home button on the right. The catalog does not draw it yet: the variant fails
  /// saying so.
  public static var landscapeRight: PreviewTrait {
    PreviewTrait(value: .orientation("landscapeRight"))
  }
}

// MARK: - PreviewSource

/// Where a `#Preview` is written: its file (`Module/File.swift`) and line.
public struct PreviewSource: Hashable, Sendable, Comparable {
  /// The file, as `#fileID` writes it.
  public var fileID: String
  /// The line of `#Preview`, 1-based.
  public var line: Int

  /// A preview's location.
  public init(fileID: String, line: Int) {
    self.fileID = fileID
    self.line = line
  }

  /// The file's name without its folder and `.swift`: `Button` for `Kit/Button.swift`.
  public var fileName: String {
    let last = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
  }

  /// Orders by file, then line.
  public static func < (lhs: PreviewSource, rhs: PreviewSource) -> Bool {
    (lhs.fileID, lhs.line) < (rhs.fileID, rhs.line)
  }
}

// MARK: - _PreviewRegistration

/// What `#Preview` expands to: a view with the preview's name, traits and location.
/// An implementation detail of the macro; write `#Preview` instead.
@MainActor @preconcurrency
public protocol _PreviewRegistration: View {
  /// The preview's view, with its `@Previewable` state.
  init()
  /// The name given to `#Preview`, if any.
  static var previewName: String? { get }
  /// The traits given to `#Preview`.
  static var previewTraits: [PreviewTrait<Preview.ViewTraits>] { get }
  /// Where the `#Preview` is.
  static var previewSource: PreviewSource { get }
}

// MARK: - PreviewMacros

/// The `#Preview`s linked into this process, found in the binary's type metadata.
@MainActor
public enum PreviewMacros {
  /// Every `#Preview` in the process, ordered by file and line; found once.
  public static let all: [any _PreviewRegistration.Type] =
    TypeMetadataScan.types(nameEndingWith: "14CatalogPreviewfMu_")
    .compactMap { $0 as? any _PreviewRegistration.Type }
    .sorted { $0.previewSource < $1.previewSource }

  /// The preview's view and traits as a `PreviewItem`, or why it cannot be drawn.
  public static func item(_ preview: any _PreviewRegistration.Type) -> Result<
    PreviewItem, PreviewTraitError
  > {
    var layout: PreviewLayout?
    for trait in preview.previewTraits {
      switch trait.value {
      case .layout(let value): layout = value
      case .orientation("portrait"): break
      case .orientation(let other):
        return .failure(PreviewTraitError(trait: other, source: preview.previewSource))
      }
    }
    return .success(
      PreviewItem(view: preview.init(), displayName: preview.previewName, layout: layout))
  }
}

/// A `#Preview` trait the catalog cannot draw yet, such as a landscape orientation.
public struct PreviewTraitError: Error, CustomStringConvertible, Sendable {
  /// The trait's name.
  public var trait: String
  /// Where the preview is.
  public var source: PreviewSource

  /// Names the trait, the preview and the fix.
  public var description: String {
    "#Preview at \(source.fileID):\(source.line) asks for .\(trait), which the catalog does not "
      + "draw yet (it draws portrait only); remove the trait, or snapshot the view in a "
      + "ViewDefinition with a .fixed layout of the landscape size"
  }
}
