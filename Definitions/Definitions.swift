/// Definitions: one `ViewDefinition` per design-system component, found without registration
/// by the `DefinitionsDiscovery` build-tool plugin (see `DiscoveredDefinitions.all`).
public enum DefinitionsModule {}
