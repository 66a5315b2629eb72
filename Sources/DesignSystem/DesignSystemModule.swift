/// DesignSystem: tokens, icons and components built the way the source documents describe.
///
/// Design: each component has a base view that owns interaction and accessibility; its visual
/// variants are styles conforming to the component's style protocol, passed down through the
/// environment and set with a modifier (`.dlsButtonStyle(.secondary)`), so a new look never
/// duplicates behaviour. Colours, type, spacing, radii and elevation come from tokens that
/// follow light and dark appearance and Dynamic Type.
public enum DesignSystemModule {}
