/// Definitions: one `ViewDefinition` per design-system component, found without registration.
public enum DefinitionsModule {}
