// MARK: - @Entry

/// Declares a value of `EnvironmentValues` with its default in one line, as SwiftUI's `@Entry`:
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }` makes the key type and
/// the property reading and writing it.
///
/// The property's type must be written out, as SwiftUI's macro needs it too; a property of an
/// optional type may leave out its default (`nil`).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PreviewMacros", type: "EntryMacro")
